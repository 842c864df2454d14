/// `UISwitch`: on or off, with its tint colours (nil: UIKit's, `systemGreen` when on).
/// Its size is fixed (`ControlMetrics.switchSize`).
public struct SwitchContent: Hashable, Sendable {
    public var isOn: Bool
    /// `onTintColor`: the track when on.
    public var onTintColor: DynamicColor?
    /// `thumbTintColor`: the knob (white by default).
    public var thumbTintColor: DynamicColor?

    public init(isOn: Bool = false, onTintColor: DynamicColor? = nil, thumbTintColor: DynamicColor? = nil) {
        self.isOn = isOn; self.onTintColor = onTintColor; self.thumbTintColor = thumbTintColor
    }
}
