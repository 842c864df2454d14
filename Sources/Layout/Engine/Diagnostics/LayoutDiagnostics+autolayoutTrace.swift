import Cassowary
import Geometry

/// UIKit's `-[UIView _autolayoutTrace]` and the console synopsis built from it, with view
/// ids where UIKit prints class and address (`box` for `UIView:0x7f9481c9d990`), as the
/// constraint descriptions do.
extension LayoutDiagnostics {
    /// The legend UIKit appends to every trace, tab-indented.
    static let autolayoutTraceLegend = [
        "Legend:",
        "\t* - is laid out with auto layout",
        "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
        "\t• - layout engine host",
    ].joined(separator: "\n")

    /// `_autolayoutTrace`: the whole hierarchy, four columns per level (`|   `), each view
    /// marked as the legend says (the window, which hosts the engine, and the root view,
    /// the top of the constraint-based hierarchy, with `•`); under each view first the
    /// system layout guides its constraints use, then its own guides (`layoutGuides`, all
    /// of them, in the order added), a stack's guides, then its subviews back to front; ambiguous views
    /// end with `- AMBIGUOUS LAYOUT for` their ambiguous variables; then the legend.
    public func autolayoutTrace() -> String {
        var lines: [String] = []
        let guides = guidesInUse()
        func walk(_ n: ViewNode, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            lines.append(indent + traceLine(n))
            for guide in guides where guide.view == n.id {
                lines.append(indent + "|   *" + guideDescription(guide, owner: n))
            }
            for guide in tree.layoutGuideNodes(of: n) { lines.append(indent + "|   " + userGuideLine(guide, owner: n)) }
            for guide in stackGuidesInUse(of: n) { lines.append(indent + "|   *" + stackGuideDescription(guide, owner: n)) }
            for c in n.children { if let k = tree.nodes[c] { walk(k, depth: depth + 1) } }
        }
        if let w = tree.nodes[ViewID.window] { walk(w, depth: 0) }
        return lines.joined(separator: "\n") + "\n\n" + Self.autolayoutTraceLegend
    }

    /// The console message UIKit logs when the window holds an ambiguous layout: the
    /// ambiguous views' trace lines, unindented, and the legend.
    func ambiguitySynopsis() -> String {
        let head = "[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail."
        let views = tree.preorder().filter { !$0.ambiguousVariables.isEmpty }.map(traceLine)
        return ([head, ""] + views + ["", Self.autolayoutTraceLegend]).joined(separator: "\n")
    }

    /// `*box- AMBIGUOUS LAYOUT for box.minX{id: 9}`: marker, name, ambiguity (UIKit puts no
    /// space before the dash).
    func traceLine(_ n: ViewNode) -> String {
        var line = traceMarker(n) + n.id.name
        if !n.ambiguousVariables.isEmpty {
            line += "- AMBIGUOUS LAYOUT for " + n.ambiguousVariables.map(variableLabel).joined(separator: ", ")
        }
        return line
    }

    func traceMarker(_ n: ViewNode) -> String {
        switch n.role {
        case .window, .root: return "•"
        case .view: return n.spec.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
        case .layoutGuide: return "*"
        }
    }

    /// The layout guides active constraints use (a guide item, or a margin attribute,
    /// which UIKit resolves through `layoutMarginsGuide`), safe area before margins.
    func guidesInUse() -> [ItemReference] {
        var used: Set<ItemReference> = []
        for r in store.recordOrder where r.isActive {
            guard let d = r.userDescription else { continue }
            let pairs = [(d.firstItem, d.firstAttribute)] + (d.secondItem.map { [($0, d.secondAttribute ?? d.firstAttribute)] } ?? [])
            for (item, attribute) in pairs {
                if item.guide != nil { used.insert(item) }
                else if ConstraintStore.role(of: attribute).margins { used.insert(ItemReference(view: item.view, guide: .margins)) }
            }
        }
        return tree.preorder().flatMap { n in
            [ItemReference.Guide.safeArea, .margins].map { ItemReference(view: n.id, guide: $0) }.filter(used.contains)
        }
    }

    /// A user guide as UIKit lists `layoutGuides` under their view, with the guide's id
    /// as its identifier and in place of class and address:
    /// `*<spacer - "spacer", layoutFrame = {{0, 100}, {0, 20}}, owningView = <UIView: …; id = card>>`,
    /// then `- AMBIGUOUS LAYOUT for …` when its variables are ambiguous.
    func userGuideLine(_ g: ViewNode, owner n: ViewNode) -> String {
        let f = g.layoutRect
        func pair(_ a: Double, _ b: Double) -> String { "{\(a.shortDescription), \(b.shortDescription)}" }
        var line = "*<\(g.id) - \"\(g.id)\", layoutFrame = {\(pair(f.minX, f.minY)), \(pair(f.width, f.height))}, "
            + "owningView = \(n.uikitDescription(withFrame: true))>"
        if !g.ambiguousVariables.isEmpty {
            line += "- AMBIGUOUS LAYOUT for " + g.ambiguousVariables.map(variableLabel).joined(separator: ", ")
        }
        return line
    }

    /// `<root.safeArea - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 20}, {375, 647}},
    /// owningView = <UIView: 0x600000c04010; frame = (0 0; 375 667); id = root>>`.
    func guideDescription(_ guide: ItemReference, owner n: ViewNode) -> String {
        let insets = guide.guide == .safeArea ? n.safeAreaInsets : n.marginInsets
        let name = guide.guide == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
        let b = n.bounds
        let frame = Rect(b.minX + insets.left, b.minY + insets.top,
                         b.width - insets.left - insets.right, b.height - insets.top - insets.bottom)
        func n2(_ a: Double, _ b: Double) -> String { "{\(a.shortDescription), \(b.shortDescription)}" }
        return "<\(guide) - \"\(name)\", layoutFrame = {\(n2(frame.minX, frame.minY)), \(n2(frame.width, frame.height))}, "
            + "owningView = \(n.uikitDescription(withFrame: true))>"
    }
}
