import Geometry

/// UIKit's layout direction of the app and of views (`leftToRight` 0, `rightToLeft` 1);
/// the engine's direction is its own type, mapped one to one.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1

    var geometry: LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
    init(_ d: LayoutDirection) {
        switch d {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

/// UIKit's layout direction of a trait collection (`unspecified` −1, `leftToRight` 0,
/// `rightToLeft` 1).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    init(_ d: LayoutDirection) {
        switch d {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }

    /// The engine's direction; nil for `unspecified`.
    var geometry: LayoutDirection? {
        switch self {
        case .unspecified: return nil
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        }
    }
}

/// UIKit's semantic content attribute with UIKit's raw values (`unspecified` 0 …
/// `forceRightToLeft` 4).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4

    var geometry: SemanticContentAttribute {
        switch self {
        case .unspecified: return .unspecified
        case .playback: return .playback
        case .spatial: return .spatial
        case .forceLeftToRight: return .forceLeftToRight
        case .forceRightToLeft: return .forceRightToLeft
        }
    }

    init(_ a: SemanticContentAttribute) {
        switch a {
        case .unspecified: self = .unspecified
        case .playback: self = .playback
        case .spatial: self = .spatial
        case .forceLeftToRight: self = .forceLeftToRight
        case .forceRightToLeft: self = .forceRightToLeft
        }
    }
}
