import Cassowary
import Geometry

/// UIKit's `-[NSLayoutConstraint description]`, with view ids where UIKit prints class
/// and address, and deterministic fake addresses (`0x600000c04000 + 16 × serial`).
extension LayoutEngine {
    static func fakeAddress(_ serial: Int) -> String {
        "0x" + String(0x600000c04000 + 16 * serial, radix: 16)
    }

    static func signedConstant(_ c: Double) -> String {
        c == 0 ? "" : (c < 0 ? " - " : " + ") + abs(c).shortDescription
    }

    /// UIKit prints a multiplier with six significant digits (`0.263158*row.width`).
    static func scaled(_ k: Double, _ term: String) -> String {
        guard k != 1 else { return term }
        guard k != 0, k.isFinite else { return k.shortDescription + "*" + term }
        guard let exponent = abs(k).log10Floor.checkedInteger() else { return k.shortDescription + "*" + term }
        let scale = Double.pow10(5 - exponent)
        return ((k * scale).rounded() / scale).shortDescription + "*" + term
    }

    /// `card.top == root.top + 20 @750`: the equation part of the description.
    func equationText(of r: ConstraintRecord) -> String {
        switch r.origin {
        case .user(let d):
            return Self.equation("\(d.firstItem)", d.firstAttribute, d.relation, d.secondItem.map { "\($0)" },
                                 d.secondAttribute, multiplier: d.multiplier, constant: d.constant, priority: d.priority)
        case .contentSize(let view, let horizontal, let hugging):
            let metric = tree.nodes[view]?.intrinsicMetric(horizontal: horizontal) ?? 0
            let p = priority(of: r)
            return "\(view).\(horizontal ? "width" : "height") \(hugging ? "<=" : ">=") \(metric.shortDescription) "
                + (hugging ? "Hug:\(p)" : "CompressionResistance:\(p)")
        case .autoresizing(let view, let horizontal, let isSize):
            guard let n = tree.nodes[view] else { return view }
            let plan = autoresizingPlan(n, horizontal: horizontal)
            let name = isSize ? (horizontal ? "width" : "height") : (horizontal ? "minX" : "minY")
            let fraction = isSize ? plan.sizeFraction : plan.originFraction
            let start = isSize ? plan.size : plan.origin
            guard fraction != 0, let p = parent(of: n), p.variables != nil else {
                return "\(view).\(name) == \(start.shortDescription)"
            }
            let superSize = "\(p.id).\(horizontal ? "width" : "height")"
            return "\(view).\(name) == \(Self.scaled(fraction, superSize))\(Self.signedConstant(start - fraction * plan.base))"
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

    /// `first.a RELATION multiplier*second.b + constant @priority` (no second: the constant).
    static func equation(_ first: String, _ a: LayoutAttribute, _ relation: LayoutRelation, _ second: String?,
                         _ b: LayoutAttribute?, multiplier: Double, constant: Double, priority: LayoutPriority) -> String {
        let lhs = "\(first).\(a.rawValue) \(relation.rawValue) "
        let tail = priority.isRequired ? "" : " @\(priority)"
        guard let second else { return lhs + constant.shortDescription + tail }
        return lhs + scaled(multiplier, "\(second).\((b ?? a).rawValue)") + signedConstant(constant) + tail
    }

    /// The equation with its priority where optional, in the constraint-string syntax:
    /// `card.top == root.top + 20 @750`, `title.width >= 120 @750` for a compression
    /// resistance (where `equationText` prints UIKit's `CompressionResistance:750`).
    func conciseDescription(of r: ConstraintRecord) -> String {
        guard case .contentSize(let view, let horizontal, let hugging) = r.origin else { return equationText(of: r) }
        return Self.equation(view, horizontal ? .width : .height, hugging ? .lessThanOrEqual : .greaterThanOrEqual, nil, nil,
                             multiplier: 1, constant: tree.nodes[view]?.intrinsicMetric(horizontal: horizontal) ?? 0,
                             priority: priority(of: r))
    }

    func uikitDescription(of r: ConstraintRecord) -> String {
        var head = "<" + snapshotKind(r).className + ":" + Self.fakeAddress(r.serial) + " "
        switch r.origin {
        case .user(let d): if let given = d.id { head += "'\(given)' " }
        case .autoresizing(let view, _, _):
            if let n = tree.nodes[view] { head += autoresizingSymbols(n) }
        case .encapsulatedLayout(let view, let horizontal, let isSize):
            if !isSize, let n = tree.nodes[view] { head += autoresizingSymbols(n) }
            head += "'\(Self.encapsulatedLayoutID(horizontal: horizontal, size: isSize))' "
        case .stack(_, let c): head += "'\(c.identifier)' "
        case .contentSize, .scrollContent: break
        }
        let names = r.stackConstraint.flatMap(stackBarName).map { ", names: '|':\($0) " } ?? ""
        return head + equationText(of: r) + "   (\(r.isActive ? "active" : "inactive")\(names))>"
    }

    /// `h=-&- v=-&- `: how the mask resizes the view, per axis.
    func autoresizingSymbols(_ n: ViewNode) -> String {
        "h=\(autoresizingPlan(n, horizontal: true).symbol) v=\(autoresizingPlan(n, horizontal: false).symbol) "
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

extension Double {
    /// ⌊log₁₀ |x|⌋ for a finite non-zero x, without Foundation.
    var log10Floor: Double {
        var x = abs(self), e = 0.0
        while x >= 10 { x /= 10; e += 1 }
        while x < 1 { x *= 10; e -= 1 }
        return e
    }

    static func pow10(_ n: Int) -> Double {
        var r = 1.0
        for _ in 0..<abs(n) { r *= 10 }
        return n < 0 ? 1 / r : r
    }
}
