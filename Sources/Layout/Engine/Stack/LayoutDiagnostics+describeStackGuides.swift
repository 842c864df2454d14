import Cassowary
import Geometry

/// A stack's guides in `_autolayoutTrace`, as UIKit lists them under the stack:
/// `*<row.UISV-alignment-spanner - "UISV-alignment-spanner", layoutFrame = {{0, 0}, {0, 30}},
/// owningView = <UIStackView: 0x…; frame = (…); id = row>>`. A guide is solved along the
/// one axis it spans; across it UIKit's guide is unconstrained and prints 0, as here.
extension LayoutDiagnostics {
    /// The guides the stack's active constraints use, in the order they first appear.
    func stackGuidesInUse(of n: ViewNode) -> [StackGuide] {
        var out: [StackGuide] = []
        for r in store.recordOrder where r.isActive && r.stackOwner == n.id {
            guard let c = r.stackConstraint else { continue }
            for item in [c.first, c.second] {
                if case .guide(let g)? = item, !out.contains(g) { out.append(g) }
            }
        }
        return out
    }

    func stackGuideDescription(_ g: StackGuide, owner n: ViewNode) -> String {
        let vars = store.guideVariables(g)
        let origin = store.solver.value(of: vars.origin), length = store.solver.value(of: vars.length)
        let frame = g.axis.isHorizontal ? Rect(origin, 0, length, 0) : Rect(0, origin, 0, length)
        func pair(_ a: Double, _ b: Double) -> String { "{\(a.shortDescription), \(b.shortDescription)}" }
        return "<\(g.id) - \"\(g.identifier)\", layoutFrame = {\(pair(frame.minX, frame.minY)), \(pair(frame.width, frame.height))}, "
            + "owningView = \(n.uikitDescription(withFrame: true))>"
    }
}
