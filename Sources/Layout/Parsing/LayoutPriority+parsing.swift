import Geometry

extension LayoutPriority {
    /// The UILayoutPriority names a constraint string may use instead of a number, in the
    /// order they are suggested.
    static let namedPriorities: [(name: String, priority: LayoutPriority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh),
        ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
    ]

    /// `value` as a priority, or an error at `offset` when it is outside UIKit's 1…1000.
    static func checked(_ value: Double, at offset: Int, in scanner: TextScanner) throws -> LayoutPriority {
        LayoutPriority(try scanner.checked(value, at: offset, in: .priority))
    }
}
