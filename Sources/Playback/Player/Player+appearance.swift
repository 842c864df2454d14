import Geometry
import Layout

/// Light and dark: which appearance a view's colours resolve for.
extension Player {
    /// The appearance in force at a view: the nearest `overrideUserInterfaceStyle` on it or
    /// on a superview, else the screen's (`traits.userInterfaceStyle`), as UIKit's trait
    /// hierarchy passes it down.
    func userInterfaceStyle(of id: ViewID) -> UserInterfaceStyle {
        var current = id
        while true {
            if let style = appearances[current]?.overrideUserInterfaceStyle { return style }
            guard current != ViewID.window, let up = parent(of: current) else { return traits.userInterfaceStyle }
            current = up
        }
    }
}
