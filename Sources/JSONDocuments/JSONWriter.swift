/// JSON written straight from values into bytes, laid out exactly as `JSONOutput.write`
/// prints the same value (pretty: two-space indentation, arrays of scalars and `oneLine`
/// values on one line; compact: no whitespace), with every number checked finite as it is
/// written: frames.json's entries, without a value tree built, walked and then printed.
///
/// A writer that does not `emit` only checks (`validate`). The first non-finite number
/// throws `NonFinite`, with its path from the writer's first container and the view or
/// constraint the entries on its way belong to (`JSONOutput.firstNonFiniteNumber`'s terms).
package struct JSONWriter {
    package var bytes: [UInt8] = []
    /// Off: nothing is appended, numbers are only checked.
    package let emit: Bool
    /// nil: compact.
    package let indent: [UInt8]?
    /// The level of the first container (how deep it sits in the document).
    package let baseLevel: Int
    private var open: [Container] = []

    private struct Container {
        package var isObject: Bool
        /// Items on one line (`[1, 2]`, `{ "a": 1 }`) in pretty output.
        package var inline: Bool
        package var count = 0
        /// The member being written (objects).
        package var key: String?
        package var view: String?
        package var constraint: String?
    }

    package init(emit: Bool = true, indent: [UInt8]?, level: Int = 0) {
        self.emit = emit; self.indent = indent; baseLevel = level
    }

    package struct NonFinite: Error {
        package var found: JSONOutput.NonFinite
    }

    private var level: Int { baseLevel + open.count }

    private mutating func append(_ s: StaticString) {
        guard emit else { return }
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func pad(_ n: Int) {
        guard emit, let indent else { return }
        for _ in 0..<n { bytes.append(contentsOf: indent) }
    }

    /// The separator before a new item of the innermost container.
    private mutating func beginItem() {
        guard let last = open.indices.last else { return }
        let c = open[last]
        open[last].count += 1
        guard emit else { return }
        if indent == nil {
            if c.count > 0 { append(",") }
        } else if c.inline {
            if c.count > 0 { append(", ") } else if c.isObject { append(" ") }
        } else {
            append(c.count > 0 ? ",\n" : "\n")
            pad(level)
        }
    }

    /// Opens an object (one-line in pretty output when `inline`, or when inside a one-line
    /// container). `view` / `constraint`: what the entry belongs to, for a non-finite number.
    package mutating func beginObject(inline: Bool = false, view: String? = nil, constraint: String? = nil) {
        beginValue()
        append("{")
        open.append(Container(isObject: true, inline: inline || (open.last?.inline ?? false), view: view, constraint: constraint))
    }

    /// Opens an array. `scalars`: its items are numbers, strings, booleans or nulls (pretty
    /// output keeps it on one line, as `JSONOutput` does).
    package mutating func beginArray(scalars: Bool = false, inline: Bool = false) {
        beginValue()
        append("[")
        open.append(Container(isObject: false, inline: scalars || inline || (open.last?.inline ?? false)))
    }

    package mutating func end() {
        let c = open.removeLast()
        guard emit else { return }
        if c.count > 0, indent != nil {
            if c.inline {
                if c.isObject { append(" ") }
            } else {
                append("\n")
                pad(level)
            }
        }
        append(c.isObject ? "}" : "]")
    }

    /// The next member's key (objects).
    package mutating func key(_ k: String) {
        beginItem()
        open[open.count - 1].key = k
        guard emit else { return }
        JSONOutput.appendQuoted(k, to: &bytes)
        if indent == nil { append(":") } else { append(": ") }
    }

    /// A value: after `key` in an object, or an array item.
    private mutating func beginValue() {
        if let last = open.indices.last, !open[last].isObject { beginItem() }
    }

    package mutating func number(_ x: Double) throws {
        beginValue()
        guard x.isFinite else { throw NonFinite(found: nonFinite()) }
        if emit { JSONOutput.appendNumber(x, to: &bytes) }
    }

    package mutating func string(_ s: String) {
        beginValue()
        if emit { JSONOutput.appendQuoted(s, to: &bytes) }
    }

    package mutating func bool(_ b: Bool) {
        beginValue()
        if b { append("true") } else { append("false") }
    }

    package mutating func null() {
        beginValue()
        append("null")
    }

    package mutating func numbers(_ xs: [Double]) throws {
        beginArray(scalars: true)
        for x in xs { try number(x) }
        end()
    }

    /// A member holding a number (`"key": x`).
    package mutating func number(_ k: String, _ x: Double) throws { key(k); try number(x) }
    package mutating func string(_ k: String, _ s: String) { key(k); string(s) }
    package mutating func numbers(_ k: String, _ xs: [Double]) throws { key(k); try numbers(xs) }

    /// Where the number being written sits: its path (`views.card.frame[2]`) and the view
    /// and constraint of the entries on its way, the innermost naming one winning.
    private func nonFinite() -> JSONOutput.NonFinite {
        var found = JSONOutput.NonFinite(path: "")
        for c in open {
            if c.isObject {
                let k = c.key ?? ""
                found.path += found.path.isEmpty ? k : "." + k
            } else {
                found.path += "[\(c.count - 1)]"
            }
            if let v = c.view { found.view = v }
            if let x = c.constraint { found.constraint = x }
        }
        return found
    }
}
