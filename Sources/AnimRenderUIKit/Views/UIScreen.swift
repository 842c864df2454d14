import Foundation
import Geometry
import Playback

/// The device's screen. `UIScreen.main` is the app's: an iPhone 15 from the device table
/// (docs/devices.md) unless a test sets another —
/// `UIScreen.main = UIScreen(device: "iPad Pro 11")` — for the windows and detached views
/// made after it (a window reads it when it is first laid out). While `Simulator.record`
/// runs, `UIScreen.main` is the recording's device and comes back afterwards.
///
/// `bounds` is in the current interface orientation (width and height swap in landscape,
/// as on iOS 8 and later), `nativeBounds` in pixels upright in portrait, `scale`, and
/// `traitCollection` (the app's traits with `displayScale`).
///
/// `UIScreen.main` is process-wide, as in UIKit; it is the one piece of state windows
/// share (they read it when they first lay out), and the way code with no view to ask —
/// `UIView.animate`, `CACurrentMediaTime()` — finds the recording that runs it.
@preconcurrency @MainActor
public final class UIScreen {
    /// The app's screen (deprecated in UIKit since iOS 16 in favour of the window's
    /// scene; here both are this). Settable: see the type.
    public static var main = UIScreen(spec: UIScreen.defaultSpec)

    /// The device `UIScreen.main` is unless set.
    public nonisolated static let defaultDevice = "iPhone 15"

    /// The screen: a device table row or a bare size, with its orientation and the app's
    /// layout direction and text size.
    let spec: ScreenSpec
    /// The recording playing on this screen, while it runs: the interface orientation and
    /// the clock are its.
    weak var recording: PlaybackHost?

    init(spec: ScreenSpec) { self.spec = spec }

    /// A device from the table (docs/devices.md), in `orientation`. An unknown name is a
    /// mistake reported as UIKit's are (printed, and kept by `UIKitError.reported(during:)`)
    /// and gives the default device.
    public convenience init(device name: String, orientation: UIInterfaceOrientation = .portrait) {
        guard let device = Device.named(name) else {
            let hint = NameSuggestion.hint(for: name, among: Device.all.map(\.name))
            UIKitError.raise(.script("UIScreen(device:): unknown device '\(name)'\(hint); the devices are: "
                                              + Device.all.map(\.name).joined(separator: ", ")), in: nil)
            self.init(spec: UIScreen.defaultSpec)
            return
        }
        self.init(spec: ScreenSpec(device: device, orientation: orientation.geometry))
    }

    /// A screen of `size` points (as seen in portrait) with this safe area and scale.
    public convenience init(size: CGSize, scale: CGFloat = 2, safeArea: UIEdgeInsets = .zero) {
        let valid = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
        let s = valid ? size.size : UIScreen.defaultSpec.portraitSize
        self.init(spec: ScreenSpec(size: s, safeArea: safeArea.edgeInsets, orientation: .portrait,
                                   scale: scale.isFinite && scale > 0 ? scale.native : 2))
    }

    nonisolated static var defaultSpec: ScreenSpec {
        ScreenSpec(device: Device.named(defaultDevice)!, orientation: .portrait)
    }

    /// The interface orientation: the recording's while one plays here, else the screen's.
    var interfaceOrientation: InterfaceOrientation { recording?.player.orientation ?? spec.initialOrientation }

    /// The screen in points in the current interface orientation (a rotation changes it
    /// when it starts, as the window's bounds).
    public var bounds: CGRect { CGRect(spec.bounds(in: interfaceOrientation)) }

    /// The screen in pixels, upright in portrait whatever the orientation.
    public var nativeBounds: CGRect {
        let size = spec.bounds(in: .portrait).size
        return CGRect(x: 0, y: 0, width: size.width * spec.scale, height: size.height * spec.scale)
    }

    /// Pixels per point: the device's scale (docs/devices.md), 2 for a bare size.
    public var scale: CGFloat { CGFloat(spec.scale) }

    /// The same as `scale` (there is no zoomed display mode).
    public var nativeScale: CGFloat { scale }

    /// The app's traits now (a recording's as it plays), with `displayScale` = `scale`.
    public var traitCollection: UITraitCollection {
        UITraitCollection(recording?.player.traits ?? spec.traits(in: interfaceOrientation), displayScale: scale,
                          userInterfaceIdiom: spec.idiom)
    }

    /// Whether the device is an iPad.
    var isPad: Bool { spec.idiom == .pad }
}

extension ScreenSpec {
    /// The device's idiom: an iPad's, or a bare size's that is regular wide upright; else a phone's.
    var idiom: UIUserInterfaceIdiom {
        device?.isPad ?? (sizeClasses(in: .portrait).horizontal == .regular) ? .pad : .phone
    }
}

extension PlaybackHost {
    /// The traits of this hierarchy, with its screen's scale: a window's own (its
    /// recording's as it plays), a detached hierarchy's the app's.
    var traitCollection: UITraitCollection {
        guard let screen else { return UIScreen.main.traitCollection }
        return traitCollection(player.traits, scale: screen.scale)
    }

    /// `traits` with this host's screen scale.
    func traitCollection(_ traits: TraitCollection) -> UITraitCollection {
        traitCollection(traits, scale: screen?.scale ?? UIScreen.main.spec.scale)
    }

    private func traitCollection(_ traits: TraitCollection, scale: Double) -> UITraitCollection {
        UITraitCollection(traits, displayScale: CGFloat(scale), userInterfaceIdiom: (screen ?? UIScreen.main.spec).idiom)
    }
}
