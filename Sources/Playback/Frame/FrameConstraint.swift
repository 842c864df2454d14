import Geometry
import Layout

/// One active constraint the user wrote, as a frame shows it: what it says (its
/// constant as of the frame) and where its anchors are in the frame on screen, in the
/// root view's coordinates (see `ViewFrame.rootLayoutRect`).
public struct FrameConstraint: Hashable {
    public var id: String
    public var description: ConstraintDescription
    /// Broken by the engine to recover from unsatisfiable constraints: active, not enforced.
    public var isBroken: Bool
    /// Between the two anchors the constraint ties, as Xcode's view debugger draws it (a
    /// size constraint along its view's far edge); nil when an item is not on screen.
    public var anchorLine: Segment?
    /// From where the first item's attribute is on screen to where the constraint wants
    /// it (`multiplier × second + constant`), across the middle of the first item (a size
    /// constraint along its far edge); nil when an item is not on screen.
    public var targetLine: Segment?

    /// The views the constraint ties (first item, then second), for ghosts and tags.
    public var views: [String] { [description.firstItem.view] + (description.secondItem.map { [$0.view] } ?? []) }
}

/// A line between two points.
public struct Segment: Hashable, Sendable {
    public var from: Point
    public var to: Point
    public init(from: Point, to: Point) { self.from = from; self.to = to }
}
