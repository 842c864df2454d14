import Foundation
import Geometry
import Layout

/// UIKit's Auto Layout debugging tools, answered by the engine (docs/layout-cycle.md and
/// the engine's documentation say how it decides each).
extension UIView {
    /// Whether the constraints leave the view's frame free, as of the last layout pass.
    public var hasAmbiguousLayout: Bool {
        guard let host, let id = recordedName else { return false }
        host.flush()
        return host.player.hasAmbiguousLayout(id)
    }

    /// Moves an ambiguous view to its next valid frame (deterministically, not randomly:
    /// each ambiguous attribute's low end, then its high end, then back). As in UIKit the
    /// frame changes at once — a layout pass runs — so inside `UIView.animate` the move
    /// animates.
    public func exerciseAmbiguityInLayout() {
        guard let host, let id = recordedName else { return }
        host.flush()
        host.player.detectAmbiguityIfNeeded()
        host.perform { try $0.player.exerciseAmbiguity(of: id) }
        host.layoutIfNeeded(host.top)
    }

    /// The enforced constraints the view's position and size on `axis` depend on, in
    /// creation order: yours as your objects, generated ones as read-only constraints.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let host, let id = recordedName else { return [] }
        host.flush()
        let found = (try? host.player.constraintsAffectingLayout(of: id, for: axis.layoutAxis)) ?? []
        return found.map { host.constraints[$0.id] ?? NSLayoutConstraint(generated: $0) }
    }

    /// `_autolayoutTrace`: the window's views with their ambiguity, as UIKit's debugger
    /// prints it.
    public var _autolayoutTrace: String {
        attachedHost?.player.autolayoutTrace() ?? ""
    }
}
