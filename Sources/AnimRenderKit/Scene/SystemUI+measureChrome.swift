import Geometry
import Layout
import Playback
import Render

/// Measuring the system UI for one frame (see `SystemUI`): the status bar and the home
/// indicator in the root view's coordinates, where the frame's safe area is (they turn
/// with the interface), the sensor housing in the portrait device frame, turned about
/// the canvas centre by the frame's device rotation (as the device outline is).
extension SystemUI {
    typealias Shape = SystemChrome.Shape

    /// The frame's system chrome: `interface` maps root-view points to the screen (what
    /// the overlays use), `canvas` is the size every frame is drawn on.
    func chrome(for f: FrameState, interface: AffineTransform, canvas: Size) -> SystemChrome {
        var ui = self
        ui.appearance = f.traits.userInterfaceStyle
        return ui.measured(for: f, interface: interface, canvas: canvas)
    }

    private func measured(for f: FrameState, interface: AffineTransform, canvas: Size) -> SystemChrome {
        var layers: [SystemChrome.Layer] = []
        let root = f.view(ViewID.root)?.bounds.size ?? f.windowBounds.size
        var shapes = statusBar(width: root.width, height: f.safeArea.top)
        if hasHomeIndicator { shapes.append(homeIndicator(in: root)) }
        if !shapes.isEmpty {
            layers.append(SystemChrome.Layer(transform: interface, clip: Rect(origin: .zero, size: root), shapes: shapes))
        }
        if let housing = housingShape {
            let device = AffineTransform(translationX: -portraitScreenSize.width / 2, y: -portraitScreenSize.height / 2)
                .concatenating(AffineTransform(rotationAngle: f.deviceRotation))
                .concatenating(AffineTransform(translationX: canvas.width / 2, y: canvas.height / 2))
            layers.append(SystemChrome.Layer(transform: device, clip: Rect(origin: .zero, size: portraitScreenSize),
                                             shapes: [housing]))
        }
        return SystemChrome(layers: layers)
    }

    /// The notch (its top corners above the glass, clipped away) or the island.
    var housingShape: Shape? {
        guard let r = housingRect else { return nil }
        switch housing {
        case .none: return nil
        case .dynamicIsland: return .fill(r, cornerRadius: r.height / 2, color: Self.housingInk)
        case .notch:
            let radius = Self.notchBottomRadius * r.width / Self.notchSize.width
            return .fill(Rect(r.minX, r.minY - radius, r.width, r.height + radius), cornerRadius: radius, color: Self.housingInk)
        }
    }

    /// The home indicator, centred along the bottom edge of an interface of `size`.
    func homeIndicator(in size: Size) -> Shape {
        let w = homeIndicatorWidth(landscape: size.width > size.height), h = Self.homeIndicatorHeight
        return .fill(Rect((size.width - w) / 2, size.height - Self.homeIndicatorGap - h, w, h), cornerRadius: h / 2,
                     color: ink)
    }

    /// The status bar over a top inset `height` of an interface `width` wide; nothing when
    /// the interface has no top inset (an iPhone in landscape).
    func statusBar(width w: Double, height h: Double) -> [Shape] {
        guard h > 0 else { return [] }
        let iconsWidth = Self.signalWidth + Self.iconGap + Self.wifiWidth + Self.iconGap + Self.batteryWidth
        if !isPad, let cutout = housingRect {
            // Face ID phones (portrait only): the time in the left "ear", the icons in the
            // right one, level with the island (or half-way down a notched bar).
            let y = housing == .dynamicIsland ? cutout.midY : h / 2
            let rightEar = (cutout.maxX + w) / 2
            return [.text(Self.time, font: FontDescriptor(size: 17, weight: .semibold), color: ink,
                          at: Point(cutout.minX / 2, y), alignment: .center)]
                + icons(from: rightEar - iconsWidth / 2, y: y, signal: true)
        }
        let y = h / 2
        if isPad {
            // iPads: time and date at the leading side, Wi-Fi and battery at the trailing one.
            let font = FontDescriptor(size: 13, weight: .semibold)
            return [.text(Self.time + "  " + Self.date, font: font, color: ink, at: Point(20, y), alignment: .left)]
                + icons(from: w - 20 - (iconsWidth - Self.signalWidth - Self.iconGap), y: y, signal: false)
        }
        // Phones with a home button (and bare screens): signal and Wi-Fi at the left, the
        // time in the middle, the battery at the right.
        return [.text(Self.time, font: FontDescriptor(size: 12, weight: .semibold), color: ink,
                      at: Point(w / 2, y), alignment: .center)]
            + signal(x: 6, y: y) + wifi(x: 6 + Self.signalWidth + Self.iconGap, y: y)
            + battery(x: w - 6 - Self.batteryWidth, y: y)
    }

    static let signalWidth = 17.0, wifiWidth = 15.0, batteryWidth = 27.0, iconGap = 5.0

    /// Signal, Wi-Fi and battery from `x` rightwards, centred on `y`.
    func icons(from x: Double, y: Double, signal withSignal: Bool) -> [Shape] {
        var x = x, out: [Shape] = []
        if withSignal { out += signal(x: x, y: y); x += Self.signalWidth + Self.iconGap }
        out += wifi(x: x, y: y)
        x += Self.wifiWidth + Self.iconGap
        return out + battery(x: x, y: y)
    }

    /// Four bars rising to the right, 3 pt wide, bottoms level.
    func signal(x: Double, y: Double) -> [Shape] {
        let heights = [4.0, 6.3, 8.7, 11]
        return heights.enumerated().map { i, bar in
            .fill(Rect(x + Double(i) * 4.7, y + 5.5 - bar, 3, bar), cornerRadius: 1, color: ink)
        }
    }

    /// Three arcs fanning up from one point, the innermost nearly a dot.
    func wifi(x: Double, y: Double) -> [Shape] {
        let base = Point(x + Self.wifiWidth / 2, y + 5)
        return [(2.2, 2.6), (6.2, 2), (10, 2)].map { radius, width in
            .arc(center: base, radius: radius, from: -0.75 * .pi, to: -0.25 * .pi, width: width, color: ink)
        }
    }

    /// A dimmed outline 25 × 12 with a full charge inside and the terminal nub.
    func battery(x: Double, y: Double) -> [Shape] {
        let body = Rect(x, y - 6, 25, 12)
        return [.outline(body, cornerRadius: 3.5, width: 1, color: dimInk),
                .fill(body.insetBy(.uniform(2)), cornerRadius: 1.5, color: ink),
                .fill(Rect(body.maxX + 1, y - 2, 1.5, 4), cornerRadius: 0.75, color: dimInk)]
    }
}
