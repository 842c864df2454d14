import Geometry

extension LayoutPriority {
    /// `value` as a priority, or an error at `offset` when it is outside UIKit's 1…1000.
    package static func checked(_ value: Double, at offset: Int, in scanner: TextScanner) throws -> LayoutPriority {
        LayoutPriority(try scanner.checked(value, at: offset, in: .priority))
    }
}
