import Foundation
import Layout

/// A constraint's (or a content priority's) priority, 1…1000, with UIKit's named levels
/// and its `+`/`-` with a Float.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting(_:)` holds the target size at.
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, f: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + f) }
    public static func - (p: UILayoutPriority, f: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - f) }
    public var description: String { "UILayoutPriority(rawValue: \(rawValue))" }
}

extension UILayoutPriority {
    init(_ p: LayoutPriority) { self.init(Float(p.value)) }
    var layoutPriority: LayoutPriority { LayoutPriority(Double(rawValue)) }
}
