import Foundation
import Geometry
import Timeline

/// The screen the recording runs on: `UIScreen.main` is the `Simulator`'s device (or its
/// bare size) while `record` runs — `bounds` in the current interface orientation (width
/// and height swap in landscape, as on iOS 8 and later), `nativeBounds` in pixels upright
/// in portrait, `scale`, and `traitCollection` (the app's traits with `displayScale`).
///
/// Outside a recording there is no device: `bounds` and `nativeBounds` are `.zero`, the
/// scale is 2 and the traits are an iPhone's in portrait (docs/swift-api.md). Read it in
/// `viewDidLoad` or later, not in a controller's initialiser.
@preconcurrency @MainActor
public final class UIScreen {
    /// The one screen (UIKit's `main`, deprecated since iOS 16 in favour of the window's
    /// scene; both read the same simulated device here).
    public static let main = UIScreen()

    private init() {}

    /// The screen in points in the current interface orientation (a rotation changes it
    /// when it starts, as the window's bounds).
    public var bounds: CGRect {
        guard let host = PlaybackHost.current, let screen = host.screen else { return .zero }
        return CGRect(screen.bounds(in: host.player.orientation))
    }

    /// The screen in pixels, upright in portrait whatever the orientation.
    public var nativeBounds: CGRect {
        guard let screen = PlaybackHost.current?.screen else { return .zero }
        let size = screen.bounds(in: .portrait).size
        return CGRect(x: 0, y: 0, width: size.width * screen.scale, height: size.height * screen.scale)
    }

    /// Pixels per point: the device's scale (docs/devices.md), 2 for a bare size.
    public var scale: CGFloat { CGFloat(PlaybackHost.current?.screen?.scale ?? PlaybackHost.defaultScale) }

    /// The same as `scale` (there is no zoomed display mode).
    public var nativeScale: CGFloat { scale }

    /// The app's traits now, with `displayScale` = `scale`.
    public var traitCollection: UITraitCollection { PlaybackHost.traitCollection(in: PlaybackHost.current) }
}

extension PlaybackHost {
    /// The scale outside a recording (and of a bare-size simulator).
    nonisolated static let defaultScale = 2.0

    /// The traits of `host`'s recording (an iPhone in portrait outside one), with its scale.
    static func traitCollection(in host: PlaybackHost?) -> UITraitCollection {
        guard let host else { return UITraitCollection(TraitCollection(), displayScale: CGFloat(defaultScale)) }
        return host.traitCollection(host.player.traits)
    }

    /// `traits` with this recording's screen scale.
    func traitCollection(_ traits: TraitCollection) -> UITraitCollection {
        UITraitCollection(traits, displayScale: CGFloat(screen?.scale ?? Self.defaultScale))
    }
}
