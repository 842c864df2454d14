import Cassowary
import Geometry

/// Along the axis (UIKit's `_UIOrderedLayoutArrangement`): canvas connections to the
/// first and last visible views, spacing between visible neighbours, hidden views
/// collapsed and parked at the middle of their gap, and the distribution's own
/// constraints (equal or proportional lengths, equal gap guides).
extension StackArrangement {
    func distribute() -> [Keyed] {
        let L = axis.minEdge, T = axis.maxEdge, D = axis.dimension
        let relation: LayoutRelation = configuration.distribution.distributesGaps ? .greaterThanOrEqual : .equal
        let baselines = configuration.isBaselineRelativeArrangement && axis == .vertical
        let lead = baselines ? LayoutAttribute.firstBaseline : L, tail = baselines ? LayoutAttribute.lastBaseline : T
        var out: [Keyed] = []
        let shown = visible

        if let first = shown.first, let last = shown.last {
            out.append((key("UISV-canvas-connection", "\(L.rawValue),\(first.id)"),
                        make("UISV-canvas-connection", canvas, L, .equal, Self.view(first.id), L)))
            out.append((key("UISV-canvas-connection", "\(T.rawValue),\(last.id)"),
                        make("UISV-canvas-connection", canvas, T, .equal, Self.view(last.id), T)))
            for (p, n) in zip(shown, shown.dropFirst()) {
                out.append((key("UISV-spacing", "\(p.id),\(n.id)"),
                            make("UISV-spacing", Self.view(n.id), lead, relation, Self.view(p.id), tail,
                                 constant: configuration.spacing(after: p.id))))
            }
            out += hiddenGaps(relation: relation, lead: lead, tail: tail)
        } else {
            // Every arranged subview hidden: UIKit spans the canvas with an ordering
            // spanner that wants no length and parks the hidden views at its end.
            let spanner = StackItem.guide(StackGuide(stack: stack, kind: .orderingSpanner, axis: axis))
            out.append((key("UISV-canvas-connection", "\(L.rawValue),ordering"), make("UISV-canvas-connection", canvas, L, .equal, spanner, L)))
            out.append((key("UISV-canvas-connection", "\(T.rawValue),ordering"), make("UISV-canvas-connection", canvas, T, .equal, spanner, T)))
            out.append((key("UISV-spanning-fit", "ordering"),
                        make("UISV-spanning-fit", spanner, D, .equal, nil, nil, priority: LayoutPriority(0.001))))
            for h in items {
                out.append((key("UISV-spacing-hidden", h.id.name),
                            make("UISV-spacing-hidden", Self.view(h.id), L, .equal, spanner, T, priority: LayoutPriority(50))))
            }
        }
        for h in items where h.isHidden {
            out.append((key("UISV-hiding", h.id.name),
                        make("UISV-hiding", Self.view(h.id), D, .equal, nil, nil, priority: LayoutPriority(999.999))))
        }
        switch configuration.distribution {
        case .fill: break
        case .fillEqually: out += equalLengths(identifier: "UISV-fill-equally")
        case .fillProportionally: out += proportionalLengths()
        case .equalSpacing, .equalCentering: out += gapGuides()
        }
        return out
    }

    /// UISV-spacing-hidden (@50): a hidden view after a visible one sits half a spacing
    /// after it (none when no visible view follows); hidden views before the first
    /// visible one end where it starts.
    func hiddenGaps(relation: LayoutRelation, lead: LayoutAttribute, tail: LayoutAttribute) -> [Keyed] {
        let L = axis.minEdge, T = axis.maxEdge
        var out: [Keyed] = []
        var previous: Item?
        for (i, item) in items.enumerated() {
            guard item.isHidden else { previous = item; continue }
            let c: StackConstraint
            if let p = previous {
                let followed = items[(i + 1)...].contains { !$0.isHidden }
                c = make("UISV-spacing-hidden", Self.view(item.id), L, relation, Self.view(p.id), tail,
                         constant: followed ? configuration.spacing(after: p.id) / 2 : 0, priority: LayoutPriority(50))
            } else {
                guard let next = items[(i + 1)...].first(where: { !$0.isHidden }) else { continue }
                c = make("UISV-spacing-hidden", Self.view(next.id), lead, relation, Self.view(item.id), T,
                         priority: LayoutPriority(50))
            }
            out.append((key("UISV-spacing-hidden", item.id.name), c))
        }
        return out
    }

    /// Every visible view as long as the first visible one (UISV-fill-equally, required).
    func equalLengths(identifier: String) -> [Keyed] {
        let D = axis.dimension, shown = visible
        guard let reference = shown.first else { return [] }
        return shown.dropFirst().map {
            (key(identifier, $0.id.name), make(identifier, Self.view($0.id), D, .equal, Self.view(reference.id), D))
        }
    }

    /// UISV-fill-proportionally: each visible view's share of the canvas is its length
    /// over (the lengths + the spacings between visible views); priorities fall from 999
    /// by arrangement index (not below 751), a share of 1 is required, a zero share is a
    /// required zero length. When the lengths add up to no more than the spacings UIKit
    /// falls back to equal lengths (named UISV-fill-equally).
    func proportionalLengths() -> [Keyed] {
        let D = axis.dimension, shown = visible, spacing = configuration.spacing
        let denominator = shown.reduce(0) { $0 + max($1.proportionalLength, 0) } + spacing * Double(max(shown.count - 1, 0))
        guard denominator > max(spacing * Double(items.count - 1), 1) else { return equalLengths(identifier: "UISV-fill-equally") }
        return shown.map { item in
            let share = max(item.proportionalLength, 0) / denominator
            let k = key("UISV-fill-proportionally", item.id.name)
            guard share > 0 else { return (k, make("UISV-fill-proportionally", Self.view(item.id), D, .equal, nil, nil)) }
            let index = items.firstIndex { $0.id == item.id } ?? 0
            let priority = share == 1 ? LayoutPriority.required : LayoutPriority(max(999 - Double(index), 751))
            return (k, make("UISV-fill-proportionally", Self.view(item.id), D, .equal, canvas, D,
                            multiplier: share, priority: priority))
        }
    }

    /// equalSpacing / equalCentering: a gap guide between each pair of visible neighbours,
    /// from trailing edge to leading edge (equalSpacing) or centre to centre
    /// (equalCentering), all as long as the first (required for equalSpacing; for
    /// equalCentering 150 − index, not below 50, so the views shrink the gaps first); and
    /// the stack hugs its content along the axis at 49 (UISV-canvas-fit).
    func gapGuides() -> [Keyed] {
        let L = axis.minEdge, T = axis.maxEdge, C = axis.center, D = axis.dimension
        let centering = configuration.distribution == .equalCentering
        var out: [Keyed] = []
        var reference: StackItem?
        for (p, n) in zip(visible, visible.dropFirst()) {
            let guide = StackItem.guide(StackGuide(stack: stack, kind: .distributing(after: p.id), axis: axis))
            out.append((key("UISV-distributing-edge", "\(p.id),\(L.rawValue)"),
                        make("UISV-distributing-edge", guide, L, .equal, Self.view(p.id), centering ? C : T)))
            out.append((key("UISV-distributing-edge", "\(p.id),\(T.rawValue)"),
                        make("UISV-distributing-edge", guide, T, .equal, Self.view(n.id), centering ? C : L)))
            if let reference {
                let index = Double(items.firstIndex { $0.id == p.id } ?? 0)
                out.append((key("UISV-fill-equally", "gap,\(p.id)"),
                            make("UISV-fill-equally", guide, D, .equal, reference, D,
                                 priority: centering ? LayoutPriority(max(150 - index, 50)) : .required)))
            } else {
                reference = guide
            }
        }
        out.append((key("UISV-canvas-fit", D.rawValue),
                    make("UISV-canvas-fit", Self.view(stack), D, .equal, nil, nil, priority: LayoutPriority(49))))
        return out
    }
}
