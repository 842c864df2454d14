import Foundation
import Geometry
import Layout
import Playback
import Render
import Timeline

/// A device to record on: a screen from the device table (docs/devices.md) or a bare size,
/// the interface orientation at the start, the UIKit generation, the app's layout
/// direction and text size, and the orientations the app supports. Initialisers never
/// fail: an unknown device name is reported by `record`.
@preconcurrency @MainActor
public final class Simulator {
    /// The device's name (docs/devices.md), nil for `init(size:safeArea:)`.
    public let device: String?
    /// The interface orientation at the start (moved to an allowed one if the app,
    /// device or controller refuses it).
    public var orientation: UIInterfaceOrientation
    /// Which UIKit generation to play as (`.modern` or `.legacy` rotation).
    public var style: UIKitStyle
    /// The app's layout direction (a right-to-left language's: `.rightToLeft`).
    public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The Dynamic Type text size at the start; `Script.setContentSizeCategory` changes it.
    public var contentSizeCategory: UIContentSizeCategory = .large
    /// The app's supported orientations (Info.plist); the interface may only take those
    /// the controller and the device allow too.
    public var supportedOrientations: UIInterfaceOrientationMask = .all
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

    /// The screen, as the timeline format describes it.
    func screen() throws -> ScreenSpec {
        var screen: ScreenSpec
        if let device {
            guard let d = Device.named(device) else {
                let hint = NameSuggestion.hint(for: device, among: Device.all.map(\.name))
                throw RecordingError("unknown device '\(device)'" + (hint.isEmpty ? "" : hint)
                                     + "; the devices are: " + Device.all.map(\.name).joined(separator: ", "))
            }
            screen = ScreenSpec(device: d, orientation: orientation)
        } else {
            let s = size ?? .zero
            guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else {
                throw RecordingError("Simulator(size: \(s)): the screen needs a positive, finite width and height")
            }
            screen = ScreenSpec(size: s.size, safeArea: safeArea.edgeInsets, orientation: orientation)
        }
        screen.layoutDirection = layoutDirection
        screen.contentSizeCategory = contentSizeCategory
        return screen
    }
}

/// A recording that could not be made: a bad device, fps or duration, frames without end.
public struct RecordingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong and how to fix it.
    public var message: String
    /// An error with this message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
