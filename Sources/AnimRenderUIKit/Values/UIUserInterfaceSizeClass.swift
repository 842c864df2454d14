import Geometry

/// UIKit's size class with UIKit's raw values (`unspecified` 0, `compact` 1, `regular` 2).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2

    var geometry: SizeClass {
        switch self {
        case .unspecified: return .unspecified
        case .compact: return .compact
        case .regular: return .regular
        }
    }

    init(_ c: SizeClass) {
        switch c {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}
