import Cassowary
import Geometry

/// An optional constraint the solved layout leaves unsatisfied because constraints of
/// higher (or equal) priority won: not a violation, an explanation of the layout (a
/// truncated label's compression resistance, a lost `@750` pin).
public struct UnsatisfiedConstraint: Hashable {
    public var constraint: LayoutConstraintID
    /// What frames.json calls it: the id the user gave it, else `description`.
    public var name: String
    /// The equation with its priority: `title.width >= 120 @750`, generated constraints
    /// included (a compression-resistance constraint names its view, attribute and the
    /// intrinsic size).
    public var description: String
    public var priority: LayoutPriority
    /// How far the solved layout is from satisfying it, in points.
    public var amount: Double
    /// The views it ties (see `ConstraintViolation.views`).
    public var views: [ViewID] = []

    public init(constraint: LayoutConstraintID, name: String, description: String, priority: LayoutPriority, amount: Double,
                views: [ViewID] = []) {
        self.constraint = constraint; self.name = name; self.description = description; self.priority = priority
        self.amount = amount; self.views = views
    }
}

extension LayoutDiagnostics {
    /// Every active optional constraint the solution leaves unsatisfied by more than
    /// `threshold`, in creation order. Measured on the solution itself (not the frame on
    /// screen, not pixel-snapped) and cached until the solution changes, so asking every
    /// frame costs nothing between changes.
    public func unsatisfiedConstraints(threshold: Double = 0.5) -> [UnsatisfiedConstraint] {
        if let c = unsatisfiedCache, c.generation == store.solutionGeneration, c.threshold == threshold { return c.report }
        // A scroll view's pull towards its set content size loses whenever constraints decide
        // the content size: that is its purpose, not an explanation of the layout.
        let optional = store.recordOrder.filter { r in
            if case .scrollContent = r.origin { return false }
            return r.isActive && !r.isBroken && !store.priority(of: r).isRequired
        }
        var report: [UnsatisfiedConstraint] = []
        if !optional.isEmpty {
            let values = store.solvedValues()
            for r in optional {
                let amount = store.relation(of: r).error(of: (r.installedExpression ?? store.expression(for: r)).evaluate(values))
                guard amount > threshold else { continue }
                let description = store.conciseDescription(of: r)
                report.append(UnsatisfiedConstraint(constraint: r.id, name: r.userDescription?.id?.name ?? description,
                                                    description: description,
                                                    priority: store.priority(of: r), amount: amount, views: r.viewIDs))
            }
        }
        unsatisfiedCache = (store.solutionGeneration, threshold, report)
        return report
    }
}
