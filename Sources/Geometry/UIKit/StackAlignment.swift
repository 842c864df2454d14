/// UIStackView.Alignment: how a stack view places its arranged subviews across its axis.
/// `top` is UIKit's other name for `leading` and `bottom` for `trailing` (same raw values
/// in UIKit), so they are aliases here too, accepted by name in `names`.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    /// The views stretch to the stack's extent across the axis.
    case fill
    /// Leading edges (top edges in a horizontal stack) line up with the stack's.
    case leading
    /// First baselines line up (horizontal stacks only, as in UIKit).
    case firstBaseline
    case center
    /// Trailing edges (bottom edges in a horizontal stack) line up with the stack's.
    case trailing
    /// Last baselines line up (horizontal stacks only, as in UIKit).
    case lastBaseline

    public static let top = StackAlignment.leading
    public static let bottom = StackAlignment.trailing

    /// Every name the format accepts, UIKit's aliases included.
    public static let names: [(name: String, value: StackAlignment)] =
        allCases.map { ($0.rawValue, $0) } + [("top", .top), ("bottom", .bottom)]

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
