import Geometry

/// A `rules` entry of the timeline, compiled for the engine: in `view`'s
/// `layoutSubviews`, after UIKit's implementation has placed the subviews, when
/// `condition` holds the rule deactivates and then activates constraints (engine ids, in
/// that order, as Apple advises, so the two sets never meet in the solver). A rule whose
/// constraints are already as it asks changes nothing and does not count as firing; one
/// that fires has changed the layout, so the pass goes round again.
public struct LayoutRule: Hashable, Sendable {
    /// How the trace and feedback loop reports name the rule (`$.rules[0]`).
    public var name: String
    public var view: ViewID
    public var condition: FrameCondition
    public var activate: [LayoutConstraintID]
    public var deactivate: [LayoutConstraintID]

    public init(name: String, view: ViewID, condition: FrameCondition, activate: [LayoutConstraintID], deactivate: [LayoutConstraintID]) {
        self.name = name; self.view = view; self.condition = condition
        self.activate = activate; self.deactivate = deactivate
    }
}

extension ViewLayoutHooks {
    /// The rule as a `layoutSubviews` override of `rule.view`.
    public init(rule: LayoutRule) {
        self.init(name: "rule \(rule.name)", layoutSubviews: { call in
            call.callSuper()
            rule.apply(in: call.context)
        })
    }
}

extension LayoutRule {
    /// Fires when the condition holds for the view's current frame and some constraint is
    /// not yet as the rule asks; records what it did in the trace.
    func apply(in context: any LayoutHookContext) {
        guard let frame = context.layout(of: condition.view)?.frame, condition.holds(for: frame) else { return }
        let off = deactivate.filter { context.isActive($0) == true }
        let on = activate.filter { context.isActive($0).map { !$0 } ?? false }
        guard !off.isEmpty || !on.isEmpty else { return }
        let measured = condition.attribute.value(in: frame).shortDescription
        var did: [String] = []
        if !off.isEmpty { did.append("deactivate " + off.map(\.name).joined(separator: ", ")) }
        if !on.isEmpty { did.append("activate " + on.map(\.name).joined(separator: ", ")) }
        context.record(.view, "rule \(name) in \(view): \(condition.view).\(condition.attribute.rawValue) = \(measured) "
                      + "\(condition.comparison.rawValue) \(condition.value.shortDescription): " + did.joined(separator: "; "))
        for (ids, active) in [(off, false), (on, true)] {
            for id in ids {
                // Only user constraints that exist reach here (filtered above), which
                // `setActive` accepts; anything else is a broken invariant worth a note.
                do { try context.setActive(id, active) } catch { context.record(.note, "rule \(name): \(error)") }
            }
        }
    }
}
