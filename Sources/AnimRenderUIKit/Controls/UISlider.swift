import Foundation
import Geometry

/// UIKit's slider: a value in `minimumValue…maximumValue` (0 in 0…1 by default, as Apple documents), 31 pt
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
    /// Whether value changes are sent while the thumb moves (true by default). Kept.
    open var isContinuous = true
    /// Kept, not drawn (the thumb is white).
    open var thumbTintColor: UIColor?
    /// Kept, not drawn or measured.
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]
    /// Kept, not drawn.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }

    /// Where the track is drawn: the bounds' width, 4 pt tall, centred vertically (the
    /// drawing's geometry; Apple publishes none).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let h = CGFloat(ControlMetrics.sliderTrackHeight)
        return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: bounds.width, height: h)
    }

    /// Where the 28 pt thumb is drawn for `value`: its centre runs along `rect` from one
    /// radius in (the minimum) to one radius short of the end (the maximum), centred on the
    /// track; a value outside the range is pinned to it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = CGFloat(ControlMetrics.sliderThumbDiameter)
        var c = content
        c.setValue(Double(value))
        let x = rect.minX + d / 2 + CGFloat(c.fraction) * max(0, rect.width - d)
        return CGRect(x: x - d / 2, y: rect.midY - d / 2, width: d, height: d)
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
