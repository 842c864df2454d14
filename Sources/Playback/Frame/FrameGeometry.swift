import Geometry
import Layout

/// The rects a frame's constraints are measured on, in the root view's coordinates:
/// each view's (and user layout guide's) layout rect as shown, the window's bounds, and
/// each view's insets as of the frame's layout pass.
struct FrameGeometry {
    /// Insets of one view's rect: its guides', and its alignment rect's.
    struct Insets {
        var safeArea: EdgeInsets
        var margins: EdgeInsets
        var alignment: EdgeInsets = .zero
    }
    /// Each id's place in `rects` and `insets`: one hash per look-up (a frame measures
    /// every active constraint on these, several look-ups each).
    private var slots: [ViewID: Int] = [:]
    private var rects: [Rect] = []
    private var insets: [Insets?] = []
    /// Each view's superview (to tell a scroll view's content from the outside).
    private var parents: [ViewID?] = []
    /// A scroll view's content area (its content layout guide) as shown.
    private var contents: [Rect?] = []

    init(capacity: Int) {
        slots.reserveCapacity(capacity); rects.reserveCapacity(capacity); insets.reserveCapacity(capacity)
        parents.reserveCapacity(capacity); contents.reserveCapacity(capacity)
    }

    /// Gives `id` its rect, and its insets when given (an id set again keeps its earlier
    /// insets unless new ones are given).
    mutating func set(_ id: ViewID, rect: Rect, insets newInsets: Insets? = nil, parent: ViewID? = nil) {
        if let k = slots[id] {
            rects[k] = rect
            if let newInsets { insets[k] = newInsets }
            if let parent { parents[k] = parent }
            return
        }
        slots[id] = rects.count
        rects.append(rect)
        insets.append(newInsets)
        parents.append(parent)
        contents.append(nil)
    }

    /// Gives a scroll view that has a rect its content area.
    mutating func setContent(_ id: ViewID, _ rect: Rect) {
        if let k = slots[id] { contents[k] = rect }
    }

    /// Whether `view` is inside `ancestor` (at any depth).
    private func isInside(_ view: ViewID, _ ancestor: ViewID) -> Bool {
        var cursor = slots[view].flatMap { parents[$0] }
        while let c = cursor {
            if c == ancestor { return true }
            cursor = slots[c].flatMap { parents[$0] }
        }
        return false
    }

    /// Gives an id that already has a rect its insets.
    mutating func setInsets(_ id: ViewID, _ newInsets: Insets) {
        if let k = slots[id] { insets[k] = newInsets }
    }

    /// The rect a constraint item stands for: a view's alignment rect (the one Auto
    /// Layout places), a user guide's layout frame, or a view's safe-area or margins guide.
    func rect(of item: ItemReference) -> Rect? {
        guard let k = slots[item.view] else { return nil }
        let r = rects[k], i = insets[k]
        switch item.guide {
        case nil: return r.insetBy(i?.alignment ?? .zero)
        case .safeArea?: return r.insetBy(i?.safeArea ?? .zero)
        case .margins?: return r.insetBy(i?.margins ?? .zero)
        case .contentLayoutGuide?: return contents[k]
        case .frameLayoutGuide?: return r
        }
    }

    /// An attribute's value on a rect (margin attributes on the margins guide's rect). A
    /// scroll view's edges and margins seen from its content (`other`, the constraint's other
    /// item, is inside it) are its content area's, as the engine reads them.
    func value(_ a: LayoutAttribute, item: ItemReference, seenFrom other: ItemReference? = nil) -> Double? {
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
        if item.guide == nil, let other, let k = slots[item.view], let content = contents[k],
           [.left, .right, .leading, .trailing, .top, .bottom].contains(plain),
           other.view == item.view || isInside(other.view, item.view) {
            return Self.value(plain, on: ref.guide == .margins ? content.insetBy(insets[k]?.margins ?? .zero) : content)
        }
        return rect(of: ref).flatMap { Self.value(plain, on: $0) }
    }

    static func value(_ plain: LayoutAttribute, on r: Rect) -> Double? {
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
    func target(_ d: ConstraintDescription) -> Double? {
        guard let second = d.secondItem, let sa = d.secondAttribute else { return d.constant }
        return value(sa, item: second, seenFrom: d.firstItem).map { d.multiplier * $0 + d.constant }
    }

    /// See `FrameConstraint.targetLine`.
    func targetLine(_ d: ConstraintDescription) -> Segment? {
        guard let r = rect(of: d.firstItem), let now = value(d.firstAttribute, item: d.firstItem, seenFrom: d.secondItem),
              let want = target(d) else { return nil }
        switch d.firstAttribute {
        case .width: return Segment(from: Point(r.minX + now, r.midY), to: Point(r.minX + want, r.midY))
        case .height: return Segment(from: Point(r.midX, r.minY + now), to: Point(r.midX, r.minY + want))
        default:
            return d.firstAttribute.isHorizontal ? Segment(from: Point(now, r.midY), to: Point(want, r.midY))
                                                 : Segment(from: Point(r.midX, now), to: Point(r.midX, want))
        }
    }

    /// See `FrameConstraint.anchorLine`.
    func anchorLine(_ d: ConstraintDescription) -> Segment? {
        guard let r = rect(of: d.firstItem), let now = value(d.firstAttribute, item: d.firstItem, seenFrom: d.secondItem)
        else { return nil }
        switch d.firstAttribute {
        case .width: return Segment(from: Point(r.minX, r.maxY), to: Point(r.maxX, r.maxY))
        case .height: return Segment(from: Point(r.maxX, r.minY), to: Point(r.maxX, r.maxY))
        default:
            guard let second = d.secondItem, let sa = d.secondAttribute,
                  let other = value(sa, item: second, seenFrom: d.firstItem) else { return nil }
            return d.firstAttribute.isHorizontal ? Segment(from: Point(now, r.midY), to: Point(other, r.midY))
                                                 : Segment(from: Point(r.midX, now), to: Point(r.midX, other))
        }
    }
}
