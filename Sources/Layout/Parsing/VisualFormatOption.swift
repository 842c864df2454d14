/// An NSLayoutConstraint.FormatOptions flag for `VisualFormat.parse`; raw values are the
/// UIKit names as written in timeline JSON (`"alignAllCenterY"`).
///
/// Promises: an `alignAll…` option aligns that attribute of each view with the next view's
/// in the format; it must lie across the format's axis (a vertical attribute in `H:`, a
/// horizontal one in `V:`), as UIKit requires. The `direction…` options choose the edges
/// `H:` formats use: leading/trailing (UIKit's default) or left/right.
public enum VisualFormatOption: String, CaseIterable, Hashable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline
    case directionLeadingToTrailing, directionLeftToRight

    /// The attribute an `alignAll…` option aligns; nil for direction options.
    public var alignmentAttribute: LayoutAttribute? {
        switch self {
        case .alignAllLeft: return .left
        case .alignAllRight: return .right
        case .alignAllTop: return .top
        case .alignAllBottom: return .bottom
        case .alignAllLeading: return .leading
        case .alignAllTrailing: return .trailing
        case .alignAllCenterX: return .centerX
        case .alignAllCenterY: return .centerY
        case .alignAllFirstBaseline: return .firstBaseline
        case .alignAllLastBaseline: return .lastBaseline
        case .directionLeadingToTrailing, .directionLeftToRight: return nil
        }
    }
}
