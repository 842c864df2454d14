import Geometry
import Layout

/// One view in one frame: its presentation (what is on screen), and its model (what
/// layout says) where they differ.
public struct ViewFrame: Equatable {
    public var id: ViewID
    public var parent: ViewID
    /// Colours below are as drawn: resolved for `userInterfaceStyle`.
    /// Presentation geometry, superview coordinates, UIKit's meanings.
    public var frame: Rect
    public var bounds: Rect
    public var center: Point
    public var transform: AffineTransform
    public var anchorPoint: Point
    public var alpha: Double
    public var backgroundColor: Color?
    public var cornerRadius: Double
    public var border: Border<Color>?
    public var isHidden: Bool
    /// Whether a superview (or one of its superviews) is hidden: the view is not drawn
    /// then either, whatever its own `isHidden`.
    public var isInsideHiddenView: Bool
    public var text: String?
    /// The font shown: a Dynamic Type style at the frame's content size category.
    public var font: FontDescriptor
    /// Where each line sits: `natural` already resolved by the view's layout direction.
    public var textAlignment: TextAlignment
    public var textColor: Color
    public var numberOfLines: Int
    /// `clipsToBounds`: the view's subviews are drawn only inside its (rounded) bounds.
    public var clipsToBounds: Bool
    /// The view's own `UILayoutGuide`s and their `layoutFrame`s (the view's coordinates).
    public var layoutGuides: [LayoutGuideFrame]
    /// The untransformed layout rect in the root view's coordinates (where constraints
    /// live; under legacy rotation the root view itself is turned), presentation and model.
    public var rootLayoutRect: Rect
    public var modelRootLayoutRect: Rect
    /// Where a running geometry animation started (root coordinates, untransformed).
    public var animationOrigin: Rect?
    /// The view's `safeAreaLayoutGuide` and `layoutMarginsGuide` as the frame shows them:
    /// `rootLayoutRect` inset by the insets of this frame's layout pass.
    public var safeAreaRect: Rect
    public var marginsRect: Rect
    /// The view's class and that class's own properties (`plain` for UIView, UILabel,
    /// UIStackView): what a control draws inside its bounds.
    public var content: ViewContent
    /// The view's UIKit class (a UILabel has text, a UIStackView a stack).
    public var viewClass: ViewClass

    /// Whether the view is a `UIControl` (the tap-target check holds it to 44 × 44 pt).
    public var isControl: Bool { viewClass.isControl }
    /// The appearance the view is drawn in: the nearest `overrideUserInterfaceStyle` on it
    /// or above it, else the screen's.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Set for a scroll view.
    public var scroll: ScrollFrame?

    /// Whether the view is drawn at all: neither it nor a superview is hidden.
    public var isVisible: Bool { !isHidden && !isInsideHiddenView }
}
