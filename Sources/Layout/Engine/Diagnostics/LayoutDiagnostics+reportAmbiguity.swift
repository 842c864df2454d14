import Cassowary
import Geometry

/// One view attribute the constraints leave free, as `hasAmbiguousLayout` and
/// `_autolayoutTrace` report it, with the values it could take and the layouts at the ends.
public struct AmbiguousAttribute: Hashable {
    public var view: ViewID
    /// The engine variable: `minX`, `minY`, `Width` or `Height` of the view's layout rect
    /// in its superview.
    public var attribute: LayoutVariable
    /// The values it can take with every constraint as satisfied as now; nil where the
    /// range is unbounded.
    public var lowerBound: Double?
    public var upperBound: Double?
    /// The view's layout rect (superview coordinates) with the attribute at each end of the
    /// range, `LayoutEngine.ambiguityProbeDistance` past the current value where an end is
    /// unbounded; the rect the view has now is left out.
    public var alternatives: [Rect]

    public init(view: ViewID, attribute: LayoutVariable, lowerBound: Double?, upperBound: Double?, alternatives: [Rect] = []) {
        self.view = view; self.attribute = attribute; self.lowerBound = lowerBound; self.upperBound = upperBound
        self.alternatives = alternatives
    }
}

/// Ambiguity, as UIKit's debugging aids show it: `hasAmbiguousLayout`, the console's
/// synopsis when a layout becomes ambiguous, and the ranges and alternative layouts an
/// ambiguous view could take (`exerciseAmbiguityInLayout` visits them one at a time).
extension LayoutDiagnostics {
    /// UIView.hasAmbiguousLayout, as of the last pass.
    public func hasAmbiguousLayout(_ id: ViewID) -> Bool { !(tree.nodes[id]?.ambiguousVariables.isEmpty ?? true) }

    /// The ids of the views with ambiguous layout, in tree order.
    public var ambiguousViews: [ViewID] { tree.preorder().filter { !$0.ambiguousVariables.isEmpty }.map(\.id) }

    /// How far a probe goes along an unbounded direction of an ambiguous variable.
    static let ambiguityProbeDistance = 100.0

    /// Every ambiguous attribute as of the last pass, in tree order and, per view, in the
    /// order minX, minY, Width, Height. Cheap to ask every frame: nothing is computed while
    /// nothing is ambiguous, and the ranges are kept until the solution changes.
    public var ambiguity: [AmbiguousAttribute] {
        if let c = ambiguityCache, c.generation == store.solutionGeneration, c.detection == ambiguityDetections, c.pass == cycle.passCount {
            return c.report
        }
        let values = store.solvedValues()
        var report: [AmbiguousAttribute] = []
        for n in tree.preorder() {
            guard let vars = n.variables else { continue }
            for v in n.ambiguousVariables {
                guard let name = store.variableOwners[v.id]?.name else { continue }
                let range = store.solver.valueRange(of: v)
                var alternatives: [Rect] = []
                for solution in endSolutions(of: v, range: range, current: values[v.id]) {
                    let rect = ConstraintStore.rect(of: vars, in: solution).snapped(pixelScale: pixelScale)
                    if rect != n.layoutRect, !alternatives.contains(rect) { alternatives.append(rect) }
                }
                report.append(AmbiguousAttribute(view: n.id, attribute: name,
                                                 lowerBound: range.lowerBound.isFinite ? range.lowerBound : nil,
                                                 upperBound: range.upperBound.isFinite ? range.upperBound : nil,
                                                 alternatives: alternatives))
            }
        }
        ambiguityCache = (store.solutionGeneration, ambiguityDetections, cycle.passCount, report)
        return report
    }

    /// The solutions with `v` at the low and the high end of `range` (the probe distance
    /// from `current` where an end is unbounded), worked out on copies of the store.solver.
    func endSolutions(of v: Variable, range: ClosedRange<Double>, current: Double) -> [[Double]] {
        [range.lowerBound, range.upperBound].compactMap { end in
            let target = end.isFinite ? end : current + (end < 0 ? -1 : 1) * Self.ambiguityProbeDistance
            return store.solver.solution(holding: v, at: target)
        }
    }

    /// The other layout rects (superview coordinates) the view could take with every
    /// constraint as satisfied as now: the ends of each ambiguous attribute's range. The
    /// probes are made on copies of the store.solver, so nothing moves.
    func alternativeLayoutRects(of id: ViewID) -> [Rect] {
        var out: [Rect] = []
        for a in ambiguity where a.view == id { for r in a.alternatives where !out.contains(r) { out.append(r) } }
        return out
    }

    func detectAmbiguity() {
        ambiguityDetections += 1
        for n in tree.nodes.values { n.ambiguousVariables = [] }
        for v in store.solver.ambiguousVariables() {
            // An uninstalled view's variables are free by design: not ambiguity.
            guard let owner = store.variableOwners[v.id], let n = tree.nodes[owner.view], n.isInstalled else { continue }
            n.ambiguousVariables.append(v)
        }
        let now = ambiguousViews
        guard now != lastReportedAmbiguity else { return }
        lastReportedAmbiguity = now
        guard !now.isEmpty else {
            record(.note, "layout is no longer ambiguous")
            return
        }
        record(.console, ambiguitySynopsis())
        for id in now { record(.note, ambiguityRanges(id)) }
    }

    func variableLabel(_ v: Variable) -> String {
        guard let owner = store.variableOwners[v.id] else { return "v\(v.id)" }
        return "\(owner.view).\(owner.name.rawValue){id: \(v.id)}"
    }

    /// `box.minX{id: 9} can be anything in [20, ∞)` for each ambiguous variable.
    func ambiguityRanges(_ id: ViewID) -> String {
        ambiguity.filter { $0.view == id }.map { a in
            let lo = a.lowerBound.map { "[" + $0.shortDescription } ?? "(-∞"
            let hi = a.upperBound.map { $0.shortDescription + "]" } ?? "∞)"
            let label = tree.nodes[id]?.variables.map { variableLabel($0.variable(a.attribute)) } ?? a.attribute.rawValue
            return "\(label) can be anything in \(lo), \(hi)"
        }.joined(separator: "\n")
    }
}
