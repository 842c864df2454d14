/// A position in points, y pointing down (UIKit's convention).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    public var description: String { "\(width.shortDescription)×\(height.shortDescription)" }
}

extension Double {
    /// `20` rather than `20.0`, `12.5` as is: how UIKit and our traces print points.
    public var shortDescription: String {
        if abs(self) < 1e15, let whole = checkedInteger(Int64.self), Double(whole) == self { return String(whole) }
        return String(self)
    }
}
