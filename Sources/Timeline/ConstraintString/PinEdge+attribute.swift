import Geometry
import Layout

extension PinEdge {
    /// The layout attribute the edge pins.
    public var attribute: LayoutAttribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .left: return .left
        case .right: return .right
        }
    }
}
