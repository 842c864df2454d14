import Geometry
import Layout

/// Everything one frame shows and measures: what frames.json records and what the
/// scene builder draws. Produced by `Player.advance(to:)`; a pure value.
public struct FrameState {
    public var index: Int
    public var time: Double
    /// The interface orientation (UIInterfaceOrientation name).
    public var orientation: String
    /// The window's bounds.
    public var windowBounds: Rect
    /// The root view's safe-area insets.
    public var safeArea: EdgeInsets
    /// Root and the declared views, in tree order (pre-order, back to front).
    public var views: [ViewFrame]
    /// Active constraints the frame on screen breaks by more than the model does.
    public var violations: [ConstraintViolation]
    /// How far the viewer sees the window turned (radians, clockwise): the device's turn
    /// under legacy rotation, the catching-up interface during a modern rotation.
    public var viewerRotation: Double
    /// How far the physical device is turned from portrait (radians, clockwise as the
    /// viewer sees it): the device outline's angle.
    public var deviceRotation: Double
}
