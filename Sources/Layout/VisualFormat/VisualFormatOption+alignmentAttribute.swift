import Geometry

extension VisualFormatOption {
    /// The attribute an `alignAll…` option aligns; nil for the direction and spacing
    /// options.
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
        case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
             .spacingEdgeToEdge, .spacingBaselineToBaseline:
            return nil
        }
    }
}
