import Foundation
import Geometry

/// CoreGraphics' affine transform, which Foundation on Linux does not define: the same
/// fields, initialisers and operations, with CoreGraphics' meanings
/// (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`; a positive angle turns clockwise on a
/// y-down screen). `translatedBy`, `scaledBy` and `rotated` apply the new operation
/// before `self`, as `CGAffineTransformTranslate` and friends do.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(Geometry.AffineTransform(translationX: tx.native, y: ty.native)) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(Geometry.AffineTransform(scaleX: sx.native, y: sy.native)) }
    /// `angle` in radians.
    public init(rotationAngle angle: CGFloat) { self.init(Geometry.AffineTransform(rotationAngle: angle.native)) }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t2` (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(geometry.concatenating(t2.geometry))
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse; a transform that has none comes back unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform { geometry.inverted.map(CGAffineTransform.init) ?? self }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGAffineTransform {
    init(_ t: Geometry.AffineTransform) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
    var geometry: Geometry.AffineTransform {
        Geometry.AffineTransform(a: a.native, b: b.native, c: c.native, d: d.native, tx: tx.native, ty: ty.native)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.geometry.apply(point)) }
}

extension CGSize {
    /// The transformed size vector (translation ignored), as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.geometry.apply(rect)) }
}
