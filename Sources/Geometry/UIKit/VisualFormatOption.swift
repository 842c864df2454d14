/// NSLayoutConstraint.FormatOptions, one flag per case, by the names Swift gives them;
/// the raw values are what timeline JSON writes (`"alignAllCenterY"`).
///
/// Shared by the Timeline parser (which accepts the names) and the Layout engine (which
/// honours them), so a case one side does not handle is a compile error there. What each
/// option makes is documented on Layout's `VisualFormat`.
public enum VisualFormatOption: String, CaseIterable, Hashable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline
    /// The order of the views along `H:`: UIKit's default follows the layout direction;
    /// the other two fix it to the screen.
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
    /// What a spacing between two views in `V:` measures: edge to edge (the default), or
    /// from the upper view's last baseline to the lower view's first baseline.
    case spacingEdgeToEdge, spacingBaselineToBaseline

    /// Which of UIKit's three option groups the flag belongs to; at most one flag of the
    /// direction group and one of the spacing group can be given.
    public enum Group: Hashable, Sendable { case alignment, direction, spacing }

    public var group: Group {
        switch self {
        case .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
             .alignAllCenterX, .alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline:
            return .alignment
        case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft: return .direction
        case .spacingEdgeToEdge, .spacingBaselineToBaseline: return .spacing
        }
    }
}
