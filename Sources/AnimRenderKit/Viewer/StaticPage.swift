import JSONDocuments

/// A page the tool writes (the viewer, the diff report): an HTML template compiled into the
/// binary, and data handed to it as one JavaScript call, `f({…});`. A `<script>` works from
/// `file://`, where Chromium refuses `fetch()` of a neighbouring JSON file.
enum StaticPage {
    /// `function(json);` with every `<` escaped as `\u003c`: JSON puts `<` only inside
    /// strings, where the escape means the same, and the text can then never close the
    /// `<script>` element it is embedded in (a view id or title containing `</script>`).
    static func call(_ function: String, _ value: JSONOutput) -> String {
        String(decoding: callBytes(function, value), as: UTF8.self)
    }

    /// `call` as UTF-8.
    static func callBytes(_ function: String, _ value: JSONOutput) -> [UInt8] {
        callHead(function) + escapingScriptEnd(value.compactBytes) + callTail
    }

    /// What `call` writes before the value (a page's data written in pieces, each escaped
    /// with `escapingScriptEnd`, goes between this and `callTail`).
    static func callHead(_ function: String) -> [UInt8] { Array(function.utf8) + [UInt8(ascii: "(")] }
    static let callTail = Array(");\n".utf8)

    /// `bytes` with every `<` as `\u003c`.
    static func escapingScriptEnd(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "<")) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        for b in bytes {
            if b == UInt8(ascii: "<") { out.append(contentsOf: "\\u003c".utf8) } else { out.append(b) }
        }
        return out
    }

    /// The template with `marker` replaced by `replacement`; the marker must occur once.
    static func fill(_ template: [UInt8], marker: String, with replacement: String) -> [UInt8] {
        let text = String(decoding: template, as: UTF8.self)
        guard let range = text.range(of: marker) else {
            fatalError("page template lacks its marker \(marker)")   // a build defect, not a user error
        }
        return Array(text.replacingCharacters(in: range, with: replacement).utf8)
    }
}
