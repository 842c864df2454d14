import Geometry
import Layout

/// UIKit's Auto Layout debugging aids as commands, as a developer would call them from
/// the debugger or the app: their text goes into the trace as the console shows it.
extension Player {
    /// `exerciseAmbiguityInLayout()`: the view (with every view that depends on it) moves
    /// to the next of its alternative layouts at the next layout pass — inside an animation
    /// block, animated. A view whose layout is not ambiguous does not move (noted).
    public func exerciseAmbiguity(of id: ViewID) throws {
        if try engine.diagnostics.exerciseAmbiguity(id) == nil {
            engine.diagnostics.record(.note, "exerciseAmbiguityInLayout \(id): its layout is not ambiguous; nothing moves")
        }
    }

    /// `po [[UIWindow keyWindow] _autolayoutTrace]`.
    public func dumpAutolayoutTrace() {
        engine.diagnostics.record(.console, "(lldb) po [[UIWindow keyWindow] _autolayoutTrace]\n" + engine.diagnostics.autolayoutTrace())
    }

    /// `po [view constraintsAffectingLayoutForAxis:…]` (0 horizontal, 1 vertical).
    public func dumpConstraintsAffectingLayout(of id: ViewID, axis: LayoutAxis) throws {
        let list = try engine.diagnostics.constraintsAffectingLayoutDescription(of: id, for: axis)
        engine.diagnostics.record(.console, "(lldb) po [\(id) constraintsAffectingLayoutForAxis:\(axis.uikitValue)]\n" + list)
    }

    /// `hasAmbiguousLayout`: whether the constraints leave the view's frame free (ambiguity
    /// looked for first if it has not been since the last change).
    public func hasAmbiguousLayout(_ id: ViewID) -> Bool {
        engine.diagnostics.detectAmbiguityIfNeeded()
        return engine.diagnostics.hasAmbiguousLayout(id)
    }

    /// Looks for ambiguity now if it has not been since the last change (a configuration
    /// that does not look for it at every pass looks when asked).
    public func detectAmbiguityIfNeeded() { engine.diagnostics.detectAmbiguityIfNeeded() }

    /// `constraintsAffectingLayout(for:)`: the enforced constraints `id`'s position and
    /// size on `axis` depend on, in creation order.
    public func constraintsAffectingLayout(of id: ViewID, for axis: LayoutAxis) throws -> [LayoutConstraint] {
        try engine.diagnostics.constraintsAffectingLayout(of: id, for: axis)
    }

    /// `_autolayoutTrace`'s text (ambiguity looked for first), without logging it.
    public func autolayoutTrace() -> String {
        engine.diagnostics.detectAmbiguityIfNeeded()
        return engine.diagnostics.autolayoutTrace()
    }
}
