import Foundation
import Geometry
import Layout
import Render

/// UIKit's base class of controls: a view that takes touches (there are none in a
/// recording; frames.json marks controls with `isControl`). Its states are not drawn, but
/// a button shows its current state's title and image (`UIButton`). Actions added with
/// `addAction(_:for:)` run when `sendActions(for:)` sends their events, as in UIKit;
/// nothing else sends events (there are no touches).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Overridable, as in UIKit (`override var isHighlighted: Bool { didSet { … } }`).
    open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
    /// Always false: no touch is ever tracked.
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    /// Where the content sits horizontally (`.center` by default). Kept; a button's title
    /// is drawn centred whatever it says.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Where the content sits vertically (`.center` by default). Kept, as the horizontal one.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// `.leading` and `.trailing` resolved for the layout direction (left to right here
    /// unless the view's `semanticContentAttribute` forces right to left).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (a button shows
    /// the new state's title and updates its configuration).
    func controlStateDidChange() {}

    /// The actions added with `addAction(_:for:)`, in the order added.
    private var eventActions: [(action: UIAction, events: Event)] = []

    /// `addAction(_:for:)`: runs `action`'s handler when `sendActions(for:)` sends one of
    /// `controlEvents`. An action with the identifier of one already added replaces it, as
    /// UIKit documents.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = eventActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            eventActions[i] = (action, eventActions[i].action === action ? eventActions[i].events.union(controlEvents) : controlEvents)
        } else {
            eventActions.append((action, controlEvents))
        }
    }

    /// Removes `action` from `controlEvents` (from every event it was added for when they
    /// are all of them).
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        eventActions = eventActions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// The events some action was added for.
    public var allControlEvents: Event { eventActions.reduce(Event()) { $0.union($1.events) } }

    /// `sendActions(for:)`: runs, in the order they were added, the handlers of the actions
    /// added for any of `controlEvents`, with the control as the action's `sender`.
    public func sendActions(for controlEvents: Event) {
        for entry in eventActions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// `sendAction(_:)`: runs `action`'s handler with the control as its `sender`.
    public func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

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
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.ContentHorizontalAlignment`, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// `UIControl.ContentVerticalAlignment`, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
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
