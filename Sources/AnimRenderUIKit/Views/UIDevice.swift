import Foundation
import Geometry

/// The kind of device the interface is for (UIKit's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The device the app runs on: `UIScreen.main`'s device (the recording's while one runs).
///
/// `orientation` is UIKit's documented value: `.unknown` (UIKit's 0) unless orientation
/// notifications are on (`beginGeneratingDeviceOrientationNotifications()`); then it is
/// the recording's device orientation as the script turns it (`Script.rotate(to:at:)`,
/// `Script.setDeviceOrientation(_:at:)`), or outside a recording the position that shows
/// `UIScreen.main` upright. `systemName` is "iOS" ("iPadOS" on an iPad) and
/// `systemVersion` the iOS whose layout animrender models (`UIDevice.modelledSystemVersion`).
@preconcurrency @MainActor
public final class UIDevice {
    /// The one device (UIKit's).
    public static let current = UIDevice()

    /// The iOS version the layout model follows, what `systemVersion` says.
    public nonisolated static let modelledSystemVersion = "18.0"

    private init() {}

    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.isPad ? .pad : .phone }
    public var systemName: String { UIScreen.main.isPad ? "iPadOS" : "iOS" }
    public var systemVersion: String { Self.modelledSystemVersion }
    /// "iPhone" or "iPad".
    public var model: String { UIScreen.main.isPad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    /// The generic name iOS 16 and later give apps without the entitlement: the model.
    public var name: String { model }

    /// Nested calls count: notifications stay on until every `begin` has its `end`.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    private var notificationRequests = 0

    public func beginGeneratingDeviceOrientationNotifications() {
        notificationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }

    public func endGeneratingDeviceOrientationNotifications() {
        notificationRequests = max(0, notificationRequests - 1)
        isGeneratingDeviceOrientationNotifications = notificationRequests > 0
    }

    /// The physical orientation (see the type): `.unknown` while notifications are off.
    public var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        let screen = UIScreen.main
        return UIDeviceOrientation(screen.recording?.deviceOrientation ?? DeviceOrientation(showing: screen.interfaceOrientation))
    }
}

extension DeviceOrientation {
    /// The position of the device that shows `interface` upright (device landscapeLeft
    /// shows interface landscapeRight).
    init(showing interface: InterfaceOrientation) {
        switch interface {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        }
    }
}

/// UIKit's (deprecated) `UI_USER_INTERFACE_IDIOM()`: `UIDevice.current.userInterfaceIdiom`.
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
