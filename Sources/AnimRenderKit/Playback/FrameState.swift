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

/// One view in one frame: its presentation (what is on screen), and its model (what
/// layout says) where they differ.
public struct ViewFrame {
    public var id: String
    public var parent: String
    /// Presentation geometry, superview coordinates, UIKit's meanings.
    public var frame: Rect
    public var bounds: Rect
    public var center: Point
    public var transform: AffineTransform
    public var anchorPoint: Point
    public var alpha: Double
    public var backgroundColor: Color?
    public var cornerRadius: Double
    public var border: (width: Double, color: Color)?
    public var isHidden: Bool
    public var text: String?
    public var font: FontDescriptor
    public var textColor: Color
    public var numberOfLines: Int
    /// The untransformed layout rect in the root view's coordinates (where constraints
    /// live; under legacy rotation the root view itself is turned), presentation and model.
    public var rootLayoutRect: Rect
    public var modelRootLayoutRect: Rect
    /// Where a running geometry animation started (root coordinates, untransformed).
    public var animationOrigin: Rect?
}
