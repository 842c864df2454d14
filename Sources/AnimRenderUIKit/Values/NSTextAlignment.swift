import Geometry

/// UIKit's text alignment with UIKit's raw values on iOS (`left` 0, `center` 1, `right` 2,
/// `justified` 3, `natural` 4). The renderer does not justify: `justified` lines are
/// drawn as `natural` ones (a label keeps the value it was given).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4

    var geometry: TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified, .natural: return .natural
        }
    }

    init(_ a: TextAlignment) {
        switch a {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .natural: self = .natural
        }
    }
}
