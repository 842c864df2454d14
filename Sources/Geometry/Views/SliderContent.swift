/// `UISlider`: a value in `minimumValue…maximumValue` (0 in 0…1 by default, as Apple documents `value`, `minimumValue` and `maximumValue`), a track and
/// a thumb. The setters keep UIKit's invariants, as both front ends set them.
public struct SliderContent: Hashable, Sendable {
    public private(set) var value: Double
    public private(set) var minimumValue: Double
    public private(set) var maximumValue: Double
    /// nil: the tint colour (left of the thumb) and the system fill (right).
    public var minimumTrackTintColor: DynamicColor?
    public var maximumTrackTintColor: DynamicColor?
    public init(minimumTrackTintColor: DynamicColor? = nil, maximumTrackTintColor: DynamicColor? = nil) {
        value = 0; minimumValue = 0; maximumValue = 1
        self.minimumTrackTintColor = minimumTrackTintColor; self.maximumTrackTintColor = maximumTrackTintColor
    }

    /// `value`: pinned to the range, as UIKit pins it.
    public mutating func setValue(_ v: Double) { value = min(max(v, minimumValue), maximumValue) }
    /// `minimumValue`: a value below it moves up to it, and a maximum below it becomes it
    /// (UIKit's documented behaviour).
    public mutating func setMinimumValue(_ v: Double) {
        minimumValue = v
        maximumValue = max(maximumValue, v)
        value = max(value, v)
    }
    /// `maximumValue`: a value above it moves down to it, and a minimum above it becomes it.
    public mutating func setMaximumValue(_ v: Double) {
        maximumValue = v
        minimumValue = min(minimumValue, v)
        value = min(value, v)
    }

    /// Where the value sits in the range, 0…1 (0 for an empty range).
    public var fraction: Double {
        guard maximumValue > minimumValue else { return 0 }
        return (value - minimumValue) / (maximumValue - minimumValue)
    }
}
