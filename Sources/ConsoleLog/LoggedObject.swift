/// A view or layout guide as a log names it: `UILabel:0x7f8a1c40'Title'`,
/// `UILayoutGuide:0x6000'UIViewSafeAreaLayoutGuide'`, or only a name (`tableView`, an
/// accessibility identifier such as `Toolbar.lockIcon`) when the log prints no address.
public struct LoggedObject: Hashable, Sendable, CustomStringConvertible {
    /// The class as printed (module prefixes kept: `MyApp.CardView`); nil when the log
    /// names the object only.
    public var className: String?
    /// `0x…` as printed; nil when the log gives none.
    public var address: String?
    /// A name the log uses for it: the key of `names:` or an accessibility identifier.
    public var name: String?
    /// The quoted text after the address: a label's or button's text, or a guide's identifier.
    public var text: String?

    public init(className: String? = nil, address: String? = nil, name: String? = nil, text: String? = nil) {
        self.className = className; self.address = address; self.name = name; self.text = text
    }

    /// What identifies the object across the log: its address, else its name.
    public var key: String { address ?? name ?? className ?? "?" }

    /// A layout guide rather than a view (drawn nowhere, sized by constraints alone).
    public var isLayoutGuide: Bool {
        guard let c = className else { return false }
        return c.hasSuffix("LayoutGuide") && c != "_UILayoutGuide" || c == "_UILayoutSpacer"
            || c.hasSuffix(".KeyboardLayoutGuide")
    }

    public var description: String {
        var s = className ?? name ?? "?"
        if let address { s += ":" + address }
        if let text { s += "'\(text)'" }
        return s
    }
}

/// The layout attributes a log prints, in UIKit's spelling.
public enum LoggedAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case firstBaseline, lastBaseline, baseline
    /// What autoresizing-mask and encapsulated-layout constraints say of a frame.
    case minX, minY, midX, midY, maxX, maxY

    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX, .midX, .maxX: return true
        default: return false
        }
    }
    public var isSize: Bool { self == .width || self == .height }

    /// UIKit prints `Width`/`Height` in some traces and `baseline` for the last baseline.
    static func named(_ s: Substring) -> LoggedAttribute? {
        if let a = LoggedAttribute(rawValue: String(s)) { return a }
        switch s {
        case "Width": return .width
        case "Height": return .height
        default: return nil
        }
    }
}

/// One side of a constraint: an object (or the superview `|` of a visual format) and an attribute.
public struct LoggedAnchor: Hashable, Sendable, CustomStringConvertible {
    public var object: LoggedObject
    public var attribute: LoggedAttribute
    public init(_ object: LoggedObject, _ attribute: LoggedAttribute) { self.object = object; self.attribute = attribute }
    public var description: String { "\(object).\(attribute.rawValue)" }
}
