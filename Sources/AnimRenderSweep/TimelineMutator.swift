/// Makes the sweep's inputs: an example timeline with one to three mutations of the
/// kinds users and fuzzers produce — numbers at extremes, strings huge, empty or exotic,
/// keys and items deleted or duplicated, types swapped, values nested deeply, and
/// hierarchies, sibling lists and labels grown large. Input `i` of seed `s` is always the
/// same text, so a failing input is reproduced by its number alone.
struct TimelineMutator {
    /// The example files, as (name, parsed document), in name order.
    let examples: [(name: String, document: SweepJSON)]
    /// Smaller growths (hierarchies, sibling lists, strings): the same kinds of input at a
    /// cost that lets thousands run in CI; the limits themselves are tested on their own.
    var light = false

    /// Input `index`: which example it starts from, what was done to it, and the text.
    func input(seed: UInt64, index: Int) -> (example: String, mutations: [String], text: String) {
        var rng = SweepRandom(seed: seed, index: index)
        let (name, original) = examples[index % examples.count]
        var doc = original
        var done: [String] = []
        // Mostly one mutation, so that many inputs still render; some pile up three.
        for _ in 0..<rng.pick([1, 1, 1, 1, 1, 2, 2, 3]) {
            let (next, what) = mutate(doc, &rng)
            doc = next
            done.append(what)
        }
        return (name, done, doc.text)
    }

    static let extremeNumbers = ["0", "-0", "-1", "1e-300", "-1e-300", "5e-324", "1e300", "-1e300", "1.7976931348623157e308",
                                 "-1.7976931348623157e308", "1.8e308", "9223372036854775808", "123456789012345678901234567890",
                                 "65536", "30000", "100000", "100000.5", "-100001", "1000", "1001", "0.5", "4294967296", "1e15",
                                 "3600", "3600.5", "16", "0.1", "0.09", "1e6", "-1e6"]
    static let exoticStrings = ["", " ", "😀", "e\u{301}", "\u{202E}abc", "a.b", "root", "window", "\u{0}", "\\", "\"", "12",
                                "a\nb", "card.top == root.top", "H:|-[a]-|", "#FF0000", "portrait", "iPhone X", "required"]

    func mutate(_ doc: SweepJSON, _ rng: inout SweepRandom) -> (SweepJSON, String) {
        let all = Self.nodes(doc)
        switch rng.below(16) {
        case 0, 1, 2:   // a number at an extreme
            let numbers = all.filter { if case .number = $0.node { return true }; return false }
            guard let target = numbers.isEmpty ? nil : rng.pick(numbers) else { break }
            let value = rng.pick(Self.extremeNumbers)
            return (Self.replacing(doc, at: target.path) { _ in .number(value) }, "number \(Self.describe(target.path)) = \(value)")
        case 3:   // a number scaled
            let numbers = all.compactMap { n -> ([Step], Double)? in
                if case .number(let t) = n.node, let x = Double(t) { return (n.path, x) }; return nil
            }
            guard let (path, x) = numbers.isEmpty ? nil : rng.pick(numbers) else { break }
            let k = rng.pick([1000.0, 1e6, -1, 1e-6, 1e100])
            return (Self.replacing(doc, at: path) { _ in .number("\(x * k)") }, "number \(Self.describe(path)) × \(k)")
        case 4, 5:   // a string huge, empty or exotic
            let strings = all.filter { if case .string = $0.node { return true }; return false }
            guard let target = strings.isEmpty ? nil : rng.pick(strings) else { break }
            let value: String
            if rng.chance(300) {
                let n = rng.pick(light ? [100, 1000, 10_001] : [1000, 10_000, 100_000, 1_000_000])
                value = String(repeating: rng.pick(["a", "W", "é", "😀", " ", "a "]), count: n)
            } else {
                value = rng.pick(Self.exoticStrings)
            }
            return (Self.replacing(doc, at: target.path) { _ in .string(value) },
                    "string \(Self.describe(target.path)) = \(value.count) characters")
        case 6:   // a string swapped for another of the document's (ids crossing)
            let strings = all.compactMap { n -> ([Step], String)? in if case .string(let s) = n.node { return (n.path, s) }; return nil }
            guard strings.count > 1 else { break }
            let (path, _) = rng.pick(strings), (_, other) = rng.pick(strings)
            return (Self.replacing(doc, at: path) { _ in .string(other) }, "string \(Self.describe(path)) = '\(other.prefix(40))'")
        case 7:   // a member deleted
            let members = all.filter { if case .key = $0.path.last { return true }; return false }
            guard let target = members.isEmpty ? nil : rng.pick(members) else { break }
            return (Self.replacing(doc, at: target.path) { _ in nil }, "deleted \(Self.describe(target.path))")
        case 8:   // a member duplicated (the same key twice)
            let objects = all.filter { if case .object(let m) = $0.node { return !m.isEmpty }; return false }
            guard let target = objects.isEmpty ? nil : rng.pick(objects), case .object(var m) = target.node else { break }
            let k = rng.below(m.count)
            m.insert(m[k], at: k + 1)
            return (Self.replacing(doc, at: target.path) { _ in .object(m) }, "duplicated \(Self.describe(target.path)).\(m[k].0)")
        case 9:   // an array item deleted or duplicated
            let arrays = all.filter { if case .array(let items) = $0.node { return !items.isEmpty }; return false }
            guard let target = arrays.isEmpty ? nil : rng.pick(arrays), case .array(var items) = target.node else { break }
            let k = rng.below(items.count)
            if rng.chance(500) { items.remove(at: k) } else { items.insert(items[k], at: k) }
            return (Self.replacing(doc, at: target.path) { _ in .array(items) }, "item \(k) of \(Self.describe(target.path)) deleted or doubled")
        case 10:   // a type swapped
            let target = rng.pick(all)
            let value = rng.pick([SweepJSON.null, .bool(true), .number("1"), .string("x"), .array([]), .object([]),
                                  .array([.number("1"), .number("2")]), .object([("a", .number("1"))])])
            return (Self.replacing(doc, at: target.path) { _ in value }, "\(Self.describe(target.path)) = \(value.text)")
        case 11:   // a value nested deeply
            let target = rng.pick(all)
            let depth = rng.pick(light ? [50, 200, 600] : [50, 200, 600, 5000])
            return (Self.replacing(doc, at: target.path) { node in
                var v = node
                for _ in 0..<depth { v = rng.chance(500) ? .array([v]) : .object([("a", v)]) }
                return v
            }, "\(Self.describe(target.path)) nested \(depth) deep")
        case 12:   // a deep parent chain
            return grow(doc, views: rng.pick(light ? [50, 150] : [100, 500, 1000, 1500]), chain: true, label: nil)
        case 13:   // many siblings
            return grow(doc, views: rng.pick(light ? [50, 150] : [200, 1000, 3000]), chain: false, label: nil)
        case 14:   // a long single-line label, played fast
            let n = rng.pick(light ? [300, 3000] : [1000, 10_000])
            var (next, what) = grow(doc, views: 1, chain: false, label: String(repeating: "Wide label ", count: n / 11))
            next = Self.setting(next, ["render", "fps"], .number(rng.pick(["60", "1000"])))
            next = Self.setting(next, ["render", "duration"], .number("0.003"))
            what += ", fps up"
            return (next, what)
        default:   // a render setting at an extreme
            let key = rng.pick(["fps", "scale", "duration"])
            let value = rng.pick(Self.extremeNumbers)
            return (Self.setting(doc, ["render", key], .number(value)), "render.\(key) = \(value)")
        }
        return (Self.setting(doc, ["zzUnknown"], .number("1")), "unknown key added")
    }

    /// `n` new views under root: a parent chain or siblings, each pinned to its parent
    /// (a chain insets each level by a point), optionally a label as the last one.
    func grow(_ doc: SweepJSON, views n: Int, chain: Bool, label: String?) -> (SweepJSON, String) {
        var views: [SweepJSON] = [], constraints: [SweepJSON] = []
        for i in 0..<n {
            let parent = chain && i > 0 ? "zz\(i - 1)" : "root"
            var members: [(String, SweepJSON)] = [("id", .string("zz\(i)")), ("parent", .string(parent)),
                                                  ("backgroundColor", .string(i % 2 == 0 ? "#3366CC40" : "#CC663340"))]
            if let label, i == n - 1 { members.append(("text", .string(label))) }
            views.append(.object(members))
            if chain {
                constraints += ["zz\(i).left == \(parent).left + 1", "zz\(i).top == \(parent).top + 1",
                                "zz\(i).right == \(parent).right - 1", "zz\(i).bottom == \(parent).bottom - 1"].map { .string($0) }
            } else {
                constraints += ["zz\(i).left == root.left + \(i % 300)", "zz\(i).top == root.top + \(i % 500)"].map { .string($0) }
                if label == nil { constraints += ["zz\(i).width == 10", "zz\(i).height == 10"].map { .string($0) } }
            }
        }
        var next = Self.appending(doc, to: "views", views)
        next = Self.appending(next, to: "constraints", constraints)
        return (next, chain ? "chain of \(n) views" : (label == nil ? "\(n) sibling views" : "label of \(label!.count) characters"))
    }

    // MARK: - Tree editing

    enum Step { case key(Int, String), index(Int) }

    /// Every node with its path, in document order.
    static func nodes(_ root: SweepJSON) -> [(path: [Step], node: SweepJSON)] {
        var out: [([Step], SweepJSON)] = []
        var stack: [([Step], SweepJSON)] = [([], root)]
        while let (path, node) = stack.popLast() {
            out.append((path, node))
            switch node {
            case .array(let items): for (i, item) in items.enumerated().reversed() { stack.append((path + [.index(i)], item)) }
            case .object(let members):
                for (i, (k, v)) in members.enumerated().reversed() { stack.append((path + [.key(i, k)], v)) }
            default: break
            }
        }
        return out
    }

    /// The document with the node at `path` replaced by `change`'s result (deleted for nil).
    static func replacing(_ node: SweepJSON, at path: [Step], _ change: (SweepJSON) -> SweepJSON?) -> SweepJSON {
        guard let first = path.first else { return change(node) ?? .null }
        let rest = Array(path.dropFirst())
        switch (node, first) {
        case (.array(var items), .index(let i)) where i < items.count:
            if rest.isEmpty, change(items[i]) == nil { items.remove(at: i); return .array(items) }
            items[i] = replacing(items[i], at: rest, change)
            return .array(items)
        case (.object(var members), .key(let i, _)) where i < members.count:
            if rest.isEmpty, change(members[i].1) == nil { members.remove(at: i); return .object(members) }
            members[i].1 = replacing(members[i].1, at: rest, change)
            return .object(members)
        default:
            return node
        }
    }

    /// The document with `keys` (a path of object keys from the top) set to `value`,
    /// creating objects on the way.
    static func setting(_ node: SweepJSON, _ keys: [String], _ value: SweepJSON) -> SweepJSON {
        guard let key = keys.first else { return value }
        guard case .object(var members) = node else { return node }
        if let i = members.firstIndex(where: { $0.0 == key }) {
            members[i].1 = setting(members[i].1, Array(keys.dropFirst()), value)
        } else {
            members.append((key, setting(.object([]), Array(keys.dropFirst()), value)))
        }
        return .object(members)
    }

    /// The document with `items` appended to the top-level array `key` (created if missing).
    static func appending(_ node: SweepJSON, to key: String, _ items: [SweepJSON]) -> SweepJSON {
        guard case .object(var members) = node else { return node }
        if let i = members.firstIndex(where: { $0.0 == key }) {
            if case .array(let old) = members[i].1 { members[i].1 = .array(old + items) }
        } else {
            members.append((key, .array(items)))
        }
        return .object(members)
    }

    static func describe(_ path: [Step]) -> String {
        "$" + path.map { step -> String in
            switch step { case .key(_, let k): return "." + k; case .index(let i): return "[\(i)]" }
        }.joined()
    }
}
