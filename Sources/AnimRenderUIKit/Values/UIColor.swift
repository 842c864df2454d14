import Foundation
import Geometry

/// A colour, as UIKit's: sRGB components 0…1 with alpha. Colours are values in effect
/// (immutable); two colours with the same components are equal.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red.native, green: green.native, blue: blue.native, alpha: alpha.native))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(red: white.native, green: white.native, blue: white.native, alpha: alpha.native))
    }
    /// UIKit's extended-range form for Display P3; drawn as sRGB with the same numbers.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(alpha.native)) }

    /// The colour as a CALayer takes it (`layer.borderColor`).
    public var cgColor: CGColor { CGColor(color) }

    /// `getRed(_:green:blue:alpha:)`: always succeeds (every colour here is RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red); green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue); alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    public var description: String {
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
