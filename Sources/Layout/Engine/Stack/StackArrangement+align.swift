import Cassowary
import Geometry

/// Across the axis (UIKit's `_UIAlignedLayoutArrangement`). `fill` pins the first
/// arranged subview to both canvas edges and aligns every other one to it. Every other
/// alignment packs the visible views into an alignment spanner guide that hugs them
/// (UISV-spanning-boundary, UISV-spanning-fit @51), connects the canvas to the spanner or
/// to the first view depending on the alignment, aligns the views with the first one,
/// and gives each view a zero length across the axis @25 (UISV-ambiguity-suppression) so
/// views without an intrinsic size there are not ambiguous. A single arranged subview
/// needs no spanner: the canvas connects to it, with inequalities on the sides the
/// alignment leaves free and the stack hugging it @49 (UISV-canvas-fit). Hidden arranged
/// subviews take part in the alignment (only their length along the axis collapses).
extension StackArrangement {
    func align() -> [Keyed] {
        let across = axis.perpendicular
        let P0 = across.minEdge, P1 = across.maxEdge, PC = across.center, PD = across.dimension
        let alignment = configuration.alignment
        // Baselines are vertical positions: UIKit aligns by them in horizontal stacks only.
        let baselineAcross = alignment.isBaseline && axis == .horizontal
        var out: [Keyed] = []
        guard let first = items.first else { return out }
        let firstView = Self.view(first.id)

        for attribute in alignedAttributes() {
            for item in items.dropFirst() {
                var a = attribute
                if a == .firstBaseline || a == .lastBaseline, !(first.hasBaseline && item.hasBaseline) {
                    a = a == .firstBaseline ? .top : .bottom
                }
                out.append((key("UISV-alignment", "\(attribute.rawValue),\(item.id)"),
                            make("UISV-alignment", firstView, a, .equal, Self.view(item.id), a)))
            }
        }

        var weak = false
        let spanner = StackItem.guide(StackGuide(stack: stack, kind: .alignmentSpanner, axis: across))
        if visible.isEmpty {
            out.append(canvasConnection(P0, spanner, .equal))
            out.append(canvasConnection(P1, spanner, .equal))
            out.append((key("UISV-spanning-fit", "alignment"),
                        make("UISV-spanning-fit", spanner, PD, .equal, nil, nil, priority: LayoutPriority(0.001))))
        } else if alignment == .fill {
            out.append(canvasConnection(P0, firstView, .equal))
            out.append(canvasConnection(P1, firstView, .equal))
        } else if items.count == 1 {
            weak = true   // one side at least is an inequality: the stack hugs the view
            out.append(canvasConnection(P0, firstView, alignment == .leading ? .equal : .lessThanOrEqual))
            out.append(canvasConnection(P1, firstView, alignment == .trailing ? .equal : .greaterThanOrEqual))
            if alignment == .center { out.append(canvasConnection(PC, firstView, .equal)) }
        } else {
            let topTarget = alignment == .leading || (alignment == .firstBaseline && baselineAcross) ? firstView : spanner
            let bottomTarget = alignment == .trailing || (alignment == .lastBaseline && baselineAcross) ? firstView : spanner
            let topRelation: LayoutRelation = topTarget == spanner || alignment == .leading ? .equal : .lessThanOrEqual
            let bottomRelation: LayoutRelation = bottomTarget == spanner || alignment == .trailing ? .equal : .greaterThanOrEqual
            weak = topRelation != .equal || bottomRelation != .equal
            out.append(canvasConnection(P0, topTarget, topRelation))
            out.append(canvasConnection(P1, bottomTarget, bottomRelation))
            if alignment == .center { out.append(canvasConnection(PC, firstView, .equal)) }
            for item in visible {
                let leading = alignment == .leading, trailing = alignment == .trailing
                out.append((key("UISV-spanning-boundary", "\(P0.rawValue),\(item.id)"),
                            make("UISV-spanning-boundary", spanner, P0, leading ? .equal : .lessThanOrEqual,
                                 Self.view(item.id), P0, priority: leading ? LayoutPriority(999.5) : .required)))
                out.append((key("UISV-spanning-boundary", "\(P1.rawValue),\(item.id)"),
                            make("UISV-spanning-boundary", spanner, P1, trailing ? .equal : .greaterThanOrEqual,
                                 Self.view(item.id), P1, priority: trailing ? LayoutPriority(999.5) : .required)))
            }
            out.append((key("UISV-spanning-fit", "alignment"),
                        make("UISV-spanning-fit", spanner, PD, .equal, nil, nil, priority: LayoutPriority(51))))
        }
        if weak {
            out.append((key("UISV-canvas-fit", PD.rawValue),
                        make("UISV-canvas-fit", Self.view(stack), PD, .equal, nil, nil, priority: LayoutPriority(49))))
        }
        if alignment != .fill {
            for item in items {
                out.append((key("UISV-ambiguity-suppression", item.id.name),
                            make("UISV-ambiguity-suppression", Self.view(item.id), PD, .equal, nil, nil,
                                 priority: LayoutPriority(25))))
            }
        }
        return out + textWidthDisambiguation()
    }

    /// The attributes UISV-alignment constraints line the views up by.
    func alignedAttributes() -> [LayoutAttribute] {
        let across = axis.perpendicular
        switch configuration.alignment {
        case .fill: return [across.minEdge, across.maxEdge]
        case .leading: return [across.minEdge]
        case .trailing: return [across.maxEdge]
        case .center: return [across.center]
        case .firstBaseline: return axis == .horizontal ? [.firstBaseline] : []
        case .lastBaseline: return axis == .horizontal ? [.lastBaseline] : []
        }
    }

    func canvasConnection(_ a: LayoutAttribute, _ target: StackItem, _ relation: LayoutRelation) -> Keyed {
        let detail: String
        switch target {
        case .view(let r): detail = "\(a.rawValue),\(r.view)"
        case .guide: detail = "\(a.rawValue),spanner"
        }
        return (key("UISV-canvas-connection", detail), make("UISV-canvas-connection", canvas, a, relation, target, a))
    }

    /// UISV-text-width-disambiguation (UIKit's "improved" form, apps built with current
    /// SDKs): in a horizontal fill / equalSpacing / equalCentering stack with two or more
    /// visible wrapping labels, each may be at most its share of the canvas width (minus
    /// its share of the spacings), at priorities from 950 rising by min(25 ∕ count, 1).
    func textWidthDisambiguation() -> [Keyed] {
        guard axis == .horizontal, [.fill, .equalSpacing, .equalCentering].contains(configuration.distribution) else { return [] }
        let labels = visible.filter(\.isMultilineLabel)
        guard labels.count >= 2 else { return [] }
        let m = Double(labels.count), step = min(25 / m, 1)
        return labels.enumerated().map { k, label in
            (key("UISV-text-width-disambiguation", label.id.name),
             make("UISV-text-width-disambiguation", Self.view(label.id), .width, .lessThanOrEqual, canvas, .width,
                  multiplier: 1 / m, constant: -configuration.spacing * (m - 1) / m,
                  priority: LayoutPriority(950 + Double(k) * step)))
        }
    }
}
