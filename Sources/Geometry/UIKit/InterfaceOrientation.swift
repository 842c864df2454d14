// Shared by Timeline and Layout, which may not import each other: the small UIKit
// vocabulary both speak lives here, beside the geometry.

/// UIInterfaceOrientation: which way up the user interface is drawn. Names and meanings
/// are UIKit's: in `landscapeRight` the device's top (its notch) is on the screen's left,
/// because the user turned the device counter-clockwise (device orientation
/// `landscapeLeft`).
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { !isLandscape }

    /// Quarter turns from portrait, counter-clockwise as the interface turns relative to
    /// the device's glass: portrait 0, landscapeRight 1 (content rotated so the device's
    /// top is at the left), portraitUpsideDown 2, landscapeLeft 3.
    public var quarterTurnsFromPortrait: Int {
        switch self {
        case .portrait: return 0
        case .landscapeRight: return 1
        case .portraitUpsideDown: return 2
        case .landscapeLeft: return 3
        }
    }

    /// How many quarter turns the system rotation from `self` to `other` animates:
    /// 0, 1 or 2 (a half turn, e.g. landscapeLeft ↔ landscapeRight).
    public func quarterTurns(to other: InterfaceOrientation) -> Int {
        let d = ((other.quarterTurnsFromPortrait - quarterTurnsFromPortrait) % 4 + 4) % 4
        return d == 3 ? 1 : d
    }

    /// The duration of the system rotation animation from `self` to `other`:
    /// 0.3 s for a quarter turn, 0.6 s for a half turn (UIKit's
    /// `transitionCoordinator.transitionDuration`), 0 for no turn.
    public func systemRotationDuration(to other: InterfaceOrientation) -> Double {
        Double(quarterTurns(to: other)) * 0.3
    }

    /// The rotation, in degrees clockwise on screen, that legacy (pre-iOS 8) UIKit gave the
    /// root view while the window stayed portrait: landscapeLeft −90, landscapeRight +90,
    /// upside down 180.
    public var legacyRootRotationDegrees: Double {
        switch self {
        case .portrait: return 0
        case .landscapeLeft: return -90
        case .landscapeRight: return 90
        case .portraitUpsideDown: return 180
        }
    }

    /// `legacyRootRotationDegrees` in radians.
    public var legacyRootRotation: Double { legacyRootRotationDegrees * Double.pi / 180 }
}
