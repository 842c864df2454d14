import Cassowary
import Geometry

/// UIStackView in the engine: a stack's generated constraints are a third generated kind
/// beside the intrinsic-size and autoresizing ones. `arrangeStack` regenerates them from
/// `StackArrangement` whenever the stack or an arranged subview changes in a way the
/// arrangement reads (configuration, hidden, intrinsic size, text, a subview added or
/// removed) and keeps every constraint that stayed the same, so the solver sees only the
/// difference, as UIKit's incremental arrangement update does.
extension LayoutEngine {
    /// The stack's arranged subviews that are its subviews now, in arrangement order
    /// (an id naming a view not yet added, or not installed for the traits, is skipped
    /// until it is).
    func arrangedNodes(of stack: ViewNode) -> [ViewNode] {
        (stack.spec.stack?.arrangedSubviews ?? []).compactMap { tree.nodes[$0] }.filter { $0.spec.parent == stack.id && $0.isInstalled }
    }

    func isArranged(_ n: ViewNode, in p: ViewNode) -> Bool {
        p.spec.stack?.arrangedSubviews.contains(n.id) ?? false
    }

    /// Regenerates the stack's constraints (removing them all when `n` is no longer a
    /// stack), then its superview's if `n` is arranged there: a nested stack's natural
    /// length and baseline feed the outer arrangement.
    func arrangeStack(_ n: ViewNode) {
        let desired = n.spec.stack.map { config in
            StackArrangement(stack: n.id, configuration: config, items: arrangedNodes(of: n).map(arrangementItem))
                .constraints()
        } ?? []
        let wanted = Set(desired.map(\.key))
        var changed = false
        for r in store.recordOrder.filter({ $0.stackOwner == n.id && !wanted.contains($0.id) }) {
            deleteRecord(r)
            changed = true
        }
        for (key, c) in desired {
            if let r = store.records[key] {
                guard r.stackOwner == n.id else { fatalError("stack constraint id \(key) is taken by another constraint") }
                guard r.stackConstraint != c else { continue }
                r.origin = .stack(n.id, c)
                reconcile(r)
            } else {
                let r = ConstraintRecord(id: key, serial: takeSerial(), origin: .stack(n.id, c), changes: changes)
                store.append(r)
                reconcile(r)
            }
            changed = true
        }
        if changed {
            n.needsUpdateConstraints = true
            n.needsLayout = true
        }
        if let p = parent(of: n), isArranged(n, in: p) { arrangeStack(p) }
    }

    /// After `n` was added, changed or is about to be measured again: the arrangements
    /// that read it.
    func arrangeStacks(around n: ViewNode, wasStack: Bool = false) {
        if n.spec.isStack || wasStack {
            arrangeStack(n)
        } else if let p = parent(of: n), p.spec.isStack {
            arrangeStack(p)
        }
    }

    func arrangementItem(_ n: ViewNode) -> StackArrangement.Item {
        let axis = parent(of: n)?.spec.stack?.axis ?? .horizontal
        return StackArrangement.Item(id: n.id, isHidden: n.spec.isHidden,
                                     proportionalLength: naturalLength(of: n, axis: axis),
                                     hasBaseline: hasBaseline(n),
                                     isMultilineLabel: n.spec.isLabel && n.spec.numberOfLines != 1)
    }

    /// The length a view wants along `axis` with nothing pulling on it (UIKit asks for the
    /// fitting size): its intrinsic size; for a stack view, what its visible arranged
    /// subviews want plus the spacings between them (the largest across its axis) plus
    /// its margins when it arranges relative to them; 0 for any other view.
    func naturalLength(of n: ViewNode, axis: LayoutAxis) -> Double {
        if let metric = n.intrinsicMetric(horizontal: axis.isHorizontal) { return metric }
        guard let config = n.spec.stack else { return 0 }
        let shown = arrangedNodes(of: n).filter { !$0.spec.isHidden }
        let lengths = shown.map { naturalLength(of: $0, axis: axis) }
        var total: Double
        if axis == config.axis {
            total = lengths.reduce(0, +) + zip(shown, shown.dropFirst()).reduce(0) { $0 + config.spacing(after: $1.0.id) }
        } else {
            total = lengths.max() ?? 0
        }
        if config.isLayoutMarginsRelativeArrangement {
            let m = n.marginInsets
            total += axis.isHorizontal ? m.left + m.right : m.top + m.bottom
        }
        return total
    }

    /// UIStackView's viewForFirstBaselineLayout / viewForLastBaselineLayout: the first
    /// (last) visible arranged subview of a vertical stack, the tallest visible one of a
    /// horizontal stack (by natural height; the first of equals); nil for other views
    /// and for a stack with nothing visible (whose baselines are then its bottom).
    func baselineView(of n: ViewNode, first: Bool) -> ViewNode? {
        guard let config = n.spec.stack else { return nil }
        let shown = arrangedNodes(of: n).filter { !$0.spec.isHidden }
        if config.axis == .vertical { return first ? shown.first : shown.last }
        var tallest: (view: ViewNode, height: Double)?
        for v in shown {
            let h = naturalLength(of: v, axis: .vertical)
            if h > (tallest?.height ?? 0) { tallest = (v, h) }
        }
        return tallest?.view
    }

    /// Whether a view has a baseline of its own (a label, or a stack whose baseline view has one).
    func hasBaseline(_ n: ViewNode) -> Bool {
        if n.spec.isLabel { return true }
        return baselineView(of: n, first: true).map(hasBaseline) ?? false
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

extension LayoutEngine {
    /// What UIKit would refuse or cannot mean: non-finite spacings, a stack arranging
    /// itself, the same view arranged twice.
    static func validate(_ stack: StackConfiguration, of id: String) throws {
        func fail(_ reason: String) -> LayoutError { .invalidViewProperty(view: id, reason: reason) }
        guard stack.spacing.isFinite else { throw fail("stack spacing must be a finite number") }
        for view in stack.arrangedSubviews where !(stack.customSpacing[view]?.isFinite ?? true) {
            throw fail("custom spacing after '\(view)' must be a finite number")
        }
        if stack.arrangedSubviews.contains(id) { throw fail("a stack view cannot arrange itself") }
        var seen: Set<String> = []
        for view in stack.arrangedSubviews where !seen.insert(view).inserted {
            throw fail("'\(view)' is arranged twice; each arranged subview appears once")
        }
    }
}
