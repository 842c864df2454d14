import Geometry

extension TextScanner {
    /// A number with an optional `-` or `+` sign directly before it (the sign is only taken
    /// when a number follows, so `- card.top` is not misread).
    package mutating func readSignedNumber() throws -> (value: Double, offset: Int)? {
        var probe = self
        let start = probe.offset
        let sign: Double = probe.skip("-") ? -1 : 1
        if sign > 0 { _ = probe.skip("+") }
        guard let number = try probe.readNumber() else { return nil }
        self = probe
        return (sign * number.value, start)
    }
}
