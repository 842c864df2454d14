/// Turns `JSONOutput`'s pretty bytes into its compact bytes, piece by piece: the two differ
/// only in the spaces and line breaks `pretty` puts between tokens (a string never holds a
/// raw line break: control characters are escaped), so dropping every space and line break
/// outside strings gives, byte for byte, what `compactBytes` prints. The viewer embeds
/// frames.json this way, from the bytes written for frames.json, without a second
/// serialisation of a document that runs to tens of megabytes.
struct JSONCompactor {
    private var inString = false
    private var escaped = false

    /// The compact bytes of `piece`, the next piece of a pretty document.
    mutating func compact(_ piece: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(piece.count)
        for b in piece {
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                out.append(b)
            } else if b == UInt8(ascii: " ") || b == 0x0A {
                continue
            } else {
                if b == UInt8(ascii: "\"") { inString = true }
                out.append(b)
            }
        }
        return out
    }
}
