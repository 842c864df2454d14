import Foundation
import Geometry
import Layout
import Playback

/// Changing a view's model: the view's own copy always, the engine's while installed.
extension UIView {
    func changeSpec(_ change: (inout ViewSpec) -> Void) {
        change(&spec)
        host?.push(self)
    }

    func changeAppearance(_ change: (inout ViewAppearance) -> Void) {
        change(&appearance)
        host?.push(self)
    }

    /// The spec the engine takes for this view, named `id` under `parent` at `index`.
    func engineSpec(id: String, parent: String, index: Int?) -> ViewSpec {
        var s = spec
        s.id = id
        s.parent = parent
        s.index = index
        s.frame = s.translatesAutoresizingMaskIntoConstraints ? (s.frame ?? detachedFrame.rect) : nil
        s.intrinsicContentSize = engineIntrinsicContentSize
        configureEngineSpec(&s)
        return s
    }

    /// The frame while not installed.
    var detachedFrame: CGRect {
        CGRect(ViewGeometry.frame(center: detachedCenter.point, bounds: detachedBounds.rect, transform: spec.transform,
                                  anchorPoint: spec.anchorPoint))
    }

    /// The engine's model layout of the view, while installed.
    var installedLayout: ViewLayout? {
        guard let host, let id = recordedName else { return nil }
        return host.engine.layout(of: id)
    }

    /// How messages name the view: its recorded name, else its identifier, else its class.
    var debugName: String {
        if let recordedName { return recordedName }
        if let accessibilityIdentifier { return "\(className) '\(accessibilityIdentifier)' (not in the window)" }
        return "\(className) (not in the window)"
    }
}
