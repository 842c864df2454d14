/// The constraints a frame measures and draws: the active ones the user wrote and those
/// stack views generate between views (not those on a stack's own guides, which have no
/// rect to draw), read without formatting UIKit's descriptions (a frame asks for them
/// every time).
extension LayoutEngine {
    public struct ActiveConstraint: Hashable {
        public var id: String
        public var description: ConstraintDescription
        /// `user`, or `stackView` for a stack's generated constraint (its identifier is
        /// the description's `id`).
        public var kind: LayoutConstraint.Kind
        /// Broken by the engine to recover from unsatisfiable constraints (active, not enforced).
        public var isBroken: Bool
    }

    /// The active user and stack-view constraints, in creation order.
    public var activeDrawableConstraints: [ActiveConstraint] {
        recordOrder.compactMap { r in
            guard r.isActive, let d = r.userDescription ?? r.stackConstraint?.description else { return nil }
            return ActiveConstraint(id: r.id, description: d, kind: snapshotKind(r), isBroken: r.isBroken)
        }
    }
}
