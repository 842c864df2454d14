import Geometry

/// What a view looks like beyond its geometry: the UIView and CALayer properties the
/// renderer draws. Core Animation animates `backgroundColor`, `cornerRadius` and `alpha`
/// inside an animation block; `border` and `textColor` change at once. (A label's text,
/// font and line count are in the layout spec, because the engine measures them.)
///
/// Colours are dynamic (`DynamicColor`): a frame shows each resolved for the appearance in
/// force at the view (its own or an ancestor's `overrideUserInterfaceStyle`, else the
/// screen's), and when the appearance changes inside an animation block the background
/// colour animates to its new value as any other change of it does.
public struct ViewAppearance: Hashable, Sendable {
    /// nil: no background (UIView's default, `.clear`).
    public var backgroundColor: DynamicColor?
    public var cornerRadius: Double
    public var border: Border<DynamicColor>?
    public var alpha: Double
    public var textColor: DynamicColor
    /// `clipsToBounds` (CALayer's `masksToBounds`): subviews are clipped to the bounds,
    /// rounded by `cornerRadius`. Changes at once.
    public var clipsToBounds: Bool
    /// `overrideUserInterfaceStyle`: the appearance this view and its subviews take
    /// whatever the screen's; nil (UIKit's `.unspecified`) inherits it.
    public var overrideUserInterfaceStyle: UserInterfaceStyle?

    /// UIView's defaults: clear, square, no border, opaque, black text, no clipping,
    /// the inherited appearance.
    public init(backgroundColor: DynamicColor? = nil, cornerRadius: Double = 0, border: Border<DynamicColor>? = nil,
                alpha: Double = 1, textColor: DynamicColor = .black, clipsToBounds: Bool = false,
                overrideUserInterfaceStyle: UserInterfaceStyle? = nil) {
        self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius; self.border = border
        self.alpha = alpha; self.textColor = textColor; self.clipsToBounds = clipsToBounds
        self.overrideUserInterfaceStyle = overrideUserInterfaceStyle
    }
}
