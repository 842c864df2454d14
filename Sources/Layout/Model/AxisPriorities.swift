import Cassowary
import Geometry

/// A priority per axis, as `contentHuggingPriority(for:)` and
/// `contentCompressionResistancePriority(for:)`: UIKit's defaults are 250 for hugging and
/// 750 for compression resistance in both axes. The one type both front ends fill (a
/// timeline's numbers, a `UIView`'s `UILayoutPriority`s).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) { self.horizontal = horizontal; self.vertical = vertical }
    /// The priorities as numbers (a timeline's, a class's defaults).
    public init(horizontal: Double, vertical: Double) {
        self.init(horizontal: LayoutPriority(horizontal), vertical: LayoutPriority(vertical))
    }
    public static let defaultHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    public static let defaultCompression = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    func value(horizontal isHorizontal: Bool) -> LayoutPriority { isHorizontal ? horizontal : vertical }
}
