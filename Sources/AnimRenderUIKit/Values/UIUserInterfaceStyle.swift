import Geometry

/// UIKit's `UIUserInterfaceStyle`, with its raw values: `unspecified` (0) inherits,
/// `light` (1), `dark` (2). A frame's appearance is always light or dark
/// (`UserInterfaceStyle`); `unspecified` is what an override or a collection that does
/// not say holds.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CustomStringConvertible {
    case unspecified = 0, light = 1, dark = 2

    /// The appearance, nil for `unspecified`.
    var geometry: UserInterfaceStyle? {
        switch self {
        case .unspecified: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }

    init(_ style: UserInterfaceStyle?) {
        switch style {
        case nil: self = .unspecified
        case .light?: self = .light
        case .dark?: self = .dark
        }
    }

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .light: return "light"
        case .dark: return "dark"
        }
    }
}
