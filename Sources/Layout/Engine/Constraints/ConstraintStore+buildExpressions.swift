import Cassowary
import Geometry

/// Turning items and attributes into solver expressions.
///
/// Each view's variables are its rect in its superview; an attribute is expressed in the
/// window's (untransformed) layout space by adding the origins of all ancestors, so a
/// constraint between any two views works and the shared ancestors cancel out. Layout
/// guides are their view's rect inset by constants (safe-area and margin insets), which
/// `refreshConstraints` keeps current.
///
/// The shared ancestors are never written out only to cancel: a constraint's two sides
/// are expressed up to their nearest common ancestor, and the origins above it are added
/// only when they do not cancel (a multiplier other than 1 on a position). Building a
/// constraint's expression then costs the distance between its views, not their depth,
/// so a parent chain N views deep lays out in time linear in N.
extension ConstraintStore {
    /// The sum of the origins of `n` and its ancestors below `stop` (all of them when
    /// `stop` is nil): `n`'s origin in `stop`'s coordinates.
    /// A view's variables are its rect in its superview's bounds; a scroll view shows its
    /// bounds from `contentOffset`, so climbing out of one (below `stop`) shifts by it.
    func originExpression(_ n: ViewNode, horizontal: Bool, below stop: ViewNode? = nil) -> Expression {
        var e = Expression()
        var cursor: ViewNode? = n
        while let c = cursor, c !== stop, let vars = c.variables {
            e.terms.append(Term(1, vars.origin(horizontal: horizontal)))
            expressionSteps += 1
            cursor = c.parentNode
            if let p = cursor, p !== stop { e.constant -= scrollShift(p, horizontal: horizontal) }
        }
        return e
    }

    /// The deepest view that is `a` or one of its ancestors and also `b` or one of its
    /// ancestors. Costs the distance from each to it.
    func commonAncestor(_ a: ViewNode, _ b: ViewNode) -> ViewNode? {
        var x: ViewNode? = a, y: ViewNode? = b
        while let p = x, let q = y, p !== q {
            expressionSteps += 1
            if p.depth >= q.depth { x = p.parentNode } else { y = q.parentNode }
        }
        return x
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

    /// The expression for `item.attribute`, positions measured from the origin of
    /// `stop` (the window's when nil); the item must exist (validated before).
    func expression(for item: ItemReference, _ attribute: LayoutAttribute, below stop: ViewNode? = nil) -> Expression {
        guard let n = tree.nodes[item.view] else { fatalError("expression for unvalidated item \(item)") }
        let h = attribute.isHorizontal
        let (role, margins) = Self.role(of: attribute)
        // A scroll view seen from its content (`stop` is the scroll view: the other item is
        // inside it): its edges and margins are its content area's, its sizes and centers
        // its frame's (Apple's "Working with Scroll Views").
        let content = item.guide == .contentLayoutGuide
            || (item.guide == nil && n === stop && n.isScrollView && (role == .minEdge || role == .maxEdge))
        var insets = EdgeInsets.zero
        switch item.guide {
        case .safeArea: insets = n.safeAreaInsets
        case .margins: insets = n.marginInsets
        case .contentLayoutGuide, .frameLayoutGuide: break
        // Auto Layout places a view's alignment rect; its guides hang off its bounds.
        case nil: insets = margins ? n.marginInsets : (content ? .zero : n.spec.alignmentRectInsets)
        }
        let lo = h ? insets.left : insets.top, hi = h ? insets.right : insets.bottom
        let x: Expression, w: Expression
        if content, let c = n.contentVariables {
            // The content area starts at the content's origin: 0 in the scroll view's bounds.
            x = n === stop ? Expression() : originExpression(n, horizontal: h, below: stop) - scrollShift(n, horizontal: h)
            w = Expression(h ? c.width : c.height)
        } else {
            // The frame, in `stop`'s bounds: the scroll view's own frame sits at its offset there.
            x = n === stop ? Expression(constant: scrollShift(n, horizontal: h)) : originExpression(n, horizontal: h, below: stop)
            w = sizeExpression(n, horizontal: h)
        }
        switch role {
        case .minEdge: return x + lo
        case .maxEdge: return x + w - hi
        case .center: return x + 0.5 * w + (lo - hi) / 2
        case .size: return w - lo - hi
        case .firstBaseline, .lastBaseline:
            // A stack view's baselines are those of its baseline view (UIKit's
            // viewForFirstBaselineLayout / viewForLastBaselineLayout).
            if let v = tree.baselineView(of: n, first: role == .firstBaseline) {
                return expression(for: ItemReference(view: v.id), attribute, below: stop)
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
            let second = d.secondAttribute ?? d.firstAttribute
            let rtl = (d.firstAttribute.isDirectional || second.isDirectional)
                && !constraintDirection(d.firstItem.view, d.secondItem?.view).leadingIsLeft
            return linear(directed(d.firstAttribute, rightToLeft: rtl) { side(d.firstItem, $0) },
                          d.secondItem.map { item in directed(second, rightToLeft: rtl) { side(item, $0) } },
                          multiplier: d.multiplier, constant: d.constant)
        case .stack(let stack, let c):
            let second = c.secondAttribute ?? c.firstAttribute
            let rtl = (c.firstAttribute.isDirectional || second.isDirectional)
                && !(tree.nodes[stack]?.layoutDirection.leadingIsLeft ?? true)
            return linear(directed(c.firstAttribute, rightToLeft: rtl) { side(c.first, $0) },
                          c.second.map { item in directed(second, rightToLeft: rtl) { side(item, $0) } },
                          multiplier: c.multiplier, constant: c.constant)
        case .contentSize(let view, let horizontal, _):
            guard let n = tree.nodes[view], let vars = n.variables, let metric = n.intrinsicMetric(horizontal: horizontal)
            else { fatalError("content-size constraint \(record.id) without an intrinsic metric") }
            // The intrinsic content size is the alignment rect's (UIKit's documentation).
            let a = n.spec.alignmentRectInsets
            return Expression(vars.size(horizontal: horizontal)) - metric - (horizontal ? a.left + a.right : a.top + a.bottom)
        case .autoresizing(let view, let horizontal, let isSize):
            guard let n = tree.nodes[view], let vars = n.variables, let p = n.parentNode
            else { fatalError("autoresizing constraint \(record.id) without its view") }
            let plan = n.autoresizingPlan(horizontal: horizontal)
            let own = Expression(isSize ? vars.size(horizontal: horizontal) : vars.origin(horizontal: horizontal))
            let fraction = isSize ? plan.sizeFraction : plan.originFraction
            let start = isSize ? plan.size : plan.origin
            // value = start + fraction × (superviewSize − baseSize): the view keeps its
            // frame at the base size and takes its share of any change.
            guard fraction != 0, p.variables != nil else { return (own - start).normalized }
            return (own - fraction * sizeExpression(p, horizontal: horizontal) - (start - fraction * plan.base)).normalized
        case .encapsulatedLayout(let view, let horizontal, let isSize):
            guard let n = tree.nodes[view], let vars = n.variables else { fatalError("encapsulated-layout constraint \(record.id) without its view") }
            let own = Expression(isSize ? vars.size(horizontal: horizontal) : vars.origin(horizontal: horizontal))
            return (own - encapsulatedValue(of: view, horizontal: horizontal, size: isSize)).normalized
        case .scrollContent(let view, let horizontal):
            guard let n = tree.nodes[view], let content = n.contentVariables
            else { fatalError("scroll-content constraint \(record.id) without its scroll view") }
            return (Expression(horizontal ? content.width : content.height) - setContentSize(of: view, horizontal: horizontal)).normalized
        }
    }

    /// One side of a constraint: the view its positions are measured in, and its
    /// expression with positions measured from the origin of a given ancestor of that
    /// view (the window's when nil).
    struct Side {
        /// What the side measures: a view or layout guide, or a stack view's own guide.
        enum Subject { case item(ItemReference), stackGuide(StackGuide) }
        var subject: Subject
        var attribute: LayoutAttribute
        /// −1 for a side a right-to-left constraint measures leftwards (see `directed`).
        var sign: Double = 1
        /// The view its positions are measured in (a stack guide's stack).
        var view: ViewID {
            switch subject {
            case .item(let item): return item.view
            case .stackGuide(let g): return g.stack
            }
        }
    }

    func side(_ item: ItemReference, _ attribute: LayoutAttribute) -> Side { Side(subject: .item(item), attribute: attribute) }

    /// The side's expression, positions measured from the origin of `stop` (the window's
    /// when nil).
    func measured(_ side: Side, below stop: ViewNode?) -> Expression {
        let e: Expression
        switch side.subject {
        case .item(let item): e = expression(for: item, side.attribute, below: stop)
        case .stackGuide(let g): e = expression(for: g, side.attribute, below: stop)
        }
        return side.sign == 1 ? e : -1 * e
    }

    /// `first − (multiplier × second + constant)`; no second item: `first − constant`.
    func linear(_ first: Side, _ second: Side?, multiplier: Double, constant: Double) -> Expression {
        guard let second else { return (measured(first, below: nil) - constant).normalized }
        guard let a = tree.nodes[first.view], let b = tree.nodes[second.view],
              first.attribute.isHorizontal == second.attribute.isHorizontal, let shared = commonAncestor(a, b) else {
            return Self.difference(measured(first, below: nil), multiplier, measured(second, below: nil), constant).normalized
        }
        var e = Self.difference(measured(first, below: shared), multiplier, measured(second, below: shared), constant)
        // Each side holds every ancestor's origin once per position (none for a size):
        // above the common ancestor they appear on both sides and cancel unless the
        // multiplier keeps a share of them.
        let net = first.sign * Self.originWeight(first.attribute) - multiplier * second.sign * Self.originWeight(second.attribute)
        if net != 0 {
            let h = first.attribute.isHorizontal
            e = e + net * (originExpression(shared, horizontal: h) - scrollShift(shared, horizontal: h))
        }
        return e.normalized
    }

    /// `a − m × b − c`, the same numbers as Expression's operators give (`a + (−1) × (m × b)
    /// + (−c)`, term by term and in that order), built in one array instead of four.
    static func difference(_ a: Expression, _ m: Double, _ b: Expression, _ c: Double) -> Expression {
        var terms = a.terms
        terms.reserveCapacity(a.terms.count + b.terms.count)
        for t in b.terms { terms.append(Term(t.coefficient * m * -1.0, t.variable)) }
        return Expression(terms: terms, constant: a.constant + b.constant * m * -1.0 + -c)
    }

    /// How many times an attribute's expression holds its view's origin: once for an
    /// edge, center or baseline, never for a size.
    static func originWeight(_ a: LayoutAttribute) -> Double {
        role(of: a).role == .size ? 0 : 1
    }

    func relation(of record: ConstraintRecord) -> Relation {
        switch record.origin {
        case .user(let d): return d.relation
        case .stack(_, let c): return c.relation
        case .contentSize(_, _, let hugging): return hugging ? .lessThanOrEqual : .greaterThanOrEqual
        case .autoresizing, .encapsulatedLayout, .scrollContent: return .equal
        }
    }

    /// Where the container puts an encapsulated view (the window its root view, a cell
    /// its content view): the origin and size of the view's frame.
    func encapsulatedValue(of view: ViewID, horizontal: Bool, size: Bool) -> Double {
        let frame = tree.nodes[view]?.spec.frame ?? .zero
        return size ? (horizontal ? frame.width : frame.height) : (horizontal ? frame.minX : frame.minY)
    }

    func priority(of record: ConstraintRecord) -> Priority {
        switch record.origin {
        case .user(let d): return d.priority
        case .stack(_, let c): return c.priority
        case .contentSize(let view, let horizontal, let hugging):
            guard let s = tree.nodes[view]?.spec else { return .required }
            return (hugging ? s.hugging : s.compression).value(horizontal: horizontal)
        case .autoresizing, .encapsulatedLayout: return .required
        case .scrollContent: return Self.scrollContentPriority
        }
    }

    /// An item of a stack-generated constraint as one side of it (a guide is measured in
    /// its stack view).
    func side(_ item: StackItem, _ attribute: LayoutAttribute) -> Side {
        switch item {
        case .view(let r): return side(r, attribute)
        case .guide(let g): return Side(subject: .stackGuide(g), attribute: attribute)
        }
    }

    /// A stack guide's edge, centre or length along the axis it spans, positions measured
    /// from the origin of `stop` (the window's when nil).
    func expression(for g: StackGuide, _ attribute: LayoutAttribute, below stop: ViewNode? = nil) -> Expression {
        guard let owner = tree.nodes[g.stack] else { fatalError("guide \(g.id) without its stack") }
        let vars = guideVariables(g)
        let start = originExpression(owner, horizontal: g.axis.isHorizontal, below: stop) + vars.origin
        switch Self.role(of: attribute).role {
        case .minEdge: return start
        case .maxEdge: return start + vars.length
        case .center: return start + 0.5 * Expression(vars.length)
        case .size: return Expression(vars.length)
        case .firstBaseline, .lastBaseline: fatalError("stack guide \(g.id) has no baseline")
        }
    }

    func guideVariables(_ g: StackGuide) -> (origin: Variable, length: Variable) {
        if let v = stackGuideVariables[g.id] { return v }
        let names = g.axis.isHorizontal ? ("minX", "Width") : ("minY", "Height")
        let v = (solver.makeVariable("\(g.id).\(names.0)"), solver.makeVariable("\(g.id).\(names.1)"))
        stackGuideVariables[g.id] = v
        return v
    }
}

extension Expression {
    /// Like terms merged, zero terms dropped, sorted by variable: a canonical form, so two
    /// expressions compare equal exactly when they mean the same.
    var normalized: Expression {
        // Merged in one buffer, in place (every constraint's expression passes here).
        var merged = terms.sorted(by: { $0.variable < $1.variable })
        var count = 0
        for i in merged.indices {   // by index: `count` never passes `i`
            let t = merged[i]
            if count > 0, merged[count - 1].variable == t.variable { merged[count - 1].coefficient += t.coefficient }
            else { merged[count] = t; count += 1 }
        }
        merged.removeSubrange(count...)
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
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
