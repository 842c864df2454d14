/// `UIStepper`: a value with its range and step (UIKit's 0, 0…100, 1), drawn as its
/// minus and plus segments at its fixed size. The setters keep UIKit's invariants.
public struct StepperContent: Hashable, Sendable {
    public private(set) var value: Double
    public private(set) var minimumValue: Double
    public private(set) var maximumValue: Double
    public private(set) var stepValue: Double
    public init() { value = 0; minimumValue = 0; maximumValue = 100; stepValue = 1 }

    /// `value`: pinned to the range.
    public mutating func setValue(_ v: Double) { value = min(max(v, minimumValue), maximumValue) }
    /// `minimumValue`: above the maximum, both become it (UIKit's documented invariant);
    /// the value is pinned to the new range.
    public mutating func setMinimumValue(_ v: Double) {
        minimumValue = v
        maximumValue = max(maximumValue, v)
        setValue(value)
    }
    /// `maximumValue`: below the minimum, both become it; the value is pinned.
    public mutating func setMaximumValue(_ v: Double) {
        maximumValue = v
        minimumValue = min(minimumValue, v)
        setValue(value)
    }
    /// `stepValue`: false (and unchanged) unless above 0, which UIKit requires.
    @discardableResult public mutating func setStepValue(_ v: Double) -> Bool {
        guard v > 0 else { return false }
        stepValue = v
        return true
    }
    /// The minus sign is dimmed at the minimum, the plus sign at the maximum.
    public var canDecrement: Bool { value > minimumValue }
    public var canIncrement: Bool { value < maximumValue }
}
