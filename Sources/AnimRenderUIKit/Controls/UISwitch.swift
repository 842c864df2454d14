import Foundation
import Geometry

/// UIKit's switch: on or off, at its fixed size of 51 × 31 points (its intrinsic content
/// size; `ControlMetrics.switchSize`), drawn with `systemGreen` when on unless
/// `onTintColor` says otherwise.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .switch)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .switch)
    }

    private var content: SwitchContent {
        get { if case .switch(let s) = spec.content { return s } else { return SwitchContent() } }
        set { changeContent { $0 = .switch(newValue) } }
    }

    public var isOn: Bool {
        get { content.isOn }
        set { content.isOn = newValue }
    }

    /// `setOn(_:animated:)`: the knob moves at once (the switch's own animation is not drawn).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    public var onTintColor: UIColor? {
        get { content.onTintColor.map { UIColor(dynamic: $0) } }
        set { content.onTintColor = newValue?.dynamic }
    }

    public var thumbTintColor: UIColor? {
        get { content.thumbTintColor.map { UIColor(dynamic: $0) } }
        set { content.thumbTintColor = newValue?.dynamic }
    }
}
