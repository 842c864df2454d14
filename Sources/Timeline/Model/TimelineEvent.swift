import Geometry
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
    public var source: SourceReference

    /// When the event's animation (if any) is over.
    public var end: Double { at + (animation?.end ?? 0) }
}

/// One change of an event, with where it was written.
public struct TimelineChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A constraint's constant.
        case constant(id: String, to: Double)
        /// A constraint's priority, 1…1000 (optional↔optional only at run time).
        case priority(id: String, to: Double)
        case activate([String])
        case deactivate([String])
        case add(ConstraintEntry)
        case remove(String)
        /// `{ "view": id, "set": {…} }`, properties in the order written.
        case setView(id: String, properties: [ViewProperty])
        case addView(ViewSpec)
        case removeView(String)
        /// Refused at run time if the orientation masks forbid it.
        case orientation(InterfaceOrientation)
        /// Mapped through `DeviceOrientation.interfaceOrientation`; faceUp/faceDown/unknown
        /// change nothing.
        case deviceOrientation(DeviceOrientation)
        /// The user changed the Dynamic Type text size.
        case contentSizeCategory(ContentSizeCategory)
    }
    public var kind: Kind
    public var source: SourceReference
}
