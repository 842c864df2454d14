/// NSTextAlignment, the horizontal placements animrender draws. `natural` (UILabel's
/// default since iOS 9) is left in a left-to-right layout and right in a right-to-left
/// one; a frame carries the alignment already resolved (`resolved(in:)`).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case natural, left, center, right

    /// The alignment drawn in a view laid out in `direction`: natural becomes left or
    /// right; the others are fixed to the screen.
    public func resolved(in direction: LayoutDirection) -> TextAlignment {
        guard self == .natural else { return self }
        return direction.leadingIsLeft ? .left : .right
    }
}
