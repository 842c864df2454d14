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

    /// `call` as UTF-8, escaped byte by byte (a viewer's data runs to tens of megabytes).
    static func callBytes(_ function: String, _ value: JSONOutput) -> [UInt8] {
        let json = value.compactBytes
        var out: [UInt8] = []
        out.reserveCapacity(json.count + function.utf8.count + 4)
        out.append(contentsOf: function.utf8)
        out.append(UInt8(ascii: "("))
        for b in json {
            if b == UInt8(ascii: "<") { out.append(contentsOf: "\\u003c".utf8) } else { out.append(b) }
        }
        out.append(contentsOf: ");\n".utf8)
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
