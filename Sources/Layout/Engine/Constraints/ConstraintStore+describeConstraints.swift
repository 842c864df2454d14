import Cassowary
import Geometry

/// UIKit's `-[NSLayoutConstraint description]` of each record, with view ids where UIKit
/// prints class and address (see `LayoutEngine+formatUIKitText`).
extension ConstraintStore {
    /// `card.top == root.top + 20 @750`: the equation part of the description.
    func equationText(of r: ConstraintRecord) -> String {
        switch r.origin {
        case .user(let d):
            return UIKitText.equation("\(d.firstItem)", d.firstAttribute, d.relation, d.secondItem.map { "\($0)" },
                                 d.secondAttribute, multiplier: d.multiplier, constant: d.constant, priority: d.priority)
        case .contentSize(let view, let horizontal, let hugging):
            let metric = tree.nodes[view]?.intrinsicMetric(horizontal: horizontal) ?? 0
            let p = priority(of: r)
            return "\(view).\(horizontal ? "width" : "height") \(hugging ? "<=" : ">=") \(metric.shortDescription) "
                + (hugging ? "Hug:\(p)" : "CompressionResistance:\(p)")
        case .autoresizing(let view, let horizontal, let isSize):
            guard let n = tree.nodes[view] else { return view.name }
            let plan = n.autoresizingPlan(horizontal: horizontal)
            let name = isSize ? (horizontal ? "width" : "height") : (horizontal ? "minX" : "minY")
            let fraction = isSize ? plan.sizeFraction : plan.originFraction
            let start = isSize ? plan.size : plan.origin
            guard fraction != 0, let p = n.parentNode, p.variables != nil else {
                return "\(view).\(name) == \(start.shortDescription)"
            }
            let superSize = "\(p.id).\(horizontal ? "width" : "height")"
            return "\(view).\(name) == \(UIKitText.scaled(fraction, superSize))\(UIKitText.signedConstant(start - fraction * plan.base))"
        case .stack(_, let c):
            return stackEquationText(c)
        case .encapsulatedLayout(let view, let horizontal, let isSize):
            let name = isSize ? (horizontal ? "width" : "height") : (horizontal ? "minX" : "minY")
            return "\(view).\(name) == \(encapsulatedValue(of: view, horizontal: horizontal, size: isSize).shortDescription)"
        case .scrollContent(let view, let horizontal):
            return "\(view).contentLayoutGuide.\(horizontal ? "width" : "height") == "
                + "\(setContentSize(of: view, horizontal: horizontal).shortDescription) @\(Self.scrollContentPriority)"
        }
    }

    /// The equation with its priority where optional, in the constraint-string syntax:
    /// `card.top == root.top + 20 @750`, `title.width >= 120 @750` for a compression
    /// resistance (where `equationText` prints UIKit's `CompressionResistance:750`).
    func conciseDescription(of r: ConstraintRecord) -> String {
        guard case .contentSize(let view, let horizontal, let hugging) = r.origin else { return equationText(of: r) }
        return UIKitText.equation(view.name, horizontal ? .width : .height, hugging ? .lessThanOrEqual : .greaterThanOrEqual, nil, nil,
                             multiplier: 1, constant: tree.nodes[view]?.intrinsicMetric(horizontal: horizontal) ?? 0,
                             priority: priority(of: r))
    }

    func uikitDescription(of r: ConstraintRecord) -> String {
        var head = "<" + snapshotKind(r).className + ":" + UIKitText.fakeAddress(r.serial) + " "
        switch r.origin {
        case .user(let d): if let given = d.id { head += "'\(given)' " }
        case .autoresizing(let view, _, _):
            if let n = tree.nodes[view] { head += autoresizingSymbols(n) }
        case .encapsulatedLayout(let view, let horizontal, let isSize):
            if !isSize, let n = tree.nodes[view] { head += autoresizingSymbols(n) }
            head += "'\(LayoutConstraintID.encapsulatedLayoutIdentifier(horizontal: horizontal, size: isSize))' "
        case .stack(_, let c): head += "'\(c.identifier)' "
        case .contentSize, .scrollContent: break
        }
        let names = r.stackConstraint.flatMap(stackBarName).map { ", names: '|':\($0) " } ?? ""
        return head + equationText(of: r) + "   (\(r.isActive ? "active" : "inactive")\(names))>"
    }

    /// `h=-&- v=-&- `: how the mask resizes the view, per axis.
    func autoresizingSymbols(_ n: ViewNode) -> String {
        "h=\(n.autoresizingPlan(horizontal: true).symbol) v=\(n.autoresizingPlan(horizontal: false).symbol) "
    }

    func snapshotKind(_ r: ConstraintRecord) -> LayoutConstraint.Kind {
        switch r.origin {
        case .user: return .user
        case .contentSize: return .contentSize
        case .autoresizing: return .autoresizing
        case .stack: return .stackView
        // Left and Top print as NSAutoresizingMaskLayoutConstraints in UIKit's logs.
        case .encapsulatedLayout(_, _, let isSize): return isSize ? .encapsulatedLayout : .autoresizing
        case .scrollContent: return .scrollContent
        }
    }
}
