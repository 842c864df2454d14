import Cassowary
import Geometry

/// Turning items and attributes into solver expressions.
///
/// Each view's variables are its rect in its superview; an attribute is expressed in the
/// window's (untransformed) layout space by adding the origins of all ancestors, so a
/// constraint between any two views works and the shared ancestors cancel out. Layout
/// guides are their view's rect inset by constants (safe-area and margin insets), which
/// `refreshConstraints` keeps current.
extension LayoutEngine {
    func originExpression(_ n: ViewNode, horizontal: Bool) -> Expression {
        var e = Expression()
        var cursor: ViewNode? = n
        while let c = cursor, let vars = c.variables {
            e.terms.append(Term(1, vars.origin(horizontal: horizontal)))
            cursor = parent(of: c)
        }
        return e
    }

    func sizeExpression(_ n: ViewNode, horizontal: Bool) -> Expression {
        if let vars = n.variables { return Expression(vars.size(horizontal: horizontal)) }
        return Expression(constant: horizontal ? n.layoutRect.width : n.layoutRect.height)
    }

    enum AttributeRole { case minEdge, maxEdge, center, size, firstBaseline, lastBaseline }

    static func role(of a: LayoutAttribute) -> (role: AttributeRole, margins: Bool) {
        switch a {
        case .left, .leading, .top: return (.minEdge, false)
        case .right, .trailing, .bottom: return (.maxEdge, false)
        case .centerX, .centerY: return (.center, false)
        case .width, .height: return (.size, false)
        case .leftMargin, .leadingMargin, .topMargin: return (.minEdge, true)
        case .rightMargin, .trailingMargin, .bottomMargin: return (.maxEdge, true)
        case .centerXWithinMargins, .centerYWithinMargins: return (.center, true)
        case .firstBaseline: return (.firstBaseline, false)
        case .lastBaseline: return (.lastBaseline, false)
        }
    }

    /// The expression for `item.attribute`; the item must exist (validated before).
    func expression(for item: ItemReference, _ attribute: LayoutAttribute) -> Expression {
        guard let n = nodes[item.view] else { fatalError("expression for unvalidated item \(item)") }
        let h = attribute.isHorizontal
        let (role, margins) = Self.role(of: attribute)
        var insets = EdgeInsets.zero
        switch item.guide {
        case .safeArea: insets = n.safeAreaInsets
        case .margins: insets = n.marginInsets
        case nil: if margins { insets = n.marginInsets }
        }
        let lo = h ? insets.left : insets.top, hi = h ? insets.right : insets.bottom
        let x = originExpression(n, horizontal: h), w = sizeExpression(n, horizontal: h)
        switch role {
        case .minEdge: return x + lo
        case .maxEdge: return x + w - hi
        case .center: return x + 0.5 * w + (lo - hi) / 2
        case .size: return w - lo - hi
        case .firstBaseline, .lastBaseline:
            // A stack view's baselines are those of its baseline view (UIKit's
            // viewForFirstBaselineLayout / viewForLastBaselineLayout).
            if let v = baselineView(of: n, first: role == .firstBaseline) {
                return expression(for: ItemReference(view: v.id), attribute)
            }
            // UILabel centres its text vertically, so a baseline sits at
            // top + height/2 − textHeight/2 + baselineOffset; other views use their bottom.
            guard let m = n.textMetrics else { return x + w }
            let offset = role == .firstBaseline ? m.firstBaseline : m.lastBaseline
            return x + 0.5 * w + (offset - m.size.height / 2)
        }
    }

    /// `lhs − (multiplier × rhs + constant)`, the solver's `expression RELATION 0` form.
    func expression(for record: ConstraintRecord) -> Expression {
        switch record.origin {
        case .user(let d):
            return Self.linear(expression(for: d.firstItem, d.firstAttribute),
                               d.secondItem.map { expression(for: $0, d.secondAttribute ?? d.firstAttribute) },
                               multiplier: d.multiplier, constant: d.constant)
        case .stack(_, let c):
            return Self.linear(expression(for: c.first, c.firstAttribute),
                               c.second.map { expression(for: $0, c.secondAttribute ?? c.firstAttribute) },
                               multiplier: c.multiplier, constant: c.constant)
        case .contentSize(let view, let horizontal, _):
            guard let n = nodes[view], let vars = n.variables, let metric = n.intrinsicMetric(horizontal: horizontal)
            else { fatalError("content-size constraint \(record.id) without an intrinsic metric") }
            return Expression(vars.size(horizontal: horizontal)) - metric
        case .autoresizing(let view, let horizontal, let isSize):
            guard let n = nodes[view], let vars = n.variables, let p = parent(of: n)
            else { fatalError("autoresizing constraint \(record.id) without its view") }
            let plan = autoresizingPlan(n, horizontal: horizontal)
            let own = Expression(isSize ? vars.size(horizontal: horizontal) : vars.origin(horizontal: horizontal))
            let fraction = isSize ? plan.sizeFraction : plan.originFraction
            let start = isSize ? plan.size : plan.origin
            // value = start + fraction × (superviewSize − baseSize): the view keeps its
            // frame at the base size and takes its share of any change.
            guard fraction != 0, p.variables != nil else { return (own - start).normalized }
            return (own - fraction * sizeExpression(p, horizontal: horizontal) - (start - fraction * plan.base)).normalized
        case .encapsulatedLayout(let horizontal, let isSize):
            guard let root = nodes[Self.rootID], let vars = root.variables else { fatalError("the root view always exists") }
            let own = Expression(isSize ? vars.size(horizontal: horizontal) : vars.origin(horizontal: horizontal))
            return (own - encapsulatedValue(horizontal: horizontal, size: isSize)).normalized
        }
    }

    /// `lhs − (multiplier × rhs + constant)`; no rhs: `lhs − constant`.
    static func linear(_ lhs: Expression, _ rhs: Expression?, multiplier: Double, constant: Double) -> Expression {
        guard let rhs else { return (lhs - constant).normalized }
        return (lhs - multiplier * rhs - constant).normalized
    }

    func relation(of record: ConstraintRecord) -> Relation {
        switch record.origin {
        case .user(let d): return d.relation
        case .stack(_, let c): return c.relation
        case .contentSize(_, _, let hugging): return hugging ? .lessThanOrEqual : .greaterThanOrEqual
        case .autoresizing, .encapsulatedLayout: return .equal
        }
    }

    /// Where the window puts its root view: the origin and size of `root`'s frame.
    func encapsulatedValue(horizontal: Bool, size: Bool) -> Double {
        let frame = nodes[Self.rootID]?.spec.frame ?? .zero
        return size ? (horizontal ? frame.width : frame.height) : (horizontal ? frame.minX : frame.minY)
    }

    func priority(of record: ConstraintRecord) -> Priority {
        switch record.origin {
        case .user(let d): return d.priority
        case .stack(_, let c): return c.priority
        case .contentSize(let view, let horizontal, let hugging):
            guard let s = nodes[view]?.spec else { return .required }
            return (hugging ? s.hugging : s.compression).value(horizontal: horizontal)
        case .autoresizing, .encapsulatedLayout: return .required
        }
    }
}

extension Expression {
    /// Like terms merged, zero terms dropped, sorted by variable: a canonical form, so two
    /// expressions compare equal exactly when they mean the same.
    var normalized: Expression {
        var merged: [(Variable, Double)] = []
        for t in terms.sorted(by: { $0.variable < $1.variable }) {
            if let last = merged.last, last.0 == t.variable { merged[merged.count - 1].1 += t.coefficient }
            else { merged.append((t.variable, t.coefficient)) }
        }
        return Expression(terms: merged.filter { $0.1 != 0 }.map { Term($0.1, $0.0) }, constant: constant)
    }

    /// The expression's value for the given variable values (indexed by variable id).
    func evaluate(_ values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * ($1.variable.id < values.count ? values[$1.variable.id] : 0) }
    }
}

extension Relation {
    /// How far `value RELATION 0` is from holding.
    func error(of value: Double) -> Double {
        switch self {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
