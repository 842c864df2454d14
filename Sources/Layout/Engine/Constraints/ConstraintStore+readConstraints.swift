import Geometry

/// Reading the constraints: each as a `LayoutConstraint` (UIKit's description included),
/// and the constraints a frame measures and draws: the active ones the user wrote and those
/// stack views generate between views (not those on a stack's own guides, which have no
/// rect to draw), and the other generated ones a frame reports trouble with, read without
/// formatting UIKit's descriptions (a frame asks for them every time).
extension ConstraintStore {
    public struct ActiveConstraint: Hashable {
        public var id: LayoutConstraintID
        /// What the user wrote; for a generated constraint the same relation as a
        /// description (`label.width >= 110 @750` for a compression resistance).
        public var description: ConstraintDescription
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

    /// One active constraint of any kind, nil when it is not active or cannot be written as
    /// a description relating two attributes (an autoresizing constraint that follows a
    /// share of its superview's size, a stack constraint on the stack's own guides).
    public func activeConstraint(_ id: LayoutConstraintID) -> ActiveConstraint? {
        guard let r = records[id], r.isActive, let d = equivalentDescription(of: r) else { return nil }
        return ActiveConstraint(id: r.id, description: d, kind: snapshotKind(r), isBroken: r.isBroken)
    }

    func equivalentDescription(of r: ConstraintRecord) -> ConstraintDescription? {
        switch r.origin {
        case .user(let d): return d
        case .stack(_, let c): return c.description
        case .contentSize(let view, let horizontal, let hugging):
            guard let metric = tree.nodes[view]?.intrinsicMetric(horizontal: horizontal) else { return nil }
            return ConstraintDescription(firstItem: ItemReference(view: view), firstAttribute: horizontal ? .width : .height,
                                         relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, constant: metric,
                                         priority: priority(of: r))
        case .encapsulatedLayout(let view, let horizontal, let isSize):
            let attribute: LayoutAttribute = isSize ? (horizontal ? .width : .height) : (horizontal ? .left : .top)
            return ConstraintDescription(firstItem: ItemReference(view: view), firstAttribute: attribute,
                                         constant: encapsulatedValue(of: view, horizontal: horizontal, size: isSize))
        case .scrollContent:
            return nil
        case .autoresizing(let view, let horizontal, let isSize):
            guard let n = tree.nodes[view], let p = n.parentNode else { return nil }
            let plan = n.autoresizingPlan(horizontal: horizontal)
            guard (isSize ? plan.sizeFraction : plan.originFraction) == 0 || p.variables == nil else { return nil }
            let start = isSize ? plan.size : plan.origin
            if isSize {
                return ConstraintDescription(firstItem: ItemReference(view: view), firstAttribute: horizontal ? .width : .height,
                                             constant: start)
            }
            let edge: LayoutAttribute = horizontal ? .left : .top
            return ConstraintDescription(firstItem: ItemReference(view: view), firstAttribute: edge,
                                         secondItem: ItemReference(view: p.id), secondAttribute: edge, constant: start)
        }
    }

    /// One constraint by id (user or generated).
    public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint? { records[id].map(snapshot) }

    /// Every constraint in creation order.
    public var constraints: [LayoutConstraint] { recordOrder.map(snapshot) }

    func snapshot(_ r: ConstraintRecord) -> LayoutConstraint {
        LayoutConstraint(id: r.id, kind: snapshotKind(r), description: r.userDescription ?? r.stackConstraint?.description, relation: relation(of: r),
                                priority: priority(of: r), isActive: r.isActive, isBroken: r.isBroken,
                                uikitDescription: uikitDescription(of: r))
    }
}
