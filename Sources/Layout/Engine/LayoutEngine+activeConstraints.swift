/// The constraints a frame measures and draws: the active ones the user wrote, read
/// without formatting UIKit's descriptions (a frame asks for them every time).
extension LayoutEngine {
    public struct ActiveConstraint: Hashable {
        public var id: String
        public var description: ConstraintDescription
        /// Broken by the engine to recover from unsatisfiable constraints (active, not enforced).
        public var isBroken: Bool
    }

    /// The active user constraints, in creation order.
    public var activeUserConstraints: [ActiveConstraint] {
        recordOrder.compactMap { r in
            guard r.isActive, let d = r.userDescription else { return nil }
            return ActiveConstraint(id: r.id, description: d, isBroken: r.isBroken)
        }
    }
}
