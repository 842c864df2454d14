import Geometry

extension AffineTransform {
    /// The in-between transform an animation from `self` to `to` shows at `amount`,
    /// interpolated by decomposition (see `TransformComponents`).
    public func interpolatedByDecomposition(to other: AffineTransform, amount: Double) -> AffineTransform {
        TransformComponents(self).interpolate(to: TransformComponents(other), amount: amount).affineTransform
    }
}
