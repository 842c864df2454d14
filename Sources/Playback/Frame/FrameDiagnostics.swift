import Geometry
import Layout

/// What the engine's diagnosis adds to a frame beyond its violations: ambiguity and the
/// optional constraints the layout leaves unsatisfied, so overlays, frames.json and the
/// viewer read them from the frame like everything else.
public struct FrameDiagnostics: Hashable {
    /// Each view attribute the constraints leave free after this frame's pass, in tree
    /// order (`hasAmbiguousLayout`, `_autolayoutTrace`). Ranges are in the superview's
    /// coordinates, as the engine's variables; `alternatives` are in the root view's
    /// coordinates, like every rect a frame draws.
    public var ambiguous: [AmbiguousAttribute] = []
    /// Optional constraints the solved layout leaves unsatisfied by more than 0.5 pt: they
    /// explain the layout (a label's compression resistance that lost), not violations.
    public var unsatisfied: [UnsatisfiedConstraint] = []

    public init(ambiguous: [AmbiguousAttribute] = [], unsatisfied: [UnsatisfiedConstraint] = []) {
        self.ambiguous = ambiguous; self.unsatisfied = unsatisfied
    }

    /// The views with an ambiguous attribute, in tree order, each once.
    public var ambiguousViews: [ViewID] {
        var out: [ViewID] = []
        for a in ambiguous where out.last != a.view { out.append(a.view) }
        return out
    }
}
