import Geometry

/// What a view looks like beyond its geometry: the UIView and CALayer properties the
/// renderer draws. Core Animation animates `backgroundColor`, `cornerRadius` and `alpha`
/// inside an animation block; `border` and `textColor` change at once. (A label's text,
/// font and line count are in the layout spec, because the engine measures them.)
public struct ViewAppearance: Hashable, Sendable {
    /// nil: no background (UIView's default, `.clear`).
    public var backgroundColor: Color?
    public var cornerRadius: Double
    public var border: Border?
    public var alpha: Double
    public var textColor: Color
    /// `clipsToBounds` (CALayer's `masksToBounds`): subviews are clipped to the bounds,
    /// rounded by `cornerRadius`. Changes at once.
    public var clipsToBounds: Bool

    /// UIView's defaults: clear, square, no border, opaque, black text, no clipping.
    public init(backgroundColor: Color? = nil, cornerRadius: Double = 0, border: Border? = nil, alpha: Double = 1,
                textColor: Color = .black, clipsToBounds: Bool = false) {
        self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius; self.border = border
        self.alpha = alpha; self.textColor = textColor; self.clipsToBounds = clipsToBounds
    }
}
