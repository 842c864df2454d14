/// A page the tool writes (the viewer, the diff report): an HTML template compiled into the
/// binary, and data handed to it as one JavaScript call, `f({…});`. A `<script>` works from
/// `file://`, where Chromium refuses `fetch()` of a neighbouring JSON file.
enum StaticPage {
    /// `function(json);` with every `<` escaped as `\u003c`: JSON puts `<` only inside
    /// strings, where the escape means the same, and the text can then never close the
    /// `<script>` element it is embedded in (a view id or title containing `</script>`).
    static func call(_ function: String, _ value: JSONOutput) -> String {
        function + "(" + value.compact.replacingOccurrences(of: "<", with: "\\u003c") + ");\n"
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
