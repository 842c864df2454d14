import Geometry
import Layout

/// Scrolling, as UIScrollView scrolls: `contentOffset` set at once, or animated by the
/// scroll view itself (`setContentOffset(_:animated: true)`, `scrollRectToVisible`): the
/// offset — the model, not a Core Animation layer — moves a little every frame, and every
/// frame lays out again (what depends on the offset: the frame layout guide, constraints out
/// of the content, a table's visible cells), as UIKit's scroll animation calls
/// `layoutSubviews` and `scrollViewDidScroll` on every frame of it.
///
/// Set inside an animation block, the offset is an ordinary change of `bounds` and
/// animates with the block, as `UIView.animate { scrollView.contentOffset = … }` does.
///
/// The scroll indicators show while the content moves and fade out afterwards
/// (`ScrollIndicatorTiming`).
extension Player {
    /// UIKit's scroll animation: 0.33 s at a constant rate. Apple's Scroll View
    /// Programming Guide says "at a constant rate" without a duration; 0.33 s is the one
    /// Iconfactory's UIKit reimplementation (Chameleon, `UIScrollViewAnimationDuration`) uses.
    public static let scrollAnimation = AnimationSpec(duration: 0.33, curve: .bezier(.linear))

    /// `setContentOffset(_:animated:)`. Not animated, it takes effect at once (inside an open
    /// animation block, the block animates it); animated, the scroll view runs its own
    /// animation from where it is now.
    public func setContentOffset(_ offset: Point, of id: ViewID, animated: Bool) throws {
        guard let scroll = engine.tree.scrollLayout(of: id) else {
            throw LayoutError.invalidViewProperty(view: id, reason: "it is not a UIScrollView")
        }
        scrollAnimations.removeAll { $0.id == id }
        // A recording plays until an animated scroll would be over, whether or not it moves
        // (as a timeline's event ends then: `TimelineEvent.end`).
        if animated { endOfLastAnimation = max(endOfLastAnimation, now + Self.scrollAnimation.end) }
        if animated, offset != scroll.contentOffset {
            let animation = PropertyAnimation(from: scroll.contentOffset, to: offset, start: now, spec: Self.scrollAnimation)
            scrollAnimations.append((id, animation))
            noteScrolling(id, from: now, to: now + Self.scrollAnimation.end)
        } else if offset != scroll.contentOffset {
            try engine.setContentOffset(offset, of: id)
            noteScrolling(id, from: now, to: now)
        }
    }

    /// `scrollRectToVisible(_:animated:)`: `rect` is in the scroll view's content
    /// coordinates; the offset moves the least that shows it (see
    /// `ViewTree.contentOffset(revealing:in:)`), animated as `setContentOffset`.
    public func scrollRectToVisible(_ rect: Rect, in id: ViewID, animated: Bool) throws {
        try setContentOffset(try engine.tree.contentOffset(revealing: rect, in: id), of: id, animated: animated)
    }

    /// `flashScrollIndicators()`: the indicators show for a moment.
    public func flashScrollIndicators(_ id: ViewID) throws {
        guard engine.tree.scrollLayout(of: id) != nil else {
            throw LayoutError.invalidViewProperty(view: id, reason: "it is not a UIScrollView")
        }
        noteScrolling(id, from: now, to: now)
    }

    /// Each running scroll animation puts its offset for `t` into the model; finished ones
    /// end at their target and are dropped.
    func stepScrollAnimations(at t: Double) {
        guard !scrollAnimations.isEmpty else { return }
        for (id, a) in scrollAnimations { try? engine.setContentOffset(a.value(at: t), of: id) }
        scrollAnimations.removeAll { $0.animation.isFinished(at: t) }
    }

    /// The content of `id` moves from `start` until `end`: its indicators show.
    func noteScrolling(_ id: ViewID, from start: Double, to end: Double) {
        if let k = scrollActivity.firstIndex(where: { $0.id == id }) {
            let was = scrollActivity[k].span
            // Moving on from a movement still on screen: one stretch of showing.
            let from = ScrollIndicatorTiming.alpha(at: start, activity: was) > 0 ? was.lowerBound : start
            scrollActivity[k].span = from...max(end, from)
        } else {
            scrollActivity.append((id, start...end))
        }
    }

    /// How opaque a scroll view's indicators are at `t` (0: not shown).
    func indicatorAlpha(of id: ViewID, at t: Double) -> Double {
        var alpha = scrollActivity.first { $0.id == id }.map { ScrollIndicatorTiming.alpha(at: t, activity: $0.span) } ?? 0
        // An animation block that moves the offset scrolls too, for as long as it runs.
        if let bounds = animations[id]?.bounds, bounds.from.origin != bounds.to.origin, !bounds.isFinished(at: t),
           t >= bounds.start {
            alpha = 1
        }
        return alpha
    }
}

/// When scroll indicators show: from the moment the content starts moving until
/// `hold` seconds after it stops, then fading out over `fade` seconds. UIKit publishes no
/// figures; these are animrender's choice (docs/timeline-format.md, scroll views).
public enum ScrollIndicatorTiming {
    public static let hold = 0.5
    public static let fade = 0.25

    static func alpha(at t: Double, activity: ClosedRange<Double>) -> Double {
        guard t >= activity.lowerBound else { return 0 }
        let after = t - activity.upperBound - hold
        if after <= 0 { return 1 }
        return max(0, 1 - after / fade)
    }
}
