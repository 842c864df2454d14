import Geometry
import Layout

/// One settable property of a view, with its value already validated. A view declaration
/// is the defaults plus a list of these, and a `view`+`set` change is another list, so
/// both share one decoder and one `ViewDeclaration.applying(_:)`.
public enum ViewProperty: Hashable, Sendable {
    /// nil clears the background.
    case backgroundColor(DynamicColor?)
    case cornerRadius(Double)
    /// nil removes the border.
    case border(Border<DynamicColor>?)
    case alpha(Double)
    case hidden(Bool)
    /// nil makes the view a plain view again (not a label).
    case text(String?)
    case font(FontDescriptor)
    case textColor(DynamicColor)
    case numberOfLines(Int)
    /// nil: set from the first layout pass (the two-pass pattern).
    case preferredMaxLayoutWidth(Double?)
    /// nil: measure the text (or no intrinsic size); −1 in an axis: no intrinsic metric.
    case intrinsicContentSize(Size?)
    /// Per axis, as `setContentHuggingPriority(_:for:)`: an absent axis keeps its value.
    case contentHuggingPriority(horizontal: Double?, vertical: Double?)
    case contentCompressionResistancePriority(horizontal: Double?, vertical: Double?)
    case translatesAutoresizingMaskIntoConstraints(Bool)
    case frame(Rect)
    case autoresizingMask(AutoresizingMask)
    case layoutMargins(EdgeInsets)
    /// `{top, leading, bottom, trailing}`; replaces `layoutMargins`.
    case directionalLayoutMargins(DirectionalEdgeInsets)
    case semanticContentAttribute(SemanticContentAttribute)
    case textAlignment(TextAlignment)
    /// Replaces the whole transform, as assigning `view.transform` does.
    case transform(TransformSpec)
    case anchorPoint(Point)
    /// `layout.keepCenterOf`: nil turns the correction off.
    case keepCenterOf(ViewID?)
    /// `stack`: makes the view a UIStackView or changes the written stack properties;
    /// null makes it a plain view again.
    case stack(StackPatch?)
    case clipsToBounds(Bool)
    /// `{ top, left, bottom, right }`, missing sides 0.
    case alignmentRectInsets(EdgeInsets)
    case preservesSuperviewLayoutMargins(Bool)
    /// The view's own UILayoutGuide ids, replacing the list (a guide not listed any more
    /// is removed, with its constraints).
    case layoutGuides([LayoutGuideID])
    /// A property of the view's class (`"class"`), such as a UISwitch's `isOn`.
    case content(ClassProperty)
    /// `overrideUserInterfaceStyle`: the appearance of the view and its subviews; nil
    /// (`unspecified`) inherits it again.
    case overrideUserInterfaceStyle(UserInterfaceStyle?)

    /// The JSON key of the property (`keepCenterOf` lives under `layout`).
    public var name: String {
        switch self {
        case .backgroundColor: return "backgroundColor"
        case .cornerRadius: return "cornerRadius"
        case .border: return "border"
        case .alpha: return "alpha"
        case .hidden: return "hidden"
        case .text: return "text"
        case .font: return "font"
        case .textColor: return "textColor"
        case .numberOfLines: return "numberOfLines"
        case .preferredMaxLayoutWidth: return "preferredMaxLayoutWidth"
        case .intrinsicContentSize: return "intrinsicContentSize"
        case .contentHuggingPriority: return "contentHuggingPriority"
        case .contentCompressionResistancePriority: return "contentCompressionResistancePriority"
        case .translatesAutoresizingMaskIntoConstraints: return "translatesAutoresizingMaskIntoConstraints"
        case .frame: return "frame"
        case .autoresizingMask: return "autoresizingMask"
        case .layoutMargins: return "layoutMargins"
        case .directionalLayoutMargins: return "directionalLayoutMargins"
        case .semanticContentAttribute: return "semanticContentAttribute"
        case .textAlignment: return "textAlignment"
        case .transform: return "transform"
        case .anchorPoint: return "anchorPoint"
        case .keepCenterOf: return "layout"
        case .stack: return "stack"
        case .clipsToBounds: return "clipsToBounds"
        case .alignmentRectInsets: return "alignmentRectInsets"
        case .preservesSuperviewLayoutMargins: return "preservesSuperviewLayoutMargins"
        case .layoutGuides: return "layoutGuides"
        case .content(let p): return p.name
        case .overrideUserInterfaceStyle: return "overrideUserInterfaceStyle"
        }
    }
}
