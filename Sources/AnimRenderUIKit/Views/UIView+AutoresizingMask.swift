import Geometry

extension UIView {
    /// UIKit's autoresizing mask with UIKit's bits (`UInt`); the engine's is its own type.
    /// Not a typealias of `Geometry.AutoresizingMask` on purpose: in the Swift 6 language
    /// mode a client's default argument (`= [.flexibleWidth]`) may only name modules the
    /// client imports, and it imports UIKit alone (Examples/ClientPackage's DefaultArgumentTests).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// The same bits (UIKit's), as the engine's type.
        var geometry: Geometry.AutoresizingMask { Geometry.AutoresizingMask(rawValue: Int(rawValue & 0x3F)) }
        init(_ m: Geometry.AutoresizingMask) { self.init(rawValue: UInt(m.rawValue)) }
    }
}
