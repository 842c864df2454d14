/// A rectangle of whole pixels, origin top-left, used to exclude regions from a comparison.
///
/// Promises nothing about bounds: `clipped(width:height:)` intersects it with an image.
public struct PixelRect: Equatable, Hashable, Sendable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The part of this rectangle inside a `width`×`height` image (possibly empty).
    public func clipped(width imageWidth: Int, height imageHeight: Int) -> PixelRect {
        let x0 = max(x, 0), y0 = max(y, 0)
        let x1 = min(x + width, imageWidth), y1 = min(y + height, imageHeight)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
}
