import Geometry

/// What a stack view's arrangement reads of the tree: its arranged subviews as they are
/// now, each one's natural length and baseline (see `LayoutEngine+arrangeStacks`).
extension ViewTree {
    /// The stack's arranged subviews that are its subviews now, in arrangement order
    /// (an id naming a view not yet added, or not installed for the traits, is skipped
    /// until it is).
    func arrangedNodes(of stack: ViewNode) -> [ViewNode] {
        (stack.spec.stack?.arrangedSubviews ?? []).compactMap { nodes[$0] }.filter { $0.spec.parent == stack.id && $0.isInstalled }
    }

    func isArranged(_ n: ViewNode, in p: ViewNode) -> Bool {
        p.spec.stack?.arrangedSubviews.contains(n.id) ?? false
    }

    func arrangementItem(_ n: ViewNode) -> StackArrangement.Item {
        let axis = n.parentNode?.spec.stack?.axis ?? .horizontal
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

    /// `baselineView(of:first:)` by id, for the front ends (UIStackView's
    /// forFirstBaselineLayout / forLastBaselineLayout).
    public func baselineView(of id: ViewID, first: Bool) -> ViewID? {
        nodes[id].flatMap { baselineView(of: $0, first: first)?.id }
    }

    /// Whether a view has a baseline of its own (a label, or a stack whose baseline view has one).
    func hasBaseline(_ n: ViewNode) -> Bool {
        if n.spec.isLabel { return true }
        return baselineView(of: n, first: true).map(hasBaseline) ?? false
    }
}
