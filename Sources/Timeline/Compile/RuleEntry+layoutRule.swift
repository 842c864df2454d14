import Geometry
import Layout

extension RuleEntry {
    /// The rule as the engine runs it in its view's `layoutSubviews`, named by its JSON
    /// path in the trace; each constraint entry id becomes the constraint ids it produced
    /// (a VFL id stands for all its constraints).
    func layoutRule(constraintIDs: (LayoutConstraintID) -> [LayoutConstraintID]) -> LayoutRule {
        LayoutRule(name: source.path, view: view, condition: condition,
                   activate: activate.flatMap(constraintIDs), deactivate: deactivate.flatMap(constraintIDs))
    }
}
