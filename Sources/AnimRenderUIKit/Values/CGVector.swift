import Foundation

/// CoreGraphics' two-dimensional vector, which Foundation on Linux does not define; UIKit
/// uses it for a spring's initial velocity.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }

    public static let zero = CGVector()
    public var description: String { "(\(dx), \(dy))" }
}
