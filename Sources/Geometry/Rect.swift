/// An axis-aligned rectangle: origin (top-left, y down) and size, as CGRect.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
    public static let zero = Rect(0, 0, 0, 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(midX, midY) }
    public var corners: [Point] { [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)] }

    /// `[x, y, w, h]`, the array form used by the timeline format and frames.json.
    public var array: [Double] { [origin.x, origin.y, size.width, size.height] }

    public func insetBy(_ insets: EdgeInsets) -> Rect {
        Rect(minX + insets.left, minY + insets.top,
             width - insets.left - insets.right, height - insets.top - insets.bottom)
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(minX + dx, minY + dy, width, height) }
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x0, y0, max(maxX, other.maxX) - x0, max(maxY, other.maxY) - y0)
    }
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 >= x0 && y1 >= y0 ? Rect(x0, y0, x1 - x0, y1 - y0) : nil
    }
    /// The smallest rectangle holding every point.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points.dropFirst() {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
    public var description: String {
        "(\(minX.shortDescription) \(minY.shortDescription); \(width.shortDescription) \(height.shortDescription))"
    }
}

/// Insets from each edge, as UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
    public static func uniform(_ v: Double) -> EdgeInsets { EdgeInsets(top: v, left: v, bottom: v, right: v) }
}
