/// One line of `trace.txt`: what happened, when (the player's clock), and of what kind.
public struct TraceEntry: Hashable, Sendable {
    /// What produced the entry; the raw value is printed in the trace.
    public enum Kind: String, Hashable, Sendable {
        /// A layout pass starting, its iterations and its phases.
        case pass
        /// `updateConstraints` / `layoutSubviews` of a view.
        case view
        /// A view-controller callback (`viewDidLoad`, `viewWillTransition(to:with:)` …).
        case callback
        /// A message UIKit prints on the console, text for text.
        case console
        /// A mistake UIKit lets pass in silence, named with its fix (setting `frame` on a
        /// view laid out by constraints).
        case warning
        /// Anything else worth knowing (two-pass labels, player notes).
        case note
    }
    public var time: Double
    public var kind: Kind
    public var message: String
    public init(time: Double, kind: Kind, message: String) { self.time = time; self.kind = kind; self.message = message }

    /// `[  0.250] callback  viewDidLoad`; continuation lines of a multi-line message are
    /// indented under the message so the columns stay readable.
    public var formatted: String {
        let head = "[" + Self.formatTime(time) + "] " + kind.rawValue.padding(9) + " "
        let indent = String(repeating: " ", count: head.count)
        return message.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { ($0.offset == 0 ? head : indent) + $0.element }.joined(separator: "\n")
    }

    /// Fixed three decimals without Foundation formatting, so output is locale-proof.
    static func formatTime(_ t: Double) -> String {
        // Times are bounded by the format's ranges; one beyond Int prints as it is.
        guard let millis = (t * 1000).checkedInteger(), millis > Int.min else { return t.shortDescription }
        let sign = millis < 0 ? "-" : ""
        let m = abs(millis)
        let frac = String(m % 1000)
        let text = sign + String(m / 1000) + "." + String(repeating: "0", count: 3 - frac.count) + frac
        return String(repeating: " ", count: max(0, 7 - text.count)) + text
    }
}

/// The ordered record of a session: layout passes, callbacks and console messages.
public struct LayoutTrace: Hashable, Sendable {
    public private(set) var entries: [TraceEntry] = []
    public init() {}
    public mutating func append(_ entry: TraceEntry) { entries.append(entry) }
    /// The whole trace as `trace.txt` text, one entry per line (messages may span lines).
    public var formatted: String { entries.map(\.formatted).joined(separator: "\n") + (entries.isEmpty ? "" : "\n") }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
