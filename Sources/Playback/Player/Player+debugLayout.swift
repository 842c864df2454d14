import Geometry
import Layout

/// UIKit's Auto Layout debugging aids as commands, as a developer would call them from
/// the debugger or the app: their text goes into the trace as the console shows it.
extension Player {
    /// `exerciseAmbiguityInLayout()`: the view (with every view that depends on it) moves
    /// to the next of its alternative layouts at the next layout pass — inside an animation
    /// block, animated. A view whose layout is not ambiguous does not move (noted).
    public func exerciseAmbiguity(of id: String) throws {
        if try engine.exerciseAmbiguity(id) == nil {
            engine.record(.note, "exerciseAmbiguityInLayout \(id): its layout is not ambiguous; nothing moves")
        }
    }

    /// `po [[UIWindow keyWindow] _autolayoutTrace]`.
    public func dumpAutolayoutTrace() {
        engine.record(.console, "(lldb) po [[UIWindow keyWindow] _autolayoutTrace]\n" + engine.autolayoutTrace())
    }

    /// `po [view constraintsAffectingLayoutForAxis:…]` (0 horizontal, 1 vertical).
    public func dumpConstraintsAffectingLayout(of id: String, axis: LayoutAxis) throws {
        let list = try engine.constraintsAffectingLayoutDescription(of: id, for: axis)
        engine.record(.console, "(lldb) po [\(id) constraintsAffectingLayoutForAxis:\(axis.uikitValue)]\n" + list)
    }
}
