import Cassowary
import Geometry

/// How UIKit prints a stack view's constraints: in visual format where the constraint is
/// one (`H:[a]-(8)-[b]` for spacing between siblings, `V:[c]-(0)-|   (… names: '|':stack )`
/// for the trailing canvas connection), otherwise as an equation
/// (`stack.leading == a.leading`, `b.width == 0 @999.999`). A stack's guides print by
/// their id (`row.UISV-alignment-spanner`), as views print by theirs.
extension ConstraintStore {
    func stackEquationText(_ c: StackConstraint) -> String {
        if let vfl = stackVisualFormat(c) { return vfl.text }
        return UIKitText.equation(text(of: c.first), c.firstAttribute, c.relation, c.second.map(text(of:)),
                             c.secondAttribute, multiplier: c.multiplier, constant: c.constant, priority: c.priority)
    }

    /// The superview a visual-format description's `|` stands for.
    func stackBarName(_ c: StackConstraint) -> String? { stackVisualFormat(c)?.bar }

    func text(of item: StackItem) -> String {
        switch item {
        case .view(let r): return "\(r)"
        case .guide(let g): return g.id
        }
    }

    /// The visual format UIKit prints for the constraint, if it prints one.
    func stackVisualFormat(_ c: StackConstraint) -> (text: String, bar: String?)? {
        guard let b = c.second, c.multiplier == 1, let second = c.secondAttribute,
              let firstName = boxName(c.first), let secondName = boxName(b) else { return nil }
        let letter = c.firstAttribute.isHorizontal ? "H" : "V"
        let relation = c.relation == .equal ? "" : c.relation.rawValue
        let priority = c.priority.isRequired ? "" : "@\(c.priority)"
        let gap = "-(\(relation)\(c.constant.shortDescription)\(priority))-"
        let leadingEdges: [LayoutAttribute] = [.leading, .top], trailingEdges: [LayoutAttribute] = [.trailing, .bottom]
        if let i = leadingEdges.firstIndex(of: c.firstAttribute), second == trailingEdges[i],
           superviewID(of: c.first) == superviewID(of: b) {
            return ("\(letter):[\(secondName)]\(gap)[\(firstName)]", nil)
        }
        if trailingEdges.contains(c.firstAttribute), second == c.firstAttribute, case .view(let a) = c.first,
           superviewID(of: b) == a.view {
            return ("\(letter):[\(secondName)]\(gap)|", a.view.name)
        }
        return nil
    }

    /// What a visual format prints between brackets: a view (not one of its guides) or a
    /// stack's own guide.
    func boxName(_ item: StackItem) -> String? {
        switch item {
        case .view(let r): return r.guide == nil ? r.view.name : nil
        case .guide(let g): return g.id
        }
    }

    /// The view a `|` next to the item would stand for (a stack owns its guides).
    func superviewID(of item: StackItem) -> ViewID? {
        switch item {
        case .view(let r): return tree.nodes[r.view]?.spec.parent
        case .guide(let g): return g.stack
        }
    }
}
