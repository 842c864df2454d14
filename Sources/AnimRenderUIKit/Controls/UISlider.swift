import Foundation
import Geometry

/// UIKit's slider: a value in `minimumValue…maximumValue` (0.5 in 0…1 by default), 31 pt
/// tall with no intrinsic width.
@preconcurrency @MainActor
open class UISlider: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .slider)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .slider)
    }

    private var content: SliderContent {
        get { if case .slider(let s) = spec.content { return s } else { return SliderContent() } }
        set { changeContent { $0 = .slider(newValue) } }
    }

    /// Pinned to the range, as UIKit pins it.
    public var value: Float {
        get { Float(content.value) }
        set { content.setValue(Double(newValue)) }
    }
    public func setValue(_ value: Float, animated: Bool) { self.value = value }
    /// A value below a new minimum moves up to it; a maximum below it becomes it.
    public var minimumValue: Float {
        get { Float(content.minimumValue) }
        set { content.setMinimumValue(Double(newValue)) }
    }
    /// A value above a new maximum moves down to it; a minimum above it becomes it.
    public var maximumValue: Float {
        get { Float(content.maximumValue) }
        set { content.setMaximumValue(Double(newValue)) }
    }
    public var minimumTrackTintColor: UIColor? {
        get { content.minimumTrackTintColor.map { UIColor(dynamic: $0) } }
        set { content.minimumTrackTintColor = newValue?.dynamic }
    }
    public var maximumTrackTintColor: UIColor? {
        get { content.maximumTrackTintColor.map { UIColor(dynamic: $0) } }
        set { content.maximumTrackTintColor = newValue?.dynamic }
    }
}
