/// The few pieces of JSON text a timeline needs, written by hand so the import has no
/// dependency: a string with JSON's escapes, and a number in its shortest form.
enum JSONText {
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 { out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16) }
                else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    static func number(_ x: Double) -> String { LoggedConstraint.number(x) }
}
