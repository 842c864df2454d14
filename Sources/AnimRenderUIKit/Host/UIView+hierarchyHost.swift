import Foundation
import Render

/// Every view hierarchy gets a layout engine the first time it needs one: the host of
/// the window or detached view at its top, made then and owned by that view.
extension UIView {
    /// The top of the view's hierarchy: its window, or the view with no superview above it.
    var topmost: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The host of the hierarchy the view is in, made if it has none yet. nil only when
    /// the text measurer cannot load its fonts (reported).
    var hierarchyHost: PlaybackHost? {
        if let h = attachedHost { return h }
        let top = topmost
        if let window = top as? UIWindow { return window.makeHost() }
        do {
            return PlaybackHost(detached: top, textMeasurer: try TextEngine.shared())
        } catch {
            UIKitError.raise(.refused(error), in: nil)
            return nil
        }
    }
}
