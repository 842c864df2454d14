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

    /// How a view or a custom layout guide is called in an engine: in its host's, by its
    /// recorded name.
    static func recordedName(_ object: AnyObject) -> ViewID? {
        (object as? UIView)?.recordedName ?? (object as? UILayoutGuide)?.recordedName.map(ViewID.init(guide:))
    }

    /// The spec the engine takes for this view, named `id` under `parent` at `index`, its
    /// subviews and guides called by `names`.
    func engineSpec(id: ViewID, parent: ViewID, index: Int?,
                    names: (AnyObject) -> ViewID? = UIView.recordedName) -> ViewSpec {
        var s = spec
        s.id = id
        s.parent = parent
        s.index = index
        s.frame = s.translatesAutoresizingMaskIntoConstraints ? (s.frame ?? detachedFrame.rect) : nil
        s.intrinsicContentSize = engineIntrinsicContentSize
        s.alignmentRectInsets = alignmentRectInsets.edgeInsets
        s.layoutGuides = layoutGuides.compactMap { names($0).map { LayoutGuideID($0.name) } }
        configureEngineSpec(&s, names: names)
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
        return host.player.layout(of: id)
    }

    /// How messages name the view: its recorded name (or, in the window but not yet
    /// installed, the name it will get), else its identifier or class, saying it is not in
    /// the window.
    var debugName: String {
        if let name = recordedName ?? attachedHost?.prospectiveName(of: self) { return name.name }
        return shortName + " (not in the window)"
    }

    /// The name alone, for equations: recorded or prospective name, identifier, class.
    var shortName: String {
        if let name = recordedName ?? attachedHost?.prospectiveName(of: self) { return name.name }
        if let accessibilityIdentifier { return "\(className) '\(accessibilityIdentifier)'" }
        return className
    }
}
