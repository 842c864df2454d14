/// UIUserInterfaceLayoutDirection: which way leading and trailing point. The screen has
/// one (`screen.layoutDirection`, the app's language); a view's
/// `semanticContentAttribute` may force another for its subviews.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft

    /// Whether `leading` is the left edge.
    public var leadingIsLeft: Bool { self == .leftToRight }
}
