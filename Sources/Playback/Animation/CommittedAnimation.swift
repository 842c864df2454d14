import Geometry
import Layout

/// What closing an outermost animation block started: the views that got animations
/// and when the block's timing ends (its delay included), so a front end can call the
/// block's completion then. `views` is empty when nothing the block did changed what is
/// on screen (UIKit then calls the completion at once).
public struct CommittedAnimation: Hashable, Sendable {
    public var views: [ViewID]
    public var start: Double
    public var end: Double
}
