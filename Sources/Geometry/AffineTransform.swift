import Foundation

/// A 2-D affine transform with CGAffineTransform's layout and meaning:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. With y pointing down, a positive
/// rotation angle turns clockwise on screen, as in UIKit.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// `angle` in radians.
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }
    /// `[a, b, c, d, tx, ty]`, the frames.json form.
    public var array: [Double] { [a, b, c, d, tx, ty] }

    /// `self` then `other` (CGAffineTransformConcat(self, other)).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public var determinant: Double { a * d - b * c }
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
    /// The bounding box of the transformed rectangle (CGRectApplyAffineTransform).
    public func apply(_ r: Rect) -> Rect { Rect.bounding(r.corners.map(apply)) }

    public var description: String { "[" + array.map(\.shortDescription).joined(separator: ", ") + "]" }
}
