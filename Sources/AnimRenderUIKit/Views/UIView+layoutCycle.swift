import Foundation
import Geometry
import Layout

/// The layout cycle: invalidation sets flags (coalesced), `layoutIfNeeded` runs the pass
/// now — `updateConstraints` bottom-up, then `layoutSubviews` top-down, where each view's
/// `super.layoutSubviews()` gives its subviews their frames. Outside a recording's window
/// there is no engine: the flags are kept and nothing is laid out.
extension UIView {
    public func setNeedsLayout() {
        guard let host, let id = recordedName else { detachedNeedsLayout = true; return }
        host.perform { try $0.player.setNeedsLayout(id) }
    }

    /// Lays out the subviews now if anything is dirty. Sent to the window or the
    /// controller's root view it runs a pass over the whole window; sent to another view
    /// it lays out that view's subviews only — the view itself keeps its frame until its
    /// superview is laid out (UIKit's "nothing animates" when the wrong view is asked).
    public func layoutIfNeeded() {
        hierarchyHost?.layoutIfNeeded(self)
    }

    public func setNeedsUpdateConstraints() {
        guard let host, let id = recordedName else { return }
        host.perform { try $0.player.setNeedsUpdateConstraints(id) }
    }

    /// Runs the constraint-update phase now (every view flagged, bottom-up) without
    /// laying out. The engine runs it over the whole window, not only this view's subtree.
    public func updateConstraintsIfNeeded() {
        hierarchyHost?.updateConstraintsIfNeeded()
    }

    /// Tells the engine to read `intrinsicContentSize` again.
    public func invalidateIntrinsicContentSize() {
        host?.push(self)
    }
}
