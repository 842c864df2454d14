extension LayoutAttribute {
    /// Why UIKit refuses to relate `self` (the first item's attribute) to `other` (the
    /// second item's), or nil when the pair is valid. UIKit raises for all of these:
    /// a position against a size, two positions in different axes, and leading/trailing
    /// against left/right (they differ in right-to-left layouts). Sizes in different axes
    /// are fine: `width == 2 * height` is the aspect-ratio constraint.
    public func pairingProblem(with other: LayoutAttribute) -> String? {
        if isSize != other.isSize {
            let (position, size) = isSize ? (other, self) : (self, other)
            return "cannot relate the position attribute '\(position)' to the size attribute '\(size)'; "
                + "relate positions to positions and sizes to sizes"
        }
        if isSize { return nil }
        if isHorizontal != other.isHorizontal {
            return "cannot relate '\(self)' (\(isHorizontal ? "horizontal" : "vertical")) to '\(other)' "
                + "(\(other.isHorizontal ? "horizontal" : "vertical")); both attributes must be in the same axis"
        }
        if let mine = horizontalFamily, let theirs = other.horizontalFamily, mine != theirs {
            return "cannot relate '\(self)' to '\(other)'; use leading/trailing for both or left/right for both"
        }
        return nil
    }

    /// Whether a constraint may set this attribute to a constant with no second item:
    /// only sizes, because a position needs something to be measured from.
    public var acceptsConstantOnly: Bool { isSize }

    /// Whether a UILayoutGuide has this anchor: edges, centers and sizes, but no margins
    /// and no baselines.
    public var existsOnLayoutGuides: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: return true
        default: return false
        }
    }

    /// For horizontal edges only: whether it flips in right-to-left layouts.
    private var horizontalFamily: String? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return "leading"
        case .left, .right, .leftMargin, .rightMargin: return "left"
        default: return nil
        }
    }
}
