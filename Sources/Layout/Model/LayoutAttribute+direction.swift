extension LayoutAttribute {
    /// Whether the attribute names a side by the layout direction (leading, trailing and
    /// their margin forms). A constraint with one is resolved in a layout direction.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// What a right-to-left constraint measures for this attribute, negated: leading is
    /// the right edge and trailing the left one, and Auto Layout measures their values
    /// (and centerX beside them) leftwards, so `a.leading == b.leading + 8` puts `a` 8 pt
    /// to the left of `b`'s right edge and `a.trailing == 0.8 × b.trailing` gives
    /// `a.left == 0.8 × b.left`. nil for attributes a direction does not touch.
    public var mirroredForRightToLeft: LayoutAttribute? {
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        case .centerX, .centerXWithinMargins: return self
        default: return nil
        }
    }
}
