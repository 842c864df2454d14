/// What a pasted console log says about Auto Layout, read into values: the conflicts
/// ("Unable to simultaneously satisfy constraints" with the one UIKit broke), lists of
/// constraints outside a conflict (`po view.constraints`, `constraintsAffectingLayout`),
/// `_autolayoutTrace` view trees, and what was skipped on the way.
public struct ConsoleLog: Hashable, Sendable {
    /// One "Unable to simultaneously satisfy constraints" message.
    public struct Conflict: Hashable, Sendable {
        /// The listed constraints, in the log's order.
        public var constraints: [LoggedConstraint]
        /// "Will attempt to recover by breaking constraint": nil when the paste stops before it.
        public var broken: LoggedConstraint?
        /// Where the message starts.
        public var location: LogLocation
    }
    /// One line of an `_autolayoutTrace` tree.
    public struct TraceEntry: Hashable, Sendable {
        /// 0 for the window; one more for each `|` before the object.
        public var depth: Int
        public var object: LoggedObject
        /// `*` laid out by constraints, `+` by its autoresizing mask, `•` hosts the engine.
        public var marker: Character?
        /// "AMBIGUOUS LAYOUT" on the line.
        public var isAmbiguous: Bool
        public var location: LogLocation
    }

    public var conflicts: [Conflict] = []
    /// Constraints printed outside any conflict message, in order.
    public var listedConstraints: [LoggedConstraint] = []
    /// `_autolayoutTrace` lines, in order (several dumps follow each other).
    public var trace: [TraceEntry] = []
    public var warnings: [LogWarning] = []

    public init() {}

    /// Every constraint the log prints, each address once, in the order first printed.
    public var allConstraints: [LoggedConstraint] {
        var seen = Set<String>(), out: [LoggedConstraint] = []
        let all = conflicts.flatMap { $0.constraints + ($0.broken.map { [$0] } ?? []) } + listedConstraints
        for c in all.sorted(by: { $0.location < $1.location }) where seen.insert(c.address).inserted { out.append(c) }
        return out
    }
}
