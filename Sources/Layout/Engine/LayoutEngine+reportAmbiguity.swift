import Cassowary
import Geometry

/// Ambiguity, as UIKit's debugging aids show it: `hasAmbiguousLayout`, the
/// `_autolayoutTrace` dump, and the other rects an ambiguous view could take
/// (`exerciseAmbiguityInLayout` shows them one at a time; we list them).
extension LayoutEngine {
    /// UIView.hasAmbiguousLayout, as of the last pass.
    public func hasAmbiguousLayout(_ id: String) -> Bool { !(nodes[id]?.ambiguousVariables.isEmpty ?? true) }

    /// The ids of the views with ambiguous layout, in tree order.
    public var ambiguousViews: [String] { preorder().filter { !$0.ambiguousVariables.isEmpty }.map(\.id) }

    func detectAmbiguity() {
        for n in preorder() { n.ambiguousVariables = [] }
        for v in solver.ambiguousVariables() {
            guard let owner = variableOwners[v.id], let n = nodes[owner.view] else { continue }
            n.ambiguousVariables.append(v)
        }
        let now = ambiguousViews
        guard now != lastReportedAmbiguity else { return }
        lastReportedAmbiguity = now
        guard !now.isEmpty else {
            record(.note, "layout is no longer ambiguous")
            return
        }
        record(.console, autolayoutTrace())
        for id in now { record(.note, ambiguityRanges(id)) }
    }

    /// `_autolayoutTrace`: the hierarchy, `*` before views laid out by constraints, `•`
    /// before autoresizing views hosting such views, and the ambiguous variables.
    public func autolayoutTrace() -> String {
        var lines: [String] = []
        func walk(_ n: ViewNode, depth: Int) {
            var marker = ""
            if n.variables != nil {
                if !n.spec.translatesAutoresizingMaskIntoConstraints { marker = "*" }
                else if n.children.contains(where: { nodes[$0].map { !$0.spec.translatesAutoresizingMaskIntoConstraints } ?? false }) {
                    marker = "•"
                }
            }
            var line = String(repeating: "|   ", count: depth) + marker + n.id
            if !n.ambiguousVariables.isEmpty {
                line += " - AMBIGUOUS LAYOUT for " + n.ambiguousVariables.map(variableLabel).joined(separator: ", ")
            }
            lines.append(line)
            for c in n.children { if let k = nodes[c] { walk(k, depth: depth + 1) } }
        }
        if let w = nodes[Self.windowID] { walk(w, depth: 0) }
        return lines.joined(separator: "\n")
    }

    func variableLabel(_ v: Variable) -> String {
        guard let owner = variableOwners[v.id] else { return "v\(v.id)" }
        return "\(owner.view).\(owner.name){id: \(v.id)}"
    }

    /// `box.minX{id: 9} can be anything in [20, ∞)` for each ambiguous variable.
    func ambiguityRanges(_ id: String) -> String {
        guard let n = nodes[id] else { return id }
        return n.ambiguousVariables.map { v in
            let r = solver.valueRange(of: v)
            let lo = r.lowerBound.isFinite ? "[" + r.lowerBound.shortDescription : "(-∞"
            let hi = r.upperBound.isFinite ? r.upperBound.shortDescription + "]" : "∞)"
            return "\(variableLabel(v)) can be anything in \(lo), \(hi)"
        }.joined(separator: "\n")
    }

    /// How far a probe goes along an unbounded direction of an ambiguous variable.
    public static let ambiguityProbeDistance = 100.0

    /// Other layout rects (superview coordinates) the view could take with every
    /// constraint as satisfied as now: for each ambiguous variable, the solution with that
    /// variable pinned at each end of its range (`ambiguityProbeDistance` from the current
    /// value where the range is unbounded). The probes go through the solver, so coupled
    /// variables move together. Afterwards the solver may settle on another of the equally
    /// good solutions, as after UIKit's `exerciseAmbiguityInLayout`.
    public func alternativeLayoutRects(of id: String) -> [Rect] {
        guard let n = nodes[id], let vars = n.variables else { return [] }
        var out: [Rect] = []
        for v in n.ambiguousVariables {
            let current = solver.value(of: v)
            let range = solver.valueRange(of: v)
            for end in [range.lowerBound, range.upperBound] {
                let target = end.isFinite ? end : current + (end < 0 ? -1 : 1) * Self.ambiguityProbeDistance
                guard let pin = try? solver.add(Expression(v) - target, .equal, priority: .required) else { continue }
                let rect = Rect(solver.value(of: vars.minX), solver.value(of: vars.minY),
                                solver.value(of: vars.width), solver.value(of: vars.height))
                try? solver.remove(pin)
                if rect != n.layoutRect, !out.contains(rect) { out.append(rect) }
            }
        }
        return out
    }
}
