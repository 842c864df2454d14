import Geometry
import Playback
import Layout
import Render

/// Where constraints sit on screen: each item's rect in the root view's coordinates (views,
/// safe-area and margins guides), and the overlays drawn from them.
extension SceneBuilder {
    func overlayList(for f: FrameState) -> [Overlay] {
        var out: [Overlay] = []
        let rects = Dictionary(uniqueKeysWithValues: f.views.map { ($0.id, $0.rootLayoutRect) })
        if overlays.contains(.safeArea) {
            out += Overlay.safeArea(screen: rects[LayoutEngine.rootID] ?? f.windowBounds, insets: f.safeArea)
        }
        if overlays.contains(.constraints) {
            for c in engine.constraints where c.isActive && !c.isBroken {
                guard let d = c.description, let line = anchorLine(d, rects: rects, f: f) else { continue }
                out.append(.constraint(from: line.from, to: line.to))
            }
        }
        if overlays.contains(.frames) {
            for v in f.views {
                if let origin = v.animationOrigin { out += Overlay.frames(old: origin, new: v.modelRootLayoutRect) }
            }
        }
        if overlays.contains(.violations) {
            var ghosts: [String] = []
            for violation in f.violations {
                guard let c = engine.constraint(violation.constraint) else { continue }
                if let d = c.description, let line = violationLine(d, rects: rects, f: f) {
                    out.append(.violation(from: line.from, to: line.to, amount: violation.amount))
                }
                for id in [c.description?.firstItem.view, c.description?.secondItem?.view].compactMap({ $0 })
                    where !ghosts.contains(id) { ghosts.append(id) }
            }
            for v in f.views where ghosts.contains(v.id) && v.id != LayoutEngine.rootID {
                if !v.rootLayoutRect.isClose(to: v.modelRootLayoutRect) { out.append(.ghost(v.modelRootLayoutRect)) }
            }
        }
        if overlays.contains(.labels) {
            for v in f.views where v.id != LayoutEngine.rootID && !v.isHidden {
                out.append(.idTag(v.id, frame: v.rootLayoutRect))
            }
        }
        if overlays.contains(.violations) { out.append(.statusBadge(violations: f.violations.count)) }
        return out
    }

    /// The rect a constraint item stands for, in the root view's coordinates: a view's
    /// layout rect, or its safe-area or margins guide inset by the engine's insets.
    func rect(of item: ItemReference, rects: [String: Rect], f: FrameState) -> Rect? {
        let base = item.view == LayoutEngine.windowID ? f.windowBounds : rects[item.view]
        guard let r = base else { return nil }
        let layout = engine.layout(of: item.view)
        switch item.guide {
        case nil: return r
        case .safeArea?: return r.insetBy(layout?.safeAreaInsets ?? .zero)
        case .margins?: return r.insetBy(layout?.marginInsets ?? .zero)
        }
    }

    /// An attribute's value on a rect (margin attributes on the margins guide's rect).
    func value(_ a: LayoutAttribute, item: ItemReference, rects: [String: Rect], f: FrameState) -> Double? {
        var ref = item
        let plain: LayoutAttribute
        switch a {
        case .leftMargin: plain = .left; ref.guide = .margins
        case .rightMargin: plain = .right; ref.guide = .margins
        case .leadingMargin: plain = .leading; ref.guide = .margins
        case .trailingMargin: plain = .trailing; ref.guide = .margins
        case .topMargin: plain = .top; ref.guide = .margins
        case .bottomMargin: plain = .bottom; ref.guide = .margins
        case .centerXWithinMargins: plain = .centerX; ref.guide = .margins
        case .centerYWithinMargins: plain = .centerY; ref.guide = .margins
        default: plain = a
        }
        guard let r = rect(of: ref, rects: rects, f: f) else { return nil }
        switch plain {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .top: return r.minY
        case .bottom, .firstBaseline, .lastBaseline: return r.maxY
        case .width: return r.width
        case .height: return r.height
        case .centerX: return r.midX
        case .centerY: return r.midY
        default: return nil
        }
    }

    /// The value the first item's attribute should have: `m × second + c`.
    func target(_ d: ConstraintDescription, rects: [String: Rect], f: FrameState) -> Double? {
        guard let second = d.secondItem, let sa = d.secondAttribute else { return d.constant }
        return value(sa, item: second, rects: rects, f: f).map { d.multiplier * $0 + d.constant }
    }

    /// From the first item's attribute to where the constraint wants it, drawn across the
    /// middle of the first item (a size constraint along its far edge).
    func violationLine(_ d: ConstraintDescription, rects: [String: Rect], f: FrameState) -> (from: Point, to: Point)? {
        guard let r = rect(of: d.firstItem, rects: rects, f: f),
              let now = value(d.firstAttribute, item: d.firstItem, rects: rects, f: f),
              let want = target(d, rects: rects, f: f) else { return nil }
        switch d.firstAttribute {
        case .width: return (Point(r.minX + now, r.midY), Point(r.minX + want, r.midY))
        case .height: return (Point(r.midX, r.minY + now), Point(r.midX, r.minY + want))
        default:
            return d.firstAttribute.isHorizontal ? (Point(now, r.midY), Point(want, r.midY))
                                                 : (Point(r.midX, now), Point(r.midX, want))
        }
    }

    /// Between the two anchors a constraint ties, as Xcode's view debugger draws it.
    func anchorLine(_ d: ConstraintDescription, rects: [String: Rect], f: FrameState) -> (from: Point, to: Point)? {
        guard let r = rect(of: d.firstItem, rects: rects, f: f),
              let now = value(d.firstAttribute, item: d.firstItem, rects: rects, f: f) else { return nil }
        switch d.firstAttribute {
        case .width: return (Point(r.minX, r.maxY), Point(r.maxX, r.maxY))
        case .height: return (Point(r.maxX, r.minY), Point(r.maxX, r.maxY))
        default:
            guard let second = d.secondItem, let sa = d.secondAttribute,
                  let other = value(sa, item: second, rects: rects, f: f) else { return nil }
            return d.firstAttribute.isHorizontal ? (Point(now, r.midY), Point(other, r.midY))
                                                 : (Point(r.midX, now), Point(r.midX, other))
        }
    }
}

extension Rect {
    func isClose(to other: Rect, tolerance: Double = 0.5) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
