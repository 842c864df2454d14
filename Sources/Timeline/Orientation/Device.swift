import Geometry

/// A row of the device table: what a named device's screen looks like. Sizes are the
/// portrait point size; insets are the safe area UIKit reports in each orientation.
public struct Device: Hashable, Sendable {
    public var name: String
    /// Portrait width × height in points.
    public var portraitSize: Size
    /// Pixels per point (UIScreen.scale).
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    /// The safe area in interface `landscapeRight` (notch on the left); landscapeLeft is
    /// its mirror image.
    public var landscapeSafeArea: EdgeInsets
    /// Whether the hardware rotates the interface upside down at all (not on Face ID
    /// phones, whatever the masks say).
    public var allowsUpsideDown: Bool
    /// iPads default their controllers to every orientation, phones to all but upside down.
    public var isPad: Bool

    public init(name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
                landscapeSafeArea: EdgeInsets, allowsUpsideDown: Bool, isPad: Bool = false) {
        self.name = name; self.portraitSize = portraitSize; self.scale = scale
        self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
        self.allowsUpsideDown = allowsUpsideDown; self.isPad = isPad
    }

    /// The table of TIMELINE.md, in its order. Non-notched phones show a 20 pt status bar
    /// in portrait only (hidden in landscape since iOS 8); iPads show it in both; Face ID
    /// phones have the sensor housing at the top edge (the left or right in landscape)
    /// and the home indicator at the bottom.
    public static let all: [Device] = [
        phone("iPhone SE", 320, 568, scale: 2),
        phone("iPhone 8", 375, 667, scale: 2),
        phone("iPhone 8 Plus", 414, 736, scale: 3),
        notchedPhone("iPhone X", 375, 812, scale: 3, notch: 44),
        notchedPhone("iPhone 11", 414, 896, scale: 2, notch: 48),
        notchedPhone("iPhone 14 Pro", 393, 852, scale: 3, notch: 59),
        Device(name: "iPad", portraitSize: Size(768, 1024), scale: 2,
               portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(top: 20),
               allowsUpsideDown: true, isPad: true),
    ]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    private static func phone(_ name: String, _ w: Double, _ h: Double, scale: Double) -> Device {
        Device(name: name, portraitSize: Size(w, h), scale: scale, portraitSafeArea: EdgeInsets(top: 20),
               landscapeSafeArea: .zero, allowsUpsideDown: true)
    }

    /// Home indicator: 34 pt in portrait, 21 pt in landscape.
    private static func notchedPhone(_ name: String, _ w: Double, _ h: Double, scale: Double, notch: Double) -> Device {
        Device(name: name, portraitSize: Size(w, h), scale: scale,
               portraitSafeArea: EdgeInsets(top: notch, bottom: 34),
               landscapeSafeArea: EdgeInsets(top: 0, left: notch, bottom: 21, right: notch),
               allowsUpsideDown: false)
    }

    /// The orientations the hardware itself can show.
    public var supportedOrientations: InterfaceOrientationMask { allowsUpsideDown ? .all : .allButUpsideDown }

    /// A view controller's `supportedInterfaceOrientations` default on this device.
    public var defaultControllerOrientations: InterfaceOrientationMask { isPad ? .all : .allButUpsideDown }

    public func safeArea(in orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation {
        case .portrait, .portraitUpsideDown: return portraitSafeArea
        case .landscapeRight: return landscapeSafeArea
        case .landscapeLeft:
            var mirrored = landscapeSafeArea
            swap(&mirrored.left, &mirrored.right)
            return mirrored
        }
    }
}
