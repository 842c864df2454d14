/// What a view of a class with properties of its own holds beyond UIView's: the class and
/// that class's properties, with UIKit's defaults. Both front ends make one (a timeline's
/// `"class"` and properties; a Swift `UISwitch`), the engine measures it
/// (`intrinsicContentSize(measuring:category:)`), a frame carries it and the renderer draws
/// it. `plain` is every view whose class its properties tell (UIView, UILabel, UIStackView).
///
/// See `ViewClass` for how a class is added.
public enum ViewContent: Hashable, Sendable {
    case plain
    case `switch`(SwitchContent)

    /// The class, or nil for `plain` (a UIView, UILabel or UIStackView by its properties).
    public var viewClass: ViewClass? {
        switch self {
        case .plain: return nil
        case .switch: return .switch
        }
    }

    /// The content a new view of `viewClass` has: UIKit's defaults.
    public init(defaultFor viewClass: ViewClass) {
        switch viewClass {
        case .view, .label, .stackView: self = .plain
        case .switch: self = .switch(SwitchContent())
        }
    }

    /// Whether the view is a `UIControl`.
    public var isControl: Bool { viewClass?.isControl ?? false }
}

/// `UISwitch`: on or off, with its tint colours (nil: UIKit's, `systemGreen` when on).
/// Its size is fixed (`ControlMetrics.switchSize`).
public struct SwitchContent: Hashable, Sendable {
    public var isOn: Bool
    /// `onTintColor`: the track when on.
    public var onTintColor: Color?
    /// `thumbTintColor`: the knob (white by default).
    public var thumbTintColor: Color?

    public init(isOn: Bool = false, onTintColor: Color? = nil, thumbTintColor: Color? = nil) {
        self.isOn = isOn; self.onTintColor = onTintColor; self.thumbTintColor = thumbTintColor
    }
}
