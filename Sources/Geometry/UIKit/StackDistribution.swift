/// UIStackView.Distribution: how a stack view sizes and places its arranged subviews
/// along its axis. The JSON names are UIKit's case names.
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    /// Sizes follow hugging and compression resistance; the views fill the stack.
    case fill
    /// Every visible arranged subview gets the same length.
    case fillEqually
    /// Lengths in proportion to the views' natural lengths (intrinsic content size).
    case fillProportionally
    /// Natural lengths; the gaps between the views are equal (`spacing` is their minimum).
    case equalSpacing
    /// The centres are equally far apart (`spacing` is the minimum gap between views).
    case equalCentering

    /// The two distributions whose spacing is a minimum and whose gaps are layout guides.
    public var distributesGaps: Bool { self == .equalSpacing || self == .equalCentering }
}
