import Geometry

/// A row of the device table: what a named device's screen looks like. Sizes are the
/// portrait point size; insets are the safe area UIKit reports in each orientation; size
/// classes are Apple's per orientation; `sensorHousing` and `hasHomeIndicator` say what
/// system UI covers the screen's edges. docs/devices.md lists every row with its sources.
public struct Device: Hashable, Sendable {
    /// What cuts into the top of a phone's screen (the left or right in landscape).
    public enum SensorHousing: String, Hashable, Sendable {
        /// A rectangular screen under a status bar.
        case none
        /// The TrueDepth camera's notch (iPhone X … 14 and 14 Plus, the 12 and 13 minis).
        case notch
        /// The Dynamic Island (iPhone 14 Pro and later).
        case dynamicIsland
    }

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
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses
    public var sensorHousing: SensorHousing
    /// The home indicator along the bottom edge (every device without a home button).
    public var hasHomeIndicator: Bool

    public init(name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
                landscapeSafeArea: EdgeInsets, allowsUpsideDown: Bool, isPad: Bool = false,
                portraitSizeClasses: SizeClasses = .compactRegular, landscapeSizeClasses: SizeClasses = .compactCompact,
                sensorHousing: SensorHousing = .none, hasHomeIndicator: Bool = false) {
        self.name = name; self.portraitSize = portraitSize; self.scale = scale
        self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
        self.allowsUpsideDown = allowsUpsideDown; self.isPad = isPad
        self.portraitSizeClasses = portraitSizeClasses; self.landscapeSizeClasses = landscapeSizeClasses
        self.sensorHousing = sensorHousing; self.hasHomeIndicator = hasHomeIndicator
    }

    /// The table of TIMELINE.md first, in its order and with its values, then the current
    /// devices (docs/devices.md gives the sources). Phones with a home button show a
    /// 20 pt status bar in portrait only (hidden in landscape since iOS 8); iPads show
    /// theirs in both; Face ID phones have the sensor housing at the top edge (the left or
    /// right in landscape) and the home indicator at the bottom.
    public static let all: [Device] = [
        phone("iPhone SE", 320, 568, scale: 2, landscape: .compactCompact),
        phone("iPhone 8", 375, 667, scale: 2, landscape: .compactCompact),
        phone("iPhone 8 Plus", 414, 736, scale: 3, landscape: .regularCompact),
        faceIDPhone("iPhone X", 375, 812, scale: 3, top: 44, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 11", 414, 896, scale: 2, top: 48, .notch, landscape: .regularCompact),
        faceIDPhone("iPhone 14 Pro", 393, 852, scale: 3, top: 59, .dynamicIsland, landscape: .compactCompact),
        pad("iPad", 768, 1024, homeButton: true),

        phone("iPhone SE (2nd generation)", 375, 667, scale: 2, landscape: .compactCompact),
        phone("iPhone SE (3rd generation)", 375, 667, scale: 2, landscape: .compactCompact),
        faceIDPhone("iPhone 12 mini", 375, 812, scale: 3, top: 50, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 12", 390, 844, scale: 3, top: 47, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 12 Pro", 390, 844, scale: 3, top: 47, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, .notch, landscape: .regularCompact),
        faceIDPhone("iPhone 13 mini", 375, 812, scale: 3, top: 50, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 13", 390, 844, scale: 3, top: 47, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 13 Pro", 390, 844, scale: 3, top: 47, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, .notch, landscape: .regularCompact),
        faceIDPhone("iPhone 14", 390, 844, scale: 3, top: 47, .notch, landscape: .compactCompact),
        faceIDPhone("iPhone 14 Plus", 428, 926, scale: 3, top: 47, .notch, landscape: .regularCompact),
        faceIDPhone("iPhone 14 Pro Max", 430, 932, scale: 3, top: 59, .dynamicIsland, landscape: .regularCompact),
        faceIDPhone("iPhone 15", 393, 852, scale: 3, top: 59, .dynamicIsland, landscape: .compactCompact),
        faceIDPhone("iPhone 15 Plus", 430, 932, scale: 3, top: 59, .dynamicIsland, landscape: .regularCompact),
        faceIDPhone("iPhone 15 Pro", 393, 852, scale: 3, top: 59, .dynamicIsland, landscape: .compactCompact),
        faceIDPhone("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, .dynamicIsland, landscape: .regularCompact),
        faceIDPhone("iPhone 16", 393, 852, scale: 3, top: 59, .dynamicIsland, landscape: .compactCompact),
        faceIDPhone("iPhone 16 Plus", 430, 932, scale: 3, top: 59, .dynamicIsland, landscape: .regularCompact),
        faceIDPhone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, .dynamicIsland, landscape: .compactCompact),
        faceIDPhone("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, .dynamicIsland, landscape: .regularCompact),
        pad("iPad mini (6th generation)", 744, 1133, homeButton: false),
        pad("iPad Air (5th generation)", 820, 1180, homeButton: false),
        pad("iPad Pro (11-inch)", 834, 1194, homeButton: false),
        pad("iPad Pro (12.9-inch)", 1024, 1366, homeButton: false),
    ]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// A phone with a home button: the status bar in portrait, nothing in landscape.
    private static func phone(_ name: String, _ w: Double, _ h: Double, scale: Double, landscape: SizeClasses) -> Device {
        Device(name: name, portraitSize: Size(w, h), scale: scale, portraitSafeArea: EdgeInsets(top: 20),
               landscapeSafeArea: .zero, allowsUpsideDown: true, landscapeSizeClasses: landscape)
    }

    /// Home indicator: 34 pt in portrait, 21 pt in landscape; the sensor housing's inset
    /// (`top`) moves to both sides in landscape.
    private static func faceIDPhone(_ name: String, _ w: Double, _ h: Double, scale: Double, top: Double,
                                    _ housing: SensorHousing, landscape: SizeClasses) -> Device {
        Device(name: name, portraitSize: Size(w, h), scale: scale,
               portraitSafeArea: EdgeInsets(top: top, bottom: 34),
               landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
               allowsUpsideDown: false, landscapeSizeClasses: landscape, sensorHousing: housing, hasHomeIndicator: true)
    }

    /// An iPad: regular/regular both ways; a 20 pt status bar with a home button, else a
    /// 24 pt one over a 20 pt home indicator, in both orientations.
    private static func pad(_ name: String, _ w: Double, _ h: Double, homeButton: Bool) -> Device {
        let insets = homeButton ? EdgeInsets(top: 20) : EdgeInsets(top: 24, bottom: 20)
        return Device(name: name, portraitSize: Size(w, h), scale: 2, portraitSafeArea: insets, landscapeSafeArea: insets,
                      allowsUpsideDown: true, isPad: true, portraitSizeClasses: .regularRegular,
                      landscapeSizeClasses: .regularRegular, hasHomeIndicator: !homeButton)
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

    /// The size classes of a full-screen app in `orientation`.
    public func sizeClasses(in orientation: InterfaceOrientation) -> SizeClasses {
        orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
    }
}
