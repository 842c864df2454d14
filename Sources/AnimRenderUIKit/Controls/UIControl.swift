import Foundation
import Geometry
import Layout
import Render

/// UIKit's base class of controls: a view that takes touches (there are none in a
/// recording; frames.json marks controls with `isControl`). Its states are kept for API
/// parity and not drawn.
@preconcurrency @MainActor
open class UIControl: UIView {
    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false

    /// UIKit's `state`: the bitmask of the states the control is in, read from
    /// `isHighlighted`, `isEnabled` (`.disabled` when false) and `isSelected`; `.normal`
    /// (empty) when none is set.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// UIKit's control states, as `setTitle(_:for:)` takes them.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends (none are sent here: there are no touches).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}

extension UIView {
    /// The class's content as the engine measures it: UIKit's `intrinsicContentSize` for
    /// a control, measured with the recording's text measurer (or the system fonts'); a
    /// class measured at its width (a text view that does not scroll) at its bounds' width.
    var contentIntrinsicSize: CGSize {
        let measurer: any TextMeasuring
        if let m = host?.player.configuration.textMeasurer { measurer = m } else if let m = try? TextEngine.shared() { measurer = m } else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let category = host?.player.traits.contentSizeCategory ?? .default
        let width = spec.content.measuresAtLayoutWidth && bounds.width > 0 ? bounds.width.native : nil
        guard let size = spec.content.intrinsicContentSize(measuring: measurer, category: category, width: width) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(size)
    }

    /// Makes a new view one of `viewClass`: UIKit's default content and hugging priorities.
    func setUpContent(of viewClass: ViewClass) {
        spec.content = ViewContent(defaultFor: viewClass)
        let hugging = viewClass.contentHuggingPriority
        spec.hugging = AxisPriorities(horizontal: hugging.horizontal, vertical: hugging.vertical)
    }

    /// Changes the view's class content; the engine re-measures it.
    func changeContent(_ change: (inout ViewContent) -> Void) {
        changeSpec { change(&$0.content) }
    }
}
