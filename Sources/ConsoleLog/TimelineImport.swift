/// A console log turned into a timeline (docs/timeline-format.md) that reproduces it: the
/// views the log names, by class and address (`UILabel_0x7f9e…`), in the hierarchy it
/// implies (`_autolayoutTrace`'s tree, the `|` of visual formats), with their text; every
/// constraint it prints, each with its address as id so that `0x600002b2c0a0` can be found
/// in frames.json and in the picture, UIKit's own marked `generated`; in the order UIKit
/// listed them, so that the conflict happens as the last of them is installed.
public struct TimelineImport {
    public let log: ConsoleLog
    /// The timeline's title names the log file.
    public let fileName: String
    /// What could not be carried over exactly (a baseline of a view that is no label…).
    public private(set) var notes: [LogWarning] = []
    /// The timeline id of each object key (address, else name).
    var idByKey: [String: String] = [:]

    /// A change to one constraint, to try a fix: the same timeline with it made optional,
    /// its constant changed, or it left out.
    public enum Change: Hashable, Sendable {
        case priority(Double)
        case constant(Double)
        case remove
    }
    /// Changes by constraint address.
    public var changes: [String: Change] = [:]

    /// When set, only these constraints (by address) and the views they name are imported:
    /// one conflict of a long log, solved on its own.
    public var only: Set<String>?

    public init(_ log: ConsoleLog, fileName: String, changes: [String: Change] = [:], only: Set<String>? = nil) {
        self.log = log; self.fileName = fileName; self.changes = changes; self.only = only
    }

    /// A view's or guide's id in the timeline: its class (without module) and address, or
    /// its name, made a constraint-string identifier.
    public static func id(of o: LoggedObject) -> String {
        let cls = o.className.map { String($0.split(separator: ".").last ?? Substring($0)) }
        var raw: String
        switch (cls, o.address, o.name) {
        case (let c?, let a?, _): raw = c + "_" + a
        case (let c?, nil, let n?): raw = c + "_" + n
        case (nil, _, let n?): raw = n
        case (let c?, nil, nil): raw = c
        default: raw = "view"
        }
        var out = String(raw.unicodeScalars.map { s -> Character in
            let ok = (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_"
            return ok ? Character(s) : "_"
        })
        if out.first.map({ $0.isNumber }) ?? true { out = "v" + out }
        return out
    }

    /// Views given a place where the log says nothing (see `timelineJSON`).
    public static let maxPlacedViews = 100

    static let palette = ["#4A90E2", "#F5A623", "#7ED321", "#BD10E0", "#50E3C2", "#D0021B", "#9013FE", "#F8E71C", "#8B572A", "#417505"]

    struct Node { var object: LoggedObject; var parent: String?; var guide: Bool }

    /// The timeline's JSON text.
    public mutating func timelineJSON() -> String {
        let constraints = log.allConstraints.filter { only?.contains($0.address) ?? true }
        // Objects by key (address, else name), merged: one log prints a view by class and
        // address, another line by a `names:` key for the same address.
        var merged: [String: LoggedObject] = [:], keys: [String] = []
        func merge(_ o: LoggedObject) {
            if var m = merged[o.key] {
                if m.className == nil { m.className = o.className }
                if m.text == nil { m.text = o.text }
                if m.name == nil { m.name = o.name }
                merged[o.key] = m
            } else {
                merged[o.key] = o
                keys.append(o.key)
            }
        }
        // The trace's window is the timeline's own: its subviews go to the root.
        let trace = only == nil ? log.trace.filter { $0.object.className != "UIWindow" } : []
        for e in trace { merge(e.object) }
        for c in constraints { merge(c.first.object); if let s = c.second { merge(s.object) } }
        idByKey = [:]
        var used = Set<String>()
        for k in keys {
            var id = Self.id(of: merged[k]!)
            while used.contains(id) { id += "_" }
            used.insert(id)
            idByKey[k] = id
        }
        var order: [String] = [], nodes: [String: Node] = [:]
        func note(_ o: LoggedObject) {
            let id = idByKey[o.key]!
            if nodes[id] == nil {
                let m = merged[o.key]!
                nodes[id] = Node(object: m, parent: nil, guide: m.isLayoutGuide)
                order.append(id)
            }
        }
        // The trace's tree first (its order is the subviews' order), then the constraints'.
        var stack: [(depth: Int, id: String)] = []
        for e in trace {
            note(e.object)
            let id = idByKey[e.object.key]!
            while let last = stack.last, last.depth >= e.depth { stack.removeLast() }
            if let p = stack.last, nodes[id]?.parent == nil, p.id != id { nodes[id]?.parent = p.id }
            stack.append((e.depth, id))
        }
        for c in constraints {
            note(c.first.object)
            if let s = c.second { note(s.object) }
        }
        func wouldCycle(_ child: String, _ parent: String) -> Bool {
            var p: String? = parent, steps = 0
            while let q = p, steps <= nodes.count { if q == child { return true }; p = nodes[q]?.parent; steps += 1 }
            return false
        }
        for c in constraints {
            guard let s = c.second else { continue }
            var child: LoggedObject?, parent: LoggedObject?
            if c.superviewOfFirst { child = c.first.object; parent = s.object }
            else if c.superviewOfSecond { child = s.object; parent = c.first.object }
            if let child, let parent {
                let ci = idByKey[child.key]!, pi = idByKey[parent.key]!
                if nodes[ci]?.parent == nil, ci != pi, nodes[pi]?.guide == false, !wouldCycle(ci, pi) { nodes[ci]?.parent = pi }
            }
        }
        // Guides belong to a view: the one a visual format names as their `|`, else root.
        var guidesOf: [String: [String]] = [:]
        for id in order where nodes[id]!.guide {
            let owner = nodes[id]!.parent ?? "root"
            nodes[id]!.parent = owner
            guidesOf[owner, default: []].append(id)
        }
        // A parent's declaration comes first, so each view names one declared before it.
        var views: [String] = []
        var placed = Set<String>()
        func place(_ id: String, _ depth: Int) {
            guard !placed.contains(id), let n = nodes[id], !n.guide, depth < 1_000 else { return }
            if let p = n.parent, p != "root" { place(p, depth + 1) }
            placed.insert(id)
            views.append(id)
        }
        for id in order { place(id, 0) }

        var lines: [String] = []
        let conflict = log.conflicts.first
        var title = "Imported from \(fileName)"
        if let conflict {
            title += ": the conflict logged at \(conflict.location)"
            if let b = conflict.broken { title += "; UIKit broke \(b.address)" }
        }
        lines.append("{")
        lines.append("  \"version\": 1,")
        lines.append("  \"title\": \(JSONText.string(title)),")
        lines.append("  \"screen\": { \"size\": [375, 667] },")
        lines.append("  \"render\": { \"fps\": 1, \"duration\": 0, \"overlays\": [\"violations\"] },")
        lines.append("  \"views\": [")
        var viewLines: [String] = []
        for (k, id) in views.enumerated() {
            let n = nodes[id]!
            var fields = ["\"id\": \(JSONText.string(id))"]
            if let p = n.parent, p != "root" { fields.append("\"parent\": \(JSONText.string(p))") }
            fields.append("\"backgroundColor\": \"\(Self.palette[k % Self.palette.count])66\"")
            fields.append("\"border\": { \"width\": 1, \"color\": \"\(Self.palette[k % Self.palette.count])\" }")
            if let text = n.object.text, Self.showsText(n.object) {
                fields.append("\"text\": \(JSONText.string(String(text.prefix(200))))")
                fields.append("\"font\": { \"size\": 12 }")
            }
            if let g = guidesOf[id] { fields.append("\"layoutGuides\": [" + g.map(JSONText.string).joined(separator: ", ") + "]") }
            viewLines.append("    { " + fields.joined(separator: ", ") + " }")
        }
        if let g = guidesOf["root"], !g.isEmpty {
            // Guides of an unknown owner hang off a view of their own at the root.
            viewLines.append("    { \"id\": \"guideOwner\", \"layoutGuides\": [" + g.map(JSONText.string).joined(separator: ", ") + "] }")
        }
        lines.append(viewLines.joined(separator: ",\n"))
        lines.append("  ],")
        lines.append("  \"constraints\": [")
        var entries: [String] = []
        // UIKit's engine keeps every width and height at zero or more (a constraint asking
        // for less is unsatisfiable there): said here as UIKit's own constraints, first.
        for id in order where nodes[id]!.guide || placed.contains(id) {
            for side in ["width", "height"] {
                entries.append("    { \"id\": \(JSONText.string("\(id).\(side)>=0")), \"constraint\": \(JSONText.string("\(id).\(side) >= 0")), \"generated\": true }")
            }
        }
        // Where the log says nothing, a view would be ambiguous and drawn nowhere useful: each
        // gets a place below priority 50 (it gives way to anything the log says, and takes no
        // part in a conflict, which is between required constraints): its superview's corner
        // (the screen's top-left for top-level views, 40 pt down), and a size when it has no text. Each view's
        // place has its own priority, the first declared highest, so that two related views
        // do not pull at each other with equal weight and leave both ambiguous.
        // (Past 100 views a picture says little and the places would only make the timeline
        // longer: a log that large is imported without them.)
        let placedItems = order.filter { nodes[$0]!.guide || placed.contains($0) }
        for (k, id) in (placedItems.count <= Self.maxPlacedViews ? placedItems : []).enumerated() {
            let n = nodes[id]!
            let parent = n.parent ?? "root"
            let p = " @\(max(1, 49 - k))"
            var place = parent == "root"
                ? [("left", "\(id).left == root.left" + p), ("top", "\(id).top == root.top + 40" + p)]
                : [("left", "\(id).left == \(parent).left" + p), ("top", "\(id).top == \(parent).top" + p)]
            if n.object.text == nil || !Self.showsText(n.object) {
                place += [("width", "\(id).width == \(parent == "root" ? 335 : 60)" + p), ("height", "\(id).height == 44" + p)]
            }
            for (what, text) in place {
                entries.append("    { \"id\": \(JSONText.string("\(id).place.\(what)")), \"constraint\": \(JSONText.string(text)), \"generated\": true }")
            }
        }
        for var c in constraints {
            switch changes[c.address] {
            case .remove?: continue
            case .priority(let p)?: c.priority = p
            case .constant(let k)?: c.constant = k
            case nil: break
            }
            guard let text = constraintString(c, nodes: nodes, guideRoot: guidesOf["root"] ?? []) else { continue }
            var fields = ["\"id\": \(JSONText.string(c.address))", "\"constraint\": \(JSONText.string(text))"]
            if c.isMadeByUIKit { fields.append("\"generated\": true") }
            if c.isActive == false { fields.append("\"active\": false") }
            entries.append("    { " + fields.joined(separator: ", ") + " }")
        }
        lines.append(entries.joined(separator: ",\n"))
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Label-like views show their text (a button's title, a text view's text).
    static func showsText(_ o: LoggedObject) -> Bool {
        guard let c = o.className else { return false }
        return c.contains("Label") || c.contains("Button") || c.contains("TextView") || c.contains("TextField")
    }

    /// The constraint in the timeline's constraint-string language.
    mutating func constraintString(_ c: LoggedConstraint, nodes: [String: Node], guideRoot: [String]) -> String? {
        func item(_ o: LoggedObject) -> String { idByKey[o.key] ?? Self.id(of: o) }
        let isLabel: (LoggedObject) -> Bool = { o in Self.showsText(o) && o.text != nil }
        func attribute(_ a: LoggedAttribute, _ o: LoggedObject) -> String {
            let guide = nodes[item(o)]?.guide ?? false
            switch a {
            case .minX: return "left"
            case .midX: return "centerX"
            case .maxX: return "right"
            case .minY: return "top"
            case .midY: return "centerY"
            case .maxY: return "bottom"
            case .leftMargin: return guide ? "left" : "leadingMargin"
            case .rightMargin: return guide ? "right" : "trailingMargin"
            case .leadingMargin, .trailingMargin, .topMargin, .bottomMargin:
                return guide ? String(a.rawValue.dropLast(6)) : a.rawValue
            case .centerXWithinMargins: return "centerX"
            case .centerYWithinMargins: return "centerY"
            case .baseline, .lastBaseline, .firstBaseline:
                if isLabel(o), !guide { return a == .firstBaseline ? "firstBaseline" : "lastBaseline" }
                notes.append(LogWarning(c.location, "\(c.address): a baseline of \(o), which is no label here: its bottom is used"))
                return "bottom"
            default: return a.rawValue
            }
        }
        let first = "\(item(c.first.object)).\(attribute(c.first.attribute, c.first.object))"
        var rhs: String
        if let s = c.second {
            rhs = (c.multiplier != 1 ? JSONText.number(c.multiplier) + " * " : "") + "\(item(s.object)).\(attribute(s.attribute, s.object))"
            if c.constant != 0 { rhs += (c.constant < 0 ? " - " : " + ") + JSONText.number(abs(c.constant)) }
        } else if !c.first.attribute.isSize {
            // A position equal to a number (an autoresizing mask's `midX == 187.5`): in its
            // superview's coordinates, from the superview's edge.
            let parent = nodes[item(c.first.object)]?.parent ?? "root"
            let edge = parent + (c.first.attribute.isHorizontal ? ".left" : ".top")
            rhs = edge + (c.constant == 0 ? "" : (c.constant < 0 ? " - " : " + ") + JSONText.number(abs(c.constant)))
        } else {
            rhs = JSONText.number(c.constant)
        }
        var p = c.priority.rounded()
        p = min(max(p, 1), 1000)
        return "\(first) \(c.relation.rawValue) \(rhs)" + (p < 1000 ? " @\(JSONText.number(p))" : "")
    }
}
