import Geometry
import Layout
import Playback

extension ViewSpec {
    /// The view as the player takes it: layout properties for the engine, the rest as
    /// its appearance.
    var viewDescription: ViewDescription {
        var layout = Layout::ViewSpec(
            id: id, parent: parent, intrinsicContentSize: intrinsicContentSize,
            hugging: contentHuggingPriority, compression: contentCompressionResistancePriority,
            translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints,
            frame: frame, autoresizingMask: autoresizingMask,
            layoutMargins: layoutMargins, text: text, font: font, numberOfLines: numberOfLines,
            preferredMaxLayoutWidth: preferredMaxLayoutWidth, transform: transform.affineTransform,
            anchorPoint: anchorPoint, isHidden: isHidden, keepCenterOf: keepCenterOf, stack: stack)
        layout.alignmentRectInsets = alignmentRectInsets
        layout.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        layout.layoutGuides = layoutGuides
        layout.directionalLayoutMargins = directionalLayoutMargins
        layout.semanticContentAttribute = semanticContentAttribute
        layout.textAlignment = textAlignment
        layout.condition = condition
        layout.content = content
        return ViewDescription(
            layout: layout,
            appearance: ViewAppearance(backgroundColor: backgroundColor, cornerRadius: cornerRadius, border: border,
                                       alpha: alpha, textColor: textColor, clipsToBounds: clipsToBounds,
                                       overrideUserInterfaceStyle: overrideUserInterfaceStyle))
    }
}
