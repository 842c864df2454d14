import Geometry
import Layout
import Playback

/// A view as declared in `views` (or by `addView`), every property present with
/// TIMELINE.md's defaults applied. The Layout and Render stages read these; they never
/// see JSON.
public struct ViewSpec: Hashable, Sendable {
    public var id: String
    /// A declared view id, `root` or `window`.
    public var parent: String
    public var backgroundColor: DynamicColor?
    public var cornerRadius: Double = 0
    public var border: Border<DynamicColor>?
    public var alpha: Double = 1
    public var isHidden = false
    /// A view with text is a label.
    public var text: String?
    public var font = FontDescriptor()
    public var textColor = DynamicColor.black
    public var numberOfLines = 1
    public var preferredMaxLayoutWidth: Double?
    /// Overrides the measured size; −1 in an axis means no intrinsic metric there.
    public var intrinsicContentSize: Size?
    public var contentHuggingPriority = AxisPriorities.defaultHugging
    public var contentCompressionResistancePriority = AxisPriorities.defaultCompression
    public var translatesAutoresizingMaskIntoConstraints = false
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask = []
    public var layoutMargins = EdgeInsets.uniform(8)
    /// `directionalLayoutMargins`: margins by leading/trailing; when set they replace
    /// `layoutMargins` (setting either clears the other, as in UIKit).
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// Whether the view and its subviews flip in a right-to-left layout.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// A label's text alignment; `natural` follows the view's layout direction.
    public var textAlignment = TextAlignment.natural
    /// `when`: the size classes the view is installed for; nil: always.
    public var condition: SizeClassCondition?
    public var transform = TransformSpec.identity
    public var anchorPoint = Point(0.5, 0.5)
    /// `layout.keepCenterOf`: the child whose center this view restores after layout.
    public var keepCenterOf: String?
    /// Non-nil makes the view a UIStackView.
    public var stack: StackConfiguration?
    public var clipsToBounds = false
    /// Constraints place the frame inset by these (Auto Layout's alignment rect).
    public var alignmentRectInsets = EdgeInsets.zero
    public var preservesSuperviewLayoutMargins = false
    /// The ids of the view's own UILayoutGuides, usable as constraint items.
    public var layoutGuides: [String] = []
    /// `"class"` as written; nil: the class its properties tell (UIView, UILabel with
    /// `text`, UIStackView with `stack`).
    public var viewClass: ViewClass?
    /// The class's own properties (a UISwitch's `isOn`, …); `plain` for the classes that
    /// have none.
    public var content = ViewContent.plain
    /// A scroll view's `contentOffset` as last set in the file (the scroll view keeps the
    /// offset itself, as its bounds' origin; see `TimelineDriver`).
    public var contentOffset: Point?
    /// A UICollectionView's layout, cell prototypes and items.
    public var collection: CollectionSpec?
    /// `overrideUserInterfaceStyle`; nil inherits the appearance.
    public var overrideUserInterfaceStyle: UserInterfaceStyle?
    /// Where the view was declared.
    public var source: SourceReference

    /// The defaults of TIMELINE.md for a view with this id and parent.
    public init(id: String, parent: String = LayoutEngine.rootID, source: SourceReference) {
        self.id = id; self.parent = parent; self.source = source
    }

    public var isLabel: Bool { text != nil }

    public func applying(_ property: ViewProperty) -> ViewSpec {
        var v = self
        switch property {
        case .backgroundColor(let c): v.backgroundColor = c
        case .cornerRadius(let r): v.cornerRadius = r
        case .border(let b): v.border = b
        case .alpha(let a): v.alpha = a
        case .hidden(let h): v.isHidden = h
        case .text(let t): v.text = t
        case .font(let f): v.font = f
        case .textColor(let c): v.textColor = c
        case .numberOfLines(let n): v.numberOfLines = n
        case .preferredMaxLayoutWidth(let w): v.preferredMaxLayoutWidth = w
        case .intrinsicContentSize(let s): v.intrinsicContentSize = s
        case .contentHuggingPriority(let h, let vert):
            v.contentHuggingPriority = contentHuggingPriority.updating(horizontal: h, vertical: vert)
        case .contentCompressionResistancePriority(let h, let vert):
            v.contentCompressionResistancePriority = contentCompressionResistancePriority.updating(horizontal: h, vertical: vert)
        case .translatesAutoresizingMaskIntoConstraints(let t): v.translatesAutoresizingMaskIntoConstraints = t
        case .frame(let f): v.frame = f
        case .autoresizingMask(let m): v.autoresizingMask = m
        case .layoutMargins(let m): v.layoutMargins = m; v.directionalLayoutMargins = nil
        case .directionalLayoutMargins(let m): v.directionalLayoutMargins = m
        case .semanticContentAttribute(let a): v.semanticContentAttribute = a
        case .textAlignment(let a): v.textAlignment = a
        case .transform(let t): v.transform = t
        case .anchorPoint(let p): v.anchorPoint = p
        case .keepCenterOf(let id): v.keepCenterOf = id
        case .stack(let patch): v.stack = patch.map { $0.applied(to: stack ?? StackConfiguration()) }
        case .clipsToBounds(let c): v.clipsToBounds = c
        case .alignmentRectInsets(let a): v.alignmentRectInsets = a
        case .preservesSuperviewLayoutMargins(let p): v.preservesSuperviewLayoutMargins = p
        case .layoutGuides(let g): v.layoutGuides = g
        case .content(.contentOffset(let offset)): v.contentOffset = offset
        case .content(let p): v.content = content.applying(p)
        case .overrideUserInterfaceStyle(let s): v.overrideUserInterfaceStyle = s
        }
        return v
    }

    public func applying(_ properties: [ViewProperty]) -> ViewSpec {
        properties.reduce(self) { $0.applying($1) }
    }
}

extension AxisPriorities {
    /// A timeline's partial pair: an axis left out keeps its priority.
    func updating(horizontal h: Double?, vertical v: Double?) -> AxisPriorities {
        AxisPriorities(horizontal: h.map(LayoutPriority.init) ?? horizontal, vertical: v.map(LayoutPriority.init) ?? vertical)
    }
}
