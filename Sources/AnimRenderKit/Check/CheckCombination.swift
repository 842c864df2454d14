import Geometry
import Playback
import Timeline

/// One configuration a screen ships on: a device (or the timeline's own bare screen), the
/// orientation it starts in, the text size, the layout direction and the appearance.
public struct CheckCombination: Hashable, Sendable {
    /// A device table name; nil keeps the timeline's own screen.
    public var device: String?
    public var orientation: InterfaceOrientation
    public var contentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    public var userInterfaceStyle: UserInterfaceStyle

    public init(device: String?, orientation: InterfaceOrientation, contentSizeCategory: ContentSizeCategory,
                layoutDirection: LayoutDirection, userInterfaceStyle: UserInterfaceStyle) {
        self.device = device; self.orientation = orientation; self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection; self.userInterfaceStyle = userInterfaceStyle
    }

    /// The folder name and shard key: `iPhone-X.portrait.large.ltr.light` (the device's
    /// name with every run of characters other than letters and digits made one `-`;
    /// `screen` for the timeline's own screen).
    public var key: String {
        [device.map(Self.slug) ?? "screen", orientation.rawValue, contentSizeCategory.rawValue,
         layoutDirection.shortName, userInterfaceStyle.rawValue].joined(separator: ".")
    }

    /// For people: `iPhone X · portrait · large · RTL · dark`.
    public var label: String {
        [device ?? "own screen", orientation.rawValue, contentSizeCategory.rawValue, layoutDirection.shortName.uppercased(),
         userInterfaceStyle.rawValue].joined(separator: " · ")
    }

    static func slug(_ name: String) -> String {
        var out = "", pendingDash = false
        for c in name {
            if c.isASCII && (c.isLetter || c.isNumber) {
                if pendingDash && !out.isEmpty { out.append("-") }
                out.append(c); pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return out
    }

    /// `timeline` set up for this combination: the device's screen (its scale too, unless the
    /// file sets one), the orientation, text size, direction and appearance at t = 0.
    func applied(to timeline: Timeline) -> Timeline {
        var t = timeline
        if let name = device, let dev = Device.named(name) {
            var screen = ScreenSpec(device: dev, orientation: orientation)
            screen.layoutDirection = t.screen.layoutDirection
            screen.contentSizeCategory = t.screen.contentSizeCategory
            screen.userInterfaceStyle = t.screen.userInterfaceStyle
            if t.settingSources.scale == nil { t.render.scale = dev.scale }
            t.screen = screen
        }
        t.screen.initialOrientation = orientation
        t.screen.contentSizeCategory = contentSizeCategory
        t.screen.layoutDirection = layoutDirection
        t.screen.userInterfaceStyle = userInterfaceStyle
        return t
    }
}

extension LayoutDirection {
    /// `ltr` or `rtl`.
    public var shortName: String { self == .leftToRight ? "ltr" : "rtl" }
}
