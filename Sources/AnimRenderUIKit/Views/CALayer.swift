import Foundation
import Geometry

/// The part of a view's Core Animation layer that layout and drawing read: corner radius,
/// anchor point, border, opacity. Every property is its view's (setting it changes the
/// view, and animates inside an animation block as UIKit's layer-backed properties do:
/// corner radius and opacity animate, the border changes at once).
@preconcurrency @MainActor
public final class CALayer {
    weak var owner: UIView?
    init() {}

    /// Animates inside an animation block, as UIKit's layer-backed properties do.
    public var cornerRadius: CGFloat {
        get { CGFloat(owner?.appearance.cornerRadius ?? 0) }
        set { owner?.changeAppearance { $0.cornerRadius = newValue.native } }
    }
    /// The point of the bounds the transform turns and scales about, as Core Animation's.
    public var anchorPoint: CGPoint {
        get { CGPoint(owner?.spec.anchorPoint ?? Point(0.5, 0.5)) }
        set { owner?.changeSpec { $0.anchorPoint = newValue.point } }
    }
    /// Changes at once, even inside an animation block (Core Animation would animate it).
    public var borderWidth: CGFloat {
        get { CGFloat(owner?.appearance.border?.width ?? 0) }
        set { setBorder(width: newValue.native, color: borderColorValue) }
    }
    /// Black by default, as Core Animation's.
    public var borderColor: CGColor? {
        get { CGColor(borderColorValue) }
        set { setBorder(width: owner?.appearance.border?.width ?? 0, color: newValue?.color ?? .black) }
    }
    /// The view's `alpha`.
    public var opacity: Float {
        get { Float(owner?.appearance.alpha ?? 1) }
        set { owner?.changeAppearance { $0.alpha = Double(newValue) } }
    }
    /// The view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { owner?.clipsToBounds ?? false }
        set { owner?.clipsToBounds = newValue }
    }

    /// Shadows are kept, not drawn, with Core Animation's defaults (no opacity, radius 3,
    /// offset (0, −3), black).
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowColor: CGColor? = UIColor.black.cgColor
    /// Kept: views are drawn in subview order.
    public var zPosition: CGFloat = 0
    public var name: String?
    /// Kept: corners are drawn circular, all four rounded.
    public var cornerCurve: CALayerCornerCurve = .circular
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The view's `isHidden`.
    public var isHidden: Bool {
        get { owner?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }
    /// The layer's own size and position: its view's `bounds` and `center` (the anchor
    /// point at the centre) or, read, where the anchor point is.
    public var bounds: CGRect {
        get { owner?.bounds ?? .zero }
        set { owner?.bounds = newValue }
    }
    public var frame: CGRect {
        get { owner?.frame ?? .zero }
        set { owner?.frame = newValue }
    }
    /// Outside a recording there is nothing in flight to remove; in one, the view's
    /// animations keep playing (not simulated).
    public func removeAllAnimations() {}

    private var storedBorderColor: Color = .black
    /// A `CGColor` is resolved: a layer's border keeps the colour it was given in every
    /// appearance, as in UIKit (set it again in `traitCollectionDidChange`).
    private var borderColorValue: Color { owner?.appearance.border?.color.light ?? storedBorderColor }

    /// A border of width 0 is no border; its colour is kept for when the width comes.
    private func setBorder(width: Double, color: Color) {
        storedBorderColor = color
        owner?.changeAppearance { $0.border = width > 0 ? Border(width: width, color: DynamicColor(color)) : nil }
    }
}
