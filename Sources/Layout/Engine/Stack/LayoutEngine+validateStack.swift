import Geometry

extension LayoutEngine {
    /// What UIKit would refuse or cannot mean: non-finite spacings, a stack arranging
    /// itself, the same view arranged twice.
    static func validate(_ stack: StackConfiguration, of id: ViewID) throws {
        func fail(_ reason: String) -> LayoutError { .invalidViewProperty(view: id, reason: reason) }
        guard stack.spacing.isFinite else { throw fail("stack spacing must be a finite number") }
        for view in stack.arrangedSubviews where !(stack.customSpacing[view]?.isFinite ?? true) {
            throw fail("custom spacing after '\(view)' must be a finite number")
        }
        if stack.arrangedSubviews.contains(id) { throw fail("a stack view cannot arrange itself") }
        var seen: Set<ViewID> = []
        for view in stack.arrangedSubviews where !seen.insert(view).inserted {
            throw fail("'\(view)' is arranged twice; each arranged subview appears once")
        }
    }
}
