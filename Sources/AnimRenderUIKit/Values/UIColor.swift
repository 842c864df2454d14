import Foundation
import Geometry

/// A colour, as UIKit's: an `NSObject` (so `isEqual`, `hash` and `as NSObject` work and
/// apps may subclass it), sRGB components 0…1 with alpha. Colours are immutable; two
/// colours with the same values are equal.
///
/// A colour may be dynamic, as UIKit's system colours and `UIColor { traits in … }` are:
/// it has a value in the light and one in the dark appearance, and a view draws the one of
/// the appearance it is in (`traitCollection.userInterfaceStyle`). A dynamic provider is
/// asked once, when the colour is made, for each appearance (a collection specifying only
/// `userInterfaceStyle`). Reading components (`getRed`, `cgColor`) gives the light value,
/// as UIKit resolves them outside a trait environment; `resolvedColor(with:)` gives either.
open class UIColor: NSObject, @unchecked Sendable {
    /// The value in each appearance.
    let dynamic: DynamicColor
    /// The light appearance's value (what components read).
    var color: Color { dynamic.light }

    /// UIKit's designated initialiser (subclasses call it).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        dynamic = DynamicColor(Color(red: red.native, green: green.native, blue: blue.native, alpha: alpha.native))
        super.init()
    }

    /// A colour with a value per appearance.
    init(dynamic: DynamicColor) {
        self.dynamic = dynamic
        super.init()
    }

    /// UIKit's dynamic colour: `provider` is asked for the light and the dark appearance.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamic: DynamicColor(light: provider(UITraitCollection(userInterfaceStyle: .light)).dynamic.light,
                                        dark: provider(UITraitCollection(userInterfaceStyle: .dark)).dynamic.dark))
    }

    /// The colour in `traitCollection`'s appearance (light when it specifies none).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(dynamic: DynamicColor(dynamic.resolved(for: traitCollection.userInterfaceStyle.geometry ?? .light)))
    }

    convenience init(_ color: Color) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// UIKit's HSB form: hue, saturation and brightness 0…1 (values outside are clamped;
    /// a hue of 1 is red again, as 0), converted to sRGB by the standard hexcone formula.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue.native, saturation: saturation.native, brightness: brightness.native)
        self.init(Color(red: r, green: g, blue: b, alpha: alpha.native))
    }

    /// The hexcone model: the hue picks a sextant of the colour wheel and a place in it.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        func unit(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        let s = unit(saturation), v = unit(brightness)
        let h = unit(hue) * 6
        let sextant = min(Int(h.rounded(.down)), 6) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sextant {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// UIKit's extended-range form for Display P3; drawn as sRGB with the same numbers.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(dynamic: DynamicColor(light: dynamic.light.withAlpha(alpha.native), dark: dynamic.dark.withAlpha(alpha.native)))
    }

    /// The colour as a CALayer takes it (`layer.borderColor`).
    open var cgColor: CGColor { CGColor(color) }

    /// `getRed(_:green:blue:alpha:)`: always succeeds (every colour here is RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red); green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue); alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.dynamic == dynamic }
    open override var hash: Int { dynamic.hashValue }
    open override var description: String {
        "UIExtendedSRGBColorSpace \(color.red) \(color.green) \(color.blue) \(color.alpha)"
    }
}

/// Core Graphics' colour, as far as a layer's `borderColor` needs it.
public final class CGColor: Hashable, Sendable {
    let color: Color
    init(_ color: Color) { self.color = color }
    public var alpha: CGFloat { CGFloat(color.alpha) }
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) } }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
}
