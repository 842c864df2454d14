import Geometry
import Layout

/// Constraint commands: NSLayoutConstraint's life cycle, as the engine runs it, plus
/// `constraints`-style animation of constants inside an animation block.
extension Player {
    /// Installs a constraint (active or not, as described) and returns its id.
    @discardableResult
    /// `unnamedID`, `before`: see `LayoutEngine.addConstraint(_:unnamedID:before:)`.
    public func addConstraint(_ description: ConstraintDescription, unnamedID: LayoutConstraintID? = nil, before: LayoutConstraintID? = nil) throws -> LayoutConstraintID {
        try engine.store.addConstraint(description, unnamedID: unnamedID, before: before)
    }

    /// Deactivates and forgets a constraint (and stops its constant animation).
    public func removeConstraint(_ id: LayoutConstraintID) throws {
        try engine.store.removeConstraint(id)
        constantAnimations.removeAll { $0.id == id }
    }

    /// `isActive = active`.
    public func setActive(_ id: LayoutConstraintID, _ active: Bool) throws {
        try engine.store.setActive(id, active)
    }

    /// `priority = priority` (required ↔ optional on an active constraint is refused, as
    /// UIKit refuses it).
    public func setPriority(_ id: LayoutConstraintID, to priority: LayoutPriority) throws {
        try engine.store.setPriority(id, priority)
    }

    /// `constant = value`. Inside a `constraints`-style animation block the constant
    /// travels there from the value on screen along the block's timing, and every frame
    /// is solved anew; otherwise it is set at once (ending a running constant animation).
    public func setConstant(_ id: LayoutConstraintID, to value: Double) throws {
        guard let spec = transaction?.spec, spec.style == .constraints,
              let model = engine.store.constraint(id)?.description?.constant else {
            // Unanimated, or not a user constraint (the engine says why, in its words).
            constantAnimations.removeAll { $0.id == id }
            try engine.store.setConstant(id, value)
            return
        }
        // From what is on screen: mid-way through a constant animation, its current value.
        let from = constantAnimations.first { $0.id == id }.map { $0.animation.value(at: now) } ?? model
        constantAnimations.removeAll { $0.id == id }
        constantAnimations.append((id, PropertyAnimation(from: from, to: value, start: now, spec: spec)))
    }
}
