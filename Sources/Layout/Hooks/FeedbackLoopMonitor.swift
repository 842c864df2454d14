import Geometry

/// One pass's bookkeeping for layout feedback loops, kept as UIKit's layout feedback loop
/// debugger keeps it: how many times each view has received `layoutSubviews` and
/// `updateConstraints` in this pass (UIKit counts per run-loop turn; a pass is ours), and
/// what the last two iterations did — the views laid out in order, the overrides that
/// invalidated layout, the geometry that changed — for the report.
struct FeedbackLoopMonitor {
    /// A geometry change, kept raw: formatting it costs more than the layout itself and is
    /// only needed when a loop is reported.
    enum GeometryChange {
        case center(Point)
        case bounds(Rect)
    }

    struct Iteration {
        var laidOut: [ViewID] = []
        var invalidators: [String] = []
        var geometry: [(view: ViewID, change: GeometryChange)] = []
    }

    let threshold: Int
    private var layouts: [ViewID: Int] = [:]
    private var updates: [ViewID: Int] = [:]
    /// The view that received one method most often, how often and which method.
    private(set) var busiest = (view: ViewID(""), count: 0, method: "layoutSubviews")
    /// The previous iteration (when there was one) and the current one, last.
    private(set) var iterations = [Iteration()]

    init(threshold: Int) { self.threshold = threshold }

    var isOverThreshold: Bool { busiest.count >= threshold }

    mutating func willLayout(_ view: ViewID) {
        let c = layouts[view, default: 0] + 1
        layouts[view] = c
        noteCount(c, of: view, method: "layoutSubviews")
        iterations[iterations.count - 1].laidOut.append(view)
    }

    mutating func willUpdateConstraints(_ view: ViewID) {
        let c = updates[view, default: 0] + 1
        updates[view] = c
        noteCount(c, of: view, method: "updateConstraints")
    }

    private mutating func noteCount(_ c: Int, of view: ViewID, method: String) {
        if c > busiest.count { busiest = (view, c, method) }
    }

    mutating func noteInvalidation(by name: String) {
        let i = iterations.count - 1
        if !iterations[i].invalidators.contains(name) { iterations[i].invalidators.append(name) }
    }

    mutating func noteGeometry(of view: ViewID, _ change: GeometryChange) {
        iterations[iterations.count - 1].geometry.append((view, change))
    }

    /// Starts the next iteration; returns the overrides that invalidated layout in the one
    /// that ended (why the pass goes round again).
    mutating func startIteration() -> [String] {
        let ended = iterations[iterations.count - 1].invalidators
        iterations = [iterations[iterations.count - 1], Iteration()]
        return ended
    }

    /// One round of the loop: the last iteration's layouts when they repeat the previous
    /// one's, else both iterations' (two overrides undoing each other make a round of two).
    var round: [ViewID] {
        guard iterations.count == 2 else { return iterations[0].laidOut }
        return iterations[0].laidOut == iterations[1].laidOut ? iterations[1].laidOut : iterations.flatMap(\.laidOut)
    }
}
