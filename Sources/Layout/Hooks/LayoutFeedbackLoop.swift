import Geometry

/// A layout pass that kept going round — overrides (or rules) undoing each other's
/// changes — stopped by the engine instead of hanging, as UIKit's layout feedback loop
/// debugger (`-UIViewLayoutFeedbackLoopDebuggingThreshold`) stops and reports it.
public struct LayoutFeedbackLoop: Hashable, Sendable {
    /// The player's clock when the pass ran.
    public var time: Double
    /// Which layout pass (`layout pass N` in the trace).
    public var pass: Int
    /// The view that reached the threshold, the method it received and how many times.
    public var view: ViewID
    public var method: String
    public var count: Int
    /// The ancestor of every view laid out in the loop (UIKit's "top-level view").
    public var topLevelView: ViewID
    /// One round of the loop: the views that received `layoutSubviews`, in order.
    public var viewsInOrder: [ViewID]
    /// What invalidated layout during the last round: overrides by name (`rule
    /// $.rules[0]`) and the engine's own reasons (`width of label`).
    public var causes: [String]

    /// One line for a terminal warning and the trace.
    public var summary: String {
        "layout feedback loop in layout pass \(pass): \(view) received \(method) \(count) times"
            + " (the threshold); " + (causes.isEmpty ? "nothing invalidated layout by name"
                                     : "kept invalidating layout: " + causes.joined(separator: ", "))
            + "; the pass was stopped and the last layout kept"
    }
}
