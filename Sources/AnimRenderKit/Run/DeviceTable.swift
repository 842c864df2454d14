import Geometry
import Playback
import Timeline

/// `animrender devices`: the device table as a text table, one row per device in the
/// table's order — name, portrait size in points, scale, safe-area insets in portrait and
/// landscape (top,left,bottom,right; landscape is `landscapeRight`), size classes per
/// orientation in Interface Builder's notation, whether upside-down is allowed, and the
/// system UI that covers the screen.
public enum DeviceTable {
    public static var listing: String {
        let header = ["device", "size", "scale", "portrait insets", "landscape insets", "portrait", "landscape",
                      "upside-down", "system UI"]
        let rows = Device.all.map { d in
            [d.name, "\(d.portraitSize.width.shortDescription)×\(d.portraitSize.height.shortDescription)",
             "@\(d.scale.shortDescription)x", insets(d.portraitSafeArea), insets(d.landscapeSafeArea),
             d.portraitSizeClasses.description, d.landscapeSizeClasses.description,
             d.allowsUpsideDown ? "yes" : "no", systemUI(d)]
        }
        let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }

    static func insets(_ e: EdgeInsets) -> String {
        [e.top, e.left, e.bottom, e.right].map(\.shortDescription).joined(separator: ",")
    }

    /// What the system draws over the edges: status bar or sensor housing, home indicator.
    static func systemUI(_ d: Device) -> String {
        let top: String
        switch d.sensorHousing {
        case .none: top = "status bar"
        case .notch: top = "notch"
        case .dynamicIsland: top = "Dynamic Island"
        }
        return d.hasHomeIndicator ? "\(top), home indicator" : top
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
