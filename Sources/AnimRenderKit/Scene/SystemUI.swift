import Geometry
import Playback
import Render
import Timeline

/// The system UI of the screen a run plays on (`render.systemUI`, `--system-ui`), as
/// Paparazzi's `showSystemUi` draws Android's: what covers which edge of the device, from
/// the device table, measured for each frame from the frame (`chrome(for:…)`).
///
/// What is drawn, in black in the light appearance and in white in the dark one (the
/// status bar's `.default` style: dark content on light, light content on dark; the home
/// indicator takes the contrasting colour as well):
/// - the status bar over the interface's top safe-area inset, wherever the interface has
///   one (phones in portrait, iPads in both orientations; iPhones hide it in landscape):
///   the time fixed at "9:41" as in Apple's product images (and Paparazzi's), signal,
///   Wi-Fi and battery; on an iPad also the date, fixed at "Tue Jan 9";
/// - the sensor housing, fixed to the hardware: it turns with the device, as the device
///   outline does;
/// - the home indicator along the interface's bottom edge.
///
/// Apple publishes the safe areas, not these drawings; sizes are chosen to match Apple's
/// product images closely (docs/timeline-format.md lists them). Layout never depends on
/// them: the safe area does that.
struct SystemUI: Hashable {
    /// What cuts into the top of the screen; `.none` for a bare `size` screen.
    var housing: Device.SensorHousing
    var hasHomeIndicator: Bool
    var isPad: Bool
    /// The screen held in portrait: the frame the housing is measured in.
    var portraitScreenSize: Size

    init(screen: ScreenSpec) {
        housing = screen.device?.sensorHousing ?? .none
        hasHomeIndicator = screen.device?.hasHomeIndicator ?? false
        isPad = screen.device?.isPad ?? false
        portraitScreenSize = screen.bounds(in: .portrait).size
    }

    /// The appearance the status bar and home indicator are drawn for (each frame's).
    var appearance = UserInterfaceStyle.light
    /// The status bar's and home indicator's colour in `appearance`.
    var ink: Color { appearance == .dark ? .white : .black }
    /// The battery outline and nub, as iOS dims them.
    var dimInk: Color { ink.withAlpha(0.4) }
    /// The sensor housing is hardware: black whatever the appearance.
    static let housingInk = Color.black
    static let time = "9:41"
    static let date = "Tue Jan 9"

    /// The Dynamic Island: 126 × 37.33 pt, 11 pt below the top edge.
    static let islandSize = Size(126, 37.33)
    static let islandTop = 11.0
    /// The notch of the iPhone X, 209 × 30 pt on a 375 pt wide screen, scaled with the
    /// screen's width for the other notched phones.
    static let notchSize = Size(209, 30)
    static let notchBottomRadius = 20.0
    /// The home indicator: 5 pt tall, 8 pt above the bottom edge; 134 pt wide on a phone
    /// in portrait, 208 pt in landscape, 315 pt on an iPad.
    static let homeIndicatorHeight = 5.0
    static let homeIndicatorGap = 8.0

    /// The housing's rect in the portrait device frame, origin at the screen's top-left.
    var housingRect: Rect? {
        let w = portraitScreenSize.width
        switch housing {
        case .none: return nil
        case .dynamicIsland:
            return Rect((w - Self.islandSize.width) / 2, Self.islandTop, Self.islandSize.width, Self.islandSize.height)
        case .notch:
            let k = w / 375
            let size = Size(Self.notchSize.width * k, Self.notchSize.height * k)
            return Rect((w - size.width) / 2, 0, size.width, size.height)
        }
    }

    func homeIndicatorWidth(landscape: Bool) -> Double {
        isPad ? 315 : (landscape ? 208 : 134)
    }
}
