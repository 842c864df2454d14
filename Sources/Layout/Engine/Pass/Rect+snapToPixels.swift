import Geometry

extension Rect {
    /// The rect with its edges on the pixel grid of `pixelScale` pixels per point (each
    /// edge rounded, so the size is the difference of rounded edges); unchanged without a
    /// scale.
    func snapped(pixelScale: Double?) -> Rect {
        guard let scale = pixelScale, scale > 0 else { return self }
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = snap(minX), y0 = snap(minY)
        return Rect(x0, y0, snap(maxX) - x0, snap(maxY) - y0)
    }
}
