import AnimRenderKit
import ArgumentParser
import JSONDocuments

/// The valid values of a numeric option, stated the same way in every error:
/// "--scale must be between 0.1 and 16, not 0".
struct OptionRange {
    var lower: Double
    var upper: Double?

    init(_ range: ClosedRange<Double>) { lower = range.lowerBound; upper = range.upperBound }
    init(_ range: ClosedRange<Int>) { lower = Double(range.lowerBound); upper = Double(range.upperBound) }
    init(atLeast lower: Double) { self.lower = lower; upper = nil }

    var phrase: String {
        guard let upper else { return "at least \(Self.format(lower))" }
        return "between \(Self.format(lower)) and \(Self.format(upper))"
    }

    func contains(_ value: Double) -> Bool { value >= lower && value <= (upper ?? .infinity) }

    /// Throws a usage error naming `option`, the valid range and the value given.
    func check(_ option: String, _ value: Double?) throws {
        guard let value, !contains(value) else { return }
        throw ValidationError("\(option) must be \(phrase), not \(Self.format(value))")
    }

    func check(_ option: String, _ value: Int?) throws { try check(option, value.map(Double.init)) }

    /// `0`, `0.5`, `1000`: the shortest form, as the JSON outputs write numbers.
    static func format(_ x: Double) -> String { x.isFinite ? JSONOutput.format(x) : "\(x)" }
}
