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

    static func scaled(_ k: Double, _ term: String) -> String {
        k == 1 ? term : k.shortDescription + "*" + term
    }

    /// `card.top == root.top + 20 @750`: the equation part of the description.
    func equationText(of r: ConstraintRecord) -> String {
        switch r.origin {
        case .user(let d):
            let lhs = "\(d.firstItem).\(d.firstAttribute.rawValue) \(d.relation.rawValue) "
            let tail = d.priority.isRequired ? "" : " @\(d.priority)"
            guard let second = d.secondItem else { return lhs + d.constant.shortDescription + tail }
            let rhs = Self.scaled(d.multiplier, "\(second).\((d.secondAttribute ?? d.firstAttribute).rawValue)")
            return lhs + rhs + Self.signedConstant(d.constant) + tail
        case .contentSize(let view, let horizontal, let hugging):
            let metric = nodes[view]?.intrinsicMetric(horizontal: horizontal) ?? 0
            let p = priority(of: r)
            return "\(view).\(horizontal ? "width" : "height") \(hugging ? "<=" : ">=") \(metric.shortDescription) "
                + (hugging ? "Hug:\(p)" : "CompressionResistance:\(p)")
        case .autoresizing(let view, let horizontal, let isSize):
            guard let n = nodes[view] else { return view }
            let plan = autoresizingPlan(n, horizontal: horizontal)
            let name = isSize ? (horizontal ? "width" : "height") : (horizontal ? "minX" : "minY")
            let fraction = isSize ? plan.sizeFraction : plan.originFraction
            let start = isSize ? plan.size : plan.origin
            guard fraction != 0, let p = parent(of: n), p.variables != nil else {
                return "\(view).\(name) == \(start.shortDescription)"
            }
            let superSize = "\(p.id).\(horizontal ? "width" : "height")"
            return "\(view).\(name) == \(Self.scaled(fraction, superSize))\(Self.signedConstant(start - fraction * plan.base))"
        }
    }

    func uikitDescription(of r: ConstraintRecord) -> String {
        var head = "<" + snapshotKind(r).rawValue + ":" + Self.fakeAddress(r.serial) + " "
        switch r.origin {
        case .user(let d): if let given = d.id { head += "'\(given)' " }
        case .autoresizing(let view, _, _):
            if let n = nodes[view] {
                head += "h=\(autoresizingPlan(n, horizontal: true).symbol) v=\(autoresizingPlan(n, horizontal: false).symbol) "
            }
        case .contentSize: break
        }
        return head + equationText(of: r) + "   (\(r.isActive ? "active" : "inactive"))>"
    }

    func snapshotKind(_ r: ConstraintRecord) -> LayoutConstraint.Kind {
        switch r.origin {
        case .user: return .user
        case .contentSize: return .contentSize
        case .autoresizing: return .autoresizing
        }
    }
}
