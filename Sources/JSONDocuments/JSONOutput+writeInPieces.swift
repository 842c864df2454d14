extension JSONOutput {
    /// An object written in pieces: the members `before`, then `key`, whose value the caller
    /// writes (one too large to hold: frames.json's `frames`), then the members `after`.
    /// `head` + the value's bytes + `tail` are, byte for byte, what `write` prints for the
    /// whole object at `level` (`indent` nil: compact).
    package struct ObjectPieces {
        package var head: [UInt8] = []
        package var tail: [UInt8] = []

        package init(before: [(String, JSONOutput)], key: String, after: [(String, JSONOutput)], indent: [UInt8]?, level: Int) {
            let memberSeparator: [UInt8] = indent == nil ? [UInt8(ascii: ",")] : Array(",\n".utf8)
            let keySeparator: [UInt8] = Array((indent == nil ? ":" : ": ").utf8)
            func member(_ k: String, to out: inout [UInt8]) {
                if let indent { JSONOutput.appendPad(indent, count: level + 1, to: &out) }
                JSONOutput.appendQuoted(k, to: &out)
                out.append(contentsOf: keySeparator)
            }
            head.append(contentsOf: (indent == nil ? "{" : "{\n").utf8)
            for (k, v) in before {
                member(k, to: &head)
                v.write(to: &head, indent: indent, level: level + 1)
                head.append(contentsOf: memberSeparator)
            }
            member(key, to: &head)
            for (k, v) in after {
                tail.append(contentsOf: memberSeparator)
                member(k, to: &tail)
                v.write(to: &tail, indent: indent, level: level + 1)
            }
            if let indent {
                tail.append(0x0A)
                JSONOutput.appendPad(indent, count: level, to: &tail)
            }
            tail.append(UInt8(ascii: "}"))
        }
    }

    /// An array of `count` objects or arrays written one item at a time, as `write` prints
    /// the whole array at `level` (`indent` nil: compact). Not for scalars, which pretty
    /// output keeps on one line.
    package struct ArrayPieces {
        package let count: Int
        package let indent: [UInt8]?
        package let level: Int

        package var head: [UInt8] {
            count == 0 ? Array("[]".utf8) : Array((indent == nil ? "[" : "[\n").utf8)
        }

        /// Item `index` with the separator that goes with it, appended to `out`.
        package func append(_ item: JSONOutput, index: Int, to out: inout [UInt8]) {
            append(index: index, to: &out) { item.write(to: &$0, indent: indent, level: level + 1) }
        }

        /// Item `index` already written at `level + 1` (`JSONWriter`), with its separator.
        package func append(written item: [UInt8], index: Int, to out: inout [UInt8]) {
            append(index: index, to: &out) { $0.append(contentsOf: item) }
        }

        private func append(index: Int, to out: inout [UInt8], item: (inout [UInt8]) -> Void) {
            guard let indent else {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item(&out)
                return
            }
            JSONOutput.appendPad(indent, count: level + 1, to: &out)
            item(&out)
            out.append(contentsOf: (index + 1 < count ? ",\n" : "\n").utf8)
        }

        package var tail: [UInt8] {
            guard count > 0 else { return [] }
            var out: [UInt8] = []
            if let indent { JSONOutput.appendPad(indent, count: level, to: &out) }
            out.append(UInt8(ascii: "]"))
            return out
        }
    }
}
