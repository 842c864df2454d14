/// UIUserInterfaceLayoutDirection: which way leading and trailing point.
///
/// Only `leftToRight` is laid out today; the case exists so the code that resolves
/// leading/trailing takes the direction as a parameter, and right-to-left support is
/// adding a branch, not finding every place that assumed left-to-right.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft

    /// Whether `leading` is the left edge.
    public var leadingIsLeft: Bool { self == .leftToRight }
}
