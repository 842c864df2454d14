import Cassowary
import Geometry

/// A constraint that the geometry on screen breaks by more than the solved layout does.
public struct ConstraintViolation: Hashable {
    public var constraint: String
    /// Error on screen minus error in the model layout, in points.
    public var amount: Double
}

/// Violations for animation frames. Both errors are measured from view geometry (the
/// presentation's and the model's, each read back to layout rects with
/// `ViewGeometry.layoutRect`), so a constraint that is broken at rest (a stretched
/// label's hugging, a `keepCenterOf` correction) adds nothing, and every constraint an
/// in-flight frame breaks shows by how much.
extension LayoutEngine {
    public func violations(presentation: [String: PresentationGeometry], threshold: Double = 0.5) -> [ConstraintViolation] {
        let model = variableValues { _ in nil }
        let shown = variableValues { presentation[$0.id] }
        var out: [ConstraintViolation] = []
        // A stack's guides have no presentation to read back; their constraints are left out.
        for r in recordOrder where r.isActive && !(r.stackConstraint?.involvesGuide ?? false) {
            let e = expression(for: r), rel = relation(of: r)
            let amount = rel.error(of: e.evaluate(shown)) - rel.error(of: e.evaluate(model))
            if amount > threshold { out.append(ConstraintViolation(constraint: r.id, amount: amount)) }
        }
        return out
    }

    /// Variable values (indexed by variable id) read from geometry: the override where
    /// given, the model geometry elsewhere.
    func variableValues(_ override: (ViewNode) -> PresentationGeometry?) -> [Double] {
        let all = preorder()
        let count = (all.compactMap { $0.variables?.all.map(\.id).max() }.max() ?? -1) + 1
        var values = [Double](repeating: 0, count: count)
        for n in all {
            guard let vars = n.variables else { continue }
            let g = override(n) ?? PresentationGeometry(center: n.center, bounds: n.bounds, transform: n.spec.transform)
            let r = ViewGeometry.layoutRect(center: g.center, bounds: g.bounds, transform: g.transform,
                                            anchorPoint: n.spec.anchorPoint, style: configuration.style)
            values[vars.minX.id] = r.minX
            values[vars.minY.id] = r.minY
            values[vars.width.id] = r.width
            values[vars.height.id] = r.height
        }
        return values
    }
}
