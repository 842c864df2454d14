/// `UITableView.RowAnimation` by UIKit's names: how an inserted, deleted or reloaded row
/// comes in or goes out, in both front ends (the Swift enum maps onto it; a timeline's
/// `"animation"` names it). docs/tables.md, "Updates".
public enum TableRowAnimation: String, CaseIterable, Hashable, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic

    /// How it is drawn: `.automatic` and `.middle` fade (UIKit's `.automatic` picks a style
    /// per update and `.middle` shrinks the row towards its middle; both are *chosen* here
    /// as a fade, docs/tables.md).
    public var motion: TableRowMotion {
        switch self {
        case .none: return .none
        case .fade, .automatic, .middle: return .fade
        case .left: return .left
        case .right: return .right
        case .top: return .top
        case .bottom: return .bottom
        }
    }
}

/// How a row comes in or goes out, as drawn: through alpha, or moved out of its place.
public enum TableRowMotion: Hashable, Sendable {
    case none, fade, left, right, top, bottom

    /// `frame` moved out of the row towards the style's side: a table's `width` sideways,
    /// the row's own height up or down.
    public func offset(_ frame: Rect, in width: Double) -> Rect {
        switch self {
        case .none, .fade: return frame
        case .left: return frame.offsetBy(dx: -width, dy: 0)
        case .right: return frame.offsetBy(dx: width, dy: 0)
        case .top: return frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: return frame.offsetBy(dx: 0, dy: frame.height)
        }
    }
}
