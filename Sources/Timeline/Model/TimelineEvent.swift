import Geometry
import Layout
import Playback
/// One entry of `timeline`: changes that happen together at time `at`, optionally
/// inside an animation block.
public struct TimelineEvent: Hashable, Sendable {
    /// Seconds from the start.
    public var at: Double
    public var changes: [TimelineChange]
    /// nil: the changes apply at `at` and the next layout pass shows them. Orientation
    /// changes without `animate` get the system rotation animation here.
    public var animation: AnimationSpec?
    /// `animate.layoutIfNeeded`: the view the animation block's `layoutIfNeeded()` is sent
    /// to (the root view when nil); only its subviews animate.
    public var layoutIfNeeded: ViewID?
    public var source: SourceReference
    /// `animate.keyframes`: the event's animation is a keyframe block
    /// (`UIView.animateKeyframes`); nil for a plain one.
    public var keyframes: TimelineKeyframes?

    /// When the event's animation (if any) is over, or a scroll view's own scroll
    /// animation it starts (`Player.scrollAnimation`), or an update's own animation.
    public var end: Double {
        let own = allChanges.map(\.kind.ownAnimationDuration).max() ?? 0
        return at + max(animation?.end ?? 0, own)
    }

    /// The event's changes and then its keyframes' changes, in the order they are made.
    public var allChanges: [TimelineChange] { changes + (keyframes?.keyframes.flatMap(\.changes) ?? []) }
}

/// A keyframe block's calculation mode and keyframes, in file order.
public struct TimelineKeyframes: Hashable, Sendable {
    public var calculationMode: KeyframeCalculationMode
    public var keyframes: [TimelineKeyframe]
}

/// One keyframe: `UIView.addKeyframe(withRelativeStartTime:relativeDuration:) { changes; layoutIfNeeded() }`.
public struct TimelineKeyframe: Hashable, Sendable {
    /// Fractions 0…1 of the animation's duration.
    public var relativeStartTime: Double
    public var relativeDuration: Double
    public var changes: [TimelineChange]
    public var source: SourceReference
}

/// One change of an event, with where it was written.
public struct TimelineChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A constraint's constant.
        case constant(id: LayoutConstraintID, to: Double)
        /// A constraint's priority, 1…1000 (optional↔optional only at run time).
        case priority(id: LayoutConstraintID, to: Double)
        case activate([LayoutConstraintID])
        case deactivate([LayoutConstraintID])
        case add(ConstraintEntry)
        case remove(LayoutConstraintID)
        /// `{ "view": id, "set": {…} }`, properties in the order written.
        case setView(id: ViewID, properties: [ViewProperty])
        case addView(ViewDeclaration)
        case removeView(ViewID)
        /// Refused at run time if the orientation masks forbid it.
        case orientation(InterfaceOrientation)
        /// Mapped through `DeviceOrientation.interfaceOrientation`; faceUp/faceDown/unknown
        /// change nothing.
        case deviceOrientation(DeviceOrientation)
        /// The user changed the Dynamic Type text size.
        case contentSizeCategory(ContentSizeCategory)
        /// The user switched between light and dark.
        case userInterfaceStyle(UserInterfaceStyle)
        /// `exerciseAmbiguityInLayout()` on a view.
        case exerciseAmbiguity(ViewID)
        /// UIKit's debugging text, printed into the trace.
        case dump(DumpRequest)
        /// `setContentOffset(_:animated:)` on a scroll view.
        case setContentOffset(view: ViewID, to: Point, animated: Bool)
        /// `scrollRectToVisible(_:animated:)` on a scroll view: a rect in its content, or a
        /// view in it (its bounds, converted to the scroll view's coordinates).
        case scrollRectToVisible(view: ViewID, target: ScrollTarget, animated: Bool)
        /// `insertItems(at:)`, `deleteItems(at:)` or `reloadItems(at:)` on a collection view,
        /// with the inserted or reloaded items' content (docs/collections.md, "In a timeline").
        case updateItems(view: ViewID, update: CollectionItemUpdate, animated: Bool)
    }
    public var kind: Kind
    public var source: SourceReference
}

extension TimelineChange.Kind {
    /// An animated `setContentOffset` or `scrollRectToVisible`: the scroll view's own animation.
    var startsScrollAnimation: Bool {
        switch self {
        case .setContentOffset(_, _, let animated), .scrollRectToVisible(_, _, let animated): return animated
        default: return false
        }
    }

    /// How long the animation the change starts by itself lasts (an animated scroll's, an
    /// animated update's), 0 for none.
    var ownAnimationDuration: Double {
        if startsScrollAnimation { return Player.scrollAnimation.end }
        guard case .updateItems(_, let update, true) = self else { return 0 }
        // A table's update animates its rows whatever the style (`.none` only brings the
        // rows that come and go at once; the others slide).
        return update.kind.isRows ? TableMetrics.rowAnimationDuration : CollectionMetrics.updateDuration
    }
}

/// What `scrollRectToVisible` shows: a rect in the scroll view's content coordinates, or a
/// view (`view.convert(view.bounds, to: scrollView)`).
public enum ScrollTarget: Hashable, Sendable {
    case rect(Rect)
    case view(ViewID)
}

/// What a `dump` change prints, as UIKit's debugging methods print it.
public enum DumpRequest: Hashable, Sendable {
    /// `_autolayoutTrace` of the window.
    case autolayoutTrace
    /// `constraintsAffectingLayout(for:)` of a view.
    case constraintsAffectingLayout(view: ViewID, axis: LayoutAxis)

    /// The names `dump` takes.
    public static let names = ["autolayoutTrace", "constraintsAffectingLayout"]
}
