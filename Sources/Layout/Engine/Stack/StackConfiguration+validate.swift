import Geometry

extension StackConfiguration {
    /// What UIKit would refuse or cannot mean in stack view `id`'s configuration:
    /// non-finite spacings, a stack arranging itself, the same view arranged twice.
    func validate(of id: ViewID) throws {
        func fail(_ reason: String) -> LayoutError { .invalidViewProperty(view: id, reason: reason) }
        guard spacing.isFinite else { throw fail("stack spacing must be a finite number") }
        for view in arrangedSubviews where !(customSpacing[view]?.isFinite ?? true) {
            throw fail("custom spacing after '\(view)' must be a finite number")
        }
        if arrangedSubviews.contains(id) { throw fail("a stack view cannot arrange itself") }
        var seen: Set<ViewID> = []
        for view in arrangedSubviews where !seen.insert(view).inserted {
            throw fail("'\(view)' is arranged twice; each arranged subview appears once")
        }
    }
}
