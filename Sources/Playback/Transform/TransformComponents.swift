#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// An affine transform split into the parts Core Animation interpolates separately:
/// scale, shear, rotation and translation. Animating between two transforms interpolates
/// these (rotation along the shorter arc), not the six matrix entries: a matrix lerp
/// between a rotation and its inverse would shrink the view through a degenerate matrix
/// half-way.
///
/// The linear part, in CGAffineTransform's row-vector convention (p′ = p·M), factors as
/// M = [[scaleX, 0], [shear, scaleY]] · R(rotation), R(θ) = [[cos θ, sin θ], [−sin θ, cos θ]]:
/// scale (and shear) first, then rotate, then translate. A mirror image shows up as a
/// negative `scaleY`.
public struct TransformComponents: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    public var shear: Double
    /// Radians, clockwise on screen.
    public var rotation: Double
    public var translation: Point

    public init(scaleX: Double = 1, scaleY: Double = 1, shear: Double = 0, rotation: Double = 0, translation: Point = .zero) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.shear = shear; self.rotation = rotation; self.translation = translation
    }

    /// Decomposes `t`: the first row (a, b) is scaleX·(cos θ, sin θ); the second row
    /// (c, d) = shear·(cos θ, sin θ) + scaleY·(−sin θ, cos θ).
    public init(_ t: AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let theta = sx == 0 ? 0 : atan2(t.b, t.a)
        let cs = cos(theta), sn = sin(theta)
        self.init(scaleX: sx, scaleY: -t.c * sn + t.d * cs, shear: t.c * cs + t.d * sn,
                  rotation: theta, translation: Point(t.tx, t.ty))
    }

    public var affineTransform: AffineTransform {
        let cs: Double = cos(rotation), sn: Double = sin(rotation)
        let c: Double = shear * cs - scaleY * sn
        let d: Double = shear * sn + scaleY * cs
        return AffineTransform(a: scaleX * cs, b: scaleX * sn, c: c, d: d, tx: translation.x, ty: translation.y)
    }
}
