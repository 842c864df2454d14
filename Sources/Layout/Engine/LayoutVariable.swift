/// One of the four engine variables of a view: its untransformed layout rect in the
/// superview's coordinates. Raw values are the names UIKit's engine gives them in
/// `_autolayoutTrace` (`box.minX{id: 9}`, `box.Width{id: 11}`), which is also how
/// frames.json names an ambiguous attribute.
public enum LayoutVariable: String, CaseIterable, Hashable, Sendable {
    case minX, minY
    case width = "Width"
    case height = "Height"

    public var isHorizontal: Bool { self == .minX || self == .width }
}
