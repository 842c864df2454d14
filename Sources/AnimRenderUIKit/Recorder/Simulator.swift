import Foundation
import Geometry
import Layout
import Playback
import Render

/// A device to record on: a screen from the device table (docs/devices.md) or a bare size,
/// the interface orientation at the start, the UIKit generation, the app's layout
/// direction and text size, and the orientations the app supports. Initialisers never
/// fail: an unknown device name is reported by `record`.
@preconcurrency @MainActor
public final class Simulator {
    /// The device's name (docs/devices.md), nil for `init(size:safeArea:)`.
    public let device: String?
    /// The interface orientation at the start (moved to an allowed one if the app,
    /// device or controller refuses it). Set during a recording it is an error that
    /// `record` throws: turn the interface with `Script.rotate(to:at:)`.
    public var orientation: UIInterfaceOrientation { didSet { refuseWhileRecording("orientation", use: "script.rotate(to:at:)") } }
    /// Which UIKit generation to play as (`.modern` or `.legacy` rotation); fixed while a
    /// recording runs (setting it then is an error `record` throws).
    public var style: UIKitStyle { didSet { refuseWhileRecording("style", use: nil) } }
    /// The app's layout direction (a right-to-left language's: `.rightToLeft`); fixed while a
    /// recording runs, as an app's language is (setting it then is an error `record` throws).
    public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { refuseWhileRecording("layoutDirection", use: nil) }
    }
    /// The Dynamic Type text size. Before `record`: the size at the start. Set during a
    /// recording (in a script block, a callback or an override) the user changes the text
    /// size at that moment on the recording's clock — the same as
    /// `Script.setContentSizeCategory(_:at:)` for the current time: labels with text-style
    /// fonts that adjust are measured again and `traitCollectionDidChange` is sent. The
    /// value stays set afterwards (a later `record` starts with it).
    public var contentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            guard let host = runningHost, contentSizeCategory != oldValue else { return }
            host.setContentSizeCategory(contentSizeCategory)
        }
    }
    /// The appearance, light or dark. Before `record`: the appearance at the start. Set
    /// during a recording the user switches at that moment on the recording's clock — the
    /// same as `Script.setUserInterfaceStyle(_:at:)` for the current time: dynamic colours
    /// take their other value and `traitCollectionDidChange` is sent. `.unspecified` is light.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet {
            guard let host = runningHost, userInterfaceStyle != oldValue else { return }
            host.setUserInterfaceStyle(userInterfaceStyle)
        }
    }
    /// The app's supported orientations (Info.plist); the interface may only take those
    /// the controller and the device allow too. Read when `record` starts; setting it
    /// during a recording is an error `record` throws.
    public var supportedOrientations: UIInterfaceOrientationMask = .all {
        didSet { refuseWhileRecording("supportedOrientations", use: nil) }
    }
    /// Traits that override the screen's, as a split view or a test harness gives them to an
    /// app: the size classes it specifies replace the screen's in every orientation (one it
    /// leaves unspecified is the screen's at the start). Read when `record` starts; setting it during a
    /// recording is an error `record` throws. Layout direction and text size have their own
    /// properties.
    public var overrideTraitCollection: UITraitCollection? {
        didSet { refuseWhileRecording("overrideTraitCollection", use: nil) }
    }
    /// The recording in progress on this simulator.
    var runningHost: PlaybackHost?
    /// The fonts `registerFont(fileAt:)` added, by family and by PostScript name.
    var fonts: [FontFileSpec] = []
    let size: CGSize?
    let safeArea: UIEdgeInsets

    /// A device from docs/devices.md; an unknown name is reported by `record`, not here.
    public init(device: String, orientation: UIInterfaceOrientation = .portrait, style: UIKitStyle = .modern) {
        self.device = device
        self.orientation = orientation
        self.style = style
        size = nil
        safeArea = .zero
    }

    /// A bare screen of `size` points (as seen in `orientation`) with this safe area, at
    /// scale 2; a rotation turns the safe area with the device.
    public init(size: CGSize, safeArea: UIEdgeInsets = .zero) {
        device = nil
        orientation = .portrait
        style = .modern
        self.size = size
        self.safeArea = safeArea
    }

    /// A setting that only a new recording can change was set during one: never silently
    /// ignored, an error `record` throws (the assignment still takes effect for the next).
    private func refuseWhileRecording(_ property: String, use alternative: String?) {
        guard let host = runningHost else { return }
        host.report(.script("Simulator.\(property) was set while the recording runs; it is read once when record(_:) starts"
                            + (alternative.map { ", use \($0) to change it during the recording" } ?? ", set it before record(_:)")))
    }

    /// The screen, as the timeline format describes it.
    func screen() throws -> ScreenSpec {
        var screen: ScreenSpec
        if let device {
            guard let d = Device.named(device) else {
                let hint = NameSuggestion.hint(for: device, among: Device.all.map(\.name))
                throw RecordingError("unknown device '\(device)'" + (hint.isEmpty ? "" : hint)
                                     + "; the devices are: " + Device.all.map(\.name).joined(separator: ", "))
            }
            screen = ScreenSpec(device: d, orientation: orientation.geometry)
        } else {
            let s = size ?? .zero
            guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else {
                throw RecordingError("Simulator(size: \(s)): the screen needs a positive, finite width and height")
            }
            screen = ScreenSpec(size: s.size, safeArea: safeArea.edgeInsets, orientation: orientation.geometry)
        }
        screen.layoutDirection = layoutDirection.geometry
        screen.contentSizeCategory = contentSizeCategory.geometry ?? .default
        if let traits = overrideTraitCollection, traits.horizontalSizeClass != .unspecified || traits.verticalSizeClass != .unspecified {
            let own = screen.sizeClasses(in: screen.initialOrientation)
            screen.sizeClassesOverride = SizeClasses(
                horizontal: traits.horizontalSizeClass == .unspecified ? own.horizontal : traits.horizontalSizeClass.geometry,
                vertical: traits.verticalSizeClass == .unspecified ? own.vertical : traits.verticalSizeClass.geometry)
        }
        screen.userInterfaceStyle = userInterfaceStyle.geometry ?? .light
        return screen
    }
}

