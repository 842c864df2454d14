#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension TransformComponents: Interpolatable {
    /// Component-wise, with the rotation turning the shorter way round (a half turn goes
    /// clockwise when the angles differ by +π exactly, as `remainder` rounds to even).
    public func interpolate(to other: TransformComponents, amount: Double) -> TransformComponents {
        let turn = remainder(other.rotation - rotation, 2 * .pi)
        return TransformComponents(scaleX: scaleX.interpolate(to: other.scaleX, amount: amount),
                                   scaleY: scaleY.interpolate(to: other.scaleY, amount: amount),
                                   shear: shear.interpolate(to: other.shear, amount: amount),
                                   rotation: rotation + turn * amount,
                                   translation: translation.interpolate(to: other.translation, amount: amount))
    }
}
