import Cassowary
import Geometry

/// Everything the layout engine needs to know about one view (TIMELINE.md "Views").
/// Defaults are the timeline's: no intrinsic size, hugging 250, compression 750, laid out
/// by constraints, identity transform, anchor point (0.5, 0.5), layout margins 8.
public struct ViewSpec: Hashable, Sendable {
    public var id: ViewID
    /// The superview's id; `root` by default.
    public var parent: ViewID
    /// Position among the parent's subviews (back to front); nil appends in front.
    public var index: Int?
    /// Overrides the measured size; a negative value (UIKit's -1,
    /// `UIView.noIntrinsicMetric`) in one axis means no intrinsic metric in that axis.
    public var intrinsicContentSize: Size?
    public var hugging: AxisPriorities
    public var compression: AxisPriorities
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// Used with `translatesAutoresizingMaskIntoConstraints`: the frame (untransformed
    /// layout rect) in the superview at the time the view is added.
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask
    public var layoutMargins: EdgeInsets
    /// `directionalLayoutMargins`: when set, the margins follow the view's layout
    /// direction (leading/trailing) and replace `layoutMargins`, as setting either
    /// property in UIKit sets the other.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// When true the margins are measured from the safe area, as UIKit's default.
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// Its view controller's `additionalSafeAreaInsets`: added to the safe area the view
    /// gets from its superview (or, for the root view, from the window).
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    /// Non-nil makes the view a label: its intrinsic size is the measured text.
    public var text: String?
    public var font: FontDescriptor
    public var numberOfLines: Int
    public var preferredMaxLayoutWidth: Double?
    public var transform: AffineTransform
    public var anchorPoint: Point
    public var isHidden: Bool
    /// The container-center correction: after every layout pass this view puts the named
    /// child's center back where the first pass put it.
    public var keepCenterOf: ViewID?
    /// Non-nil makes the view a UIStackView that arranges the named subviews.
    public var stack: StackConfiguration?
    /// Whether the view (and with it its subviews) flips in a right-to-left layout.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// A label's `textAlignment` (natural: by the view's layout direction).
    public var textAlignment: TextAlignment = .natural
    /// A size-class variation: the view is in the window only while the traits match
    /// (Interface Builder's "installed"); nil installs it always.
    public var condition: SizeClassCondition?
    /// `alignmentRectInsets`: constraints place the alignment rect, the frame inset by
    /// these; the frame is larger than what the constraints say by them (Auto Layout's
    /// alignment rect). Intrinsic content size is the alignment rect's size.
    public var alignmentRectInsets: EdgeInsets = .zero
    /// `preservesSuperviewLayoutMargins`: the view's margins also keep its content out of
    /// the part of the superview's margins it overlaps (UIKit's default: false).
    public var preservesSuperviewLayoutMargins = false
    /// The ids of the view's own `UILayoutGuide`s (`addLayoutGuide`), in the order added:
    /// rects in the view's coordinates that constraints can name like views.
    public var layoutGuides: [LayoutGuideID] = []
    /// The view's class and its own properties when its class is not told by the ones
    /// above (a UISwitch, …): the engine measures it as that class's `intrinsicContentSize`.
    public var content: ViewContent = .plain
    /// With `translatesAutoresizingMaskIntoConstraints`: the frame is held by UIKit's
    /// `UIView-Encapsulated-Layout-Left/-Top/-Width/-Height` (required) instead of the
    /// autoresizing mask's constraints, as a table cell holds its content view at the size
    /// the table gives the row, so a content view whose constraints want another height
    /// conflicts as on a device.
    public var isEncapsulated = false

    public init(id: ViewID, parent: ViewID = .root, index: Int? = nil, intrinsicContentSize: Size? = nil,
                hugging: AxisPriorities = .defaultHugging, compression: AxisPriorities = .defaultCompression,
                translatesAutoresizingMaskIntoConstraints: Bool = false, frame: Rect? = nil,
                autoresizingMask: AutoresizingMask = [], layoutMargins: EdgeInsets = .uniform(8),
                insetsLayoutMarginsFromSafeArea: Bool = true, text: String? = nil,
                font: FontDescriptor = FontDescriptor(), numberOfLines: Int = 1,
                preferredMaxLayoutWidth: Double? = nil, transform: AffineTransform = .identity,
                anchorPoint: Point = Point(0.5, 0.5), isHidden: Bool = false, keepCenterOf: ViewID? = nil,
                stack: StackConfiguration? = nil) {
        self.id = id; self.parent = parent; self.index = index; self.intrinsicContentSize = intrinsicContentSize
        self.hugging = hugging; self.compression = compression
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.frame = frame; self.autoresizingMask = autoresizingMask; self.layoutMargins = layoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea; self.text = text
        self.font = font; self.numberOfLines = numberOfLines; self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.transform = transform; self.anchorPoint = anchorPoint; self.isHidden = isHidden
        self.keepCenterOf = keepCenterOf; self.stack = stack
    }

    /// Whether the view is a UILabel.
    public var isLabel: Bool { text != nil }
    /// Whether the view is a UIStackView.
    public var isStack: Bool { stack != nil }
    /// The view's UIKit class: its content's, else told by its properties.
    public var viewClass: ViewClass { content.viewClass ?? (isStack ? .stackView : isLabel ? .label : .view) }
    /// A UIScrollView's properties (its content's): non-nil makes the view a scroll view,
    /// whose subviews scroll by its `bounds.origin` (`contentOffset`), with a content and a
    /// frame layout guide.
    public var scroll: ScrollContent? {
        get { content.scroll }
        set { content.scroll = newValue }
    }
    /// Whether the view is a UIScrollView.
    public var isScrollView: Bool { scroll != nil }
}
