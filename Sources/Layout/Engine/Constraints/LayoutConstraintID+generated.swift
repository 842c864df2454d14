import Geometry

/// The ids of the constraints UIKit derives from a view's own properties: four
/// NSContentSizeLayoutConstraints from the intrinsic content size, four
/// NSAutoresizingMaskLayoutConstraints from frame + mask. Their ids are stable and
/// documented: `card.width<=intrinsic` (hugging), `card.width>=intrinsic` (compression
/// resistance), the same for `height`, and `card.autoresizing.minX` / `.width` / `.minY`
/// / `.height`. The root view's frame constraints carry UIKit's identifiers as their ids:
/// `UIView-Encapsulated-Layout-Left`, `-Width`, `-Top`, `-Height`.
extension LayoutConstraintID {
    static func contentSize(_ view: ViewID, horizontal: Bool, hugging: Bool) -> LayoutConstraintID {
        LayoutConstraintID("\(view).\(horizontal ? "width" : "height")\(hugging ? "<=" : ">=")intrinsic")
    }
    static func autoresizing(_ view: ViewID, horizontal: Bool, size: Bool) -> LayoutConstraintID {
        LayoutConstraintID("\(view).autoresizing." + (size ? (horizontal ? "width" : "height") : (horizontal ? "minX" : "minY")))
    }
    static func scrollContent(_ view: ViewID, horizontal: Bool) -> LayoutConstraintID {
        LayoutConstraintID("\(view).contentSize.\(horizontal ? "width" : "height")")
    }
    static func encapsulatedLayoutIdentifier(horizontal: Bool, size: Bool) -> String {
        "UIView-Encapsulated-Layout-" + (size ? (horizontal ? "Width" : "Height") : (horizontal ? "Left" : "Top"))
    }
    /// The root view's carry UIKit's identifier as their id; another encapsulated view's
    /// (a cell's content view) are prefixed with the view's id, as there are many:
    /// `list.cell1.contentView.UIView-Encapsulated-Layout-Height`.
    static func encapsulatedLayout(_ view: ViewID, horizontal: Bool, size: Bool) -> LayoutConstraintID {
        let identifier = encapsulatedLayoutIdentifier(horizontal: horizontal, size: size)
        return LayoutConstraintID(view == .root ? identifier : view.name + "." + identifier)
    }
}
