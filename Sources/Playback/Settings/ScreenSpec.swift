import Geometry

/// The screen a timeline plays on: a named device or a bare size, the scale, the
/// interface orientation it starts in, and the bounds and safe area in every
/// orientation, so a rotation can be played without looking anything up again.
public struct ScreenSpec: Hashable, Sendable {
    /// The device table row, or nil for a bare `size`.
    public var device: Device?
    /// The interface orientation at t = 0: as written, else portrait, else (when the
    /// masks forbid portrait) the first orientation they allow, as UIKit launches apps.
    public var initialOrientation: InterfaceOrientation
    /// Width × height in portrait.
    public var portraitSize: Size
    /// The device's scale, or 2 for a bare size.
    public var scale: Double
    /// The safe area in portrait, in the device's own frame: it rotates with the glass.
    var deviceFrameSafeArea: EdgeInsets
    /// `screen.layoutDirection`: the app's language direction (default left to right).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `screen.contentSizeCategory` at t = 0 (default `large`).
    public var contentSizeCategory: ContentSizeCategory = .default
    /// Size classes that replace the screen's in every orientation (the Swift API's
    /// `Simulator.overrideTraitCollection`: a split view's or a snapshot configuration's);
    /// nil for the screen's own.
    public var sizeClassesOverride: SizeClasses?
    /// `screen.userInterfaceStyle` at t = 0 (default `light`).
    public var userInterfaceStyle: UserInterfaceStyle = .default

    public init(device: Device, orientation: InterfaceOrientation) {
        self.device = device; initialOrientation = orientation
        portraitSize = device.portraitSize; scale = device.scale
        deviceFrameSafeArea = device.portraitSafeArea
    }

    /// A bare screen: `size` and `safeArea` as seen in `orientation`. Other orientations
    /// turn both with the device (in landscapeRight the portrait top inset becomes the
    /// left one), since a bare size has no status-bar rules of its own.
    public init(size: Size, safeArea: EdgeInsets, orientation: InterfaceOrientation, scale: Double = 2) {
        device = nil; initialOrientation = orientation; self.scale = scale
        portraitSize = orientation.isLandscape ? Size(size.height, size.width) : size
        deviceFrameSafeArea = Self.turn(safeArea, quarterTurns: 4 - orientation.quarterTurnsFromPortrait)
    }

    /// The window's bounds in `orientation` (modern UIKit: width and height swap in landscape).
    public func bounds(in orientation: InterfaceOrientation) -> Rect {
        let s = orientation.isLandscape ? Size(portraitSize.height, portraitSize.width) : portraitSize
        return Rect(origin: .zero, size: s)
    }

    /// The window's safe-area insets in `orientation`.
    public func safeArea(in orientation: InterfaceOrientation) -> EdgeInsets {
        if let device { return device.safeArea(in: orientation) }
        return Self.turn(deviceFrameSafeArea, quarterTurns: orientation.quarterTurnsFromPortrait)
    }

    /// The size classes in `orientation`: the override, else the device table's, or for a
    /// bare size the rule of `sizeClasses(portraitSize:in:)`.
    public func sizeClasses(in orientation: InterfaceOrientation) -> SizeClasses {
        sizeClassesOverride ?? device?.sizeClasses(in: orientation) ?? Self.sizeClasses(portraitSize: portraitSize, in: orientation)
    }

    /// The trait collection of a full-screen app in `orientation` with the screen's
    /// direction, its starting text size and appearance.
    public func traits(in orientation: InterfaceOrientation) -> TraitCollection {
        let classes = sizeClasses(in: orientation)
        return TraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                               layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory,
                               userInterfaceStyle: userInterfaceStyle)
    }

    /// Size classes for a screen that is not in the device table, by Apple's table read as
    /// a rule: a screen at least 744 pt across in portrait (the narrowest iPad) is an iPad,
    /// regular/regular; otherwise a phone, compact/regular in portrait and, in landscape,
    /// compact height with regular width from 414 pt across in portrait (the Plus and Max
    /// phones, the 11 and XR) and compact width below.
    public static func sizeClasses(portraitSize: Size, in orientation: InterfaceOrientation) -> SizeClasses {
        let across = min(portraitSize.width, portraitSize.height)
        if across >= 744 { return .regularRegular }
        guard orientation.isLandscape else { return .compactRegular }
        return across >= 414 ? .regularCompact : .compactCompact
    }

    /// The orientations this screen can show at all.
    public var supportedOrientations: InterfaceOrientationMask { device?.supportedOrientations ?? .all }

    /// Insets after turning the interface `quarterTurns` times as portrait → landscapeRight
    /// does: the device's top edge ends up on the screen's left.
    static func turn(_ insets: EdgeInsets, quarterTurns: Int) -> EdgeInsets {
        var r = insets
        for _ in 0..<(quarterTurns % 4) {
            r = EdgeInsets(top: r.right, left: r.top, bottom: r.left, right: r.bottom)
        }
        return r
    }
}
