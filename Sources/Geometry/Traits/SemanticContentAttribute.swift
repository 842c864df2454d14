/// UISemanticContentAttribute: whether a view's contents flip in a right-to-left layout.
/// A view's own attribute decides the layout direction of its subviews (and of the
/// constraints between them), as `UIView.userInterfaceLayoutDirection(for:)` says.
public enum SemanticContentAttribute: String, CaseIterable, Hashable, Sendable {
    /// Inherit the superview's direction (UIKit's default: flips with the language).
    case unspecified
    /// Playback controls (play, rewind, a scrubber): never flipped, always left to right.
    case playback
    /// Directional controls (a D-pad, a text-alignment segment): never flipped.
    case spatial
    case forceLeftToRight
    case forceRightToLeft

    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`: the direction a view with
    /// this attribute lays out in, inside a superview laid out in `inherited`.
    public func layoutDirection(inheriting inherited: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: return inherited
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
