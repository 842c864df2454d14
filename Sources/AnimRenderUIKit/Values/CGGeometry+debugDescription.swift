import Foundation

/// CoreGraphics' `debugDescription` of its geometry, as Apple's Swift overlay writes it:
/// `(x, y, width, height)`, `(x, y)`, `(width, height)`. Foundation on Linux has none, and
/// tests written for iOS compare frames through it (SwiftLayout's).
extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGVector: CustomDebugStringConvertible {
    public var debugDescription: String { description }
}
