/// NSDirectionalEdgeInsets: insets whose sides follow the layout direction (leading is
/// the left edge in a left-to-right layout, the right edge in a right-to-left one).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The same insets on the screen's sides for a view laid out in `direction`.
    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        direction.leadingIsLeft
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}
