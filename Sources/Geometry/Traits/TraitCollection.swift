/// UITraitCollection, the traits animrender models: the size classes (from the device
/// and the orientation), the layout direction (`screen.layoutDirection`), the Dynamic
/// Type text size (`screen.contentSizeCategory`) and the appearance
/// (`screen.userInterfaceStyle`). Every frame records the collection in force (frames.json
/// `traits`).
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var layoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory
    /// Light or dark: the screen's (a view's `overrideUserInterfaceStyle` changes it for
    /// its subtree only, see `ViewFrame.userInterfaceStyle`).
    public var userInterfaceStyle: UserInterfaceStyle

    /// An iPhone in portrait, left to right, at the default text size, in the light appearance.
    public init(horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .default,
                userInterfaceStyle: UserInterfaceStyle = .default) {
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection; self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Both size classes at once (they change together on a rotation).
    public var sizeClasses: SizeClasses {
        get { SizeClasses(horizontal: horizontalSizeClass, vertical: verticalSizeClass) }
        set { horizontalSizeClass = newValue.horizontal; verticalSizeClass = newValue.vertical }
    }

    /// The traits that differ from `other`, in UIKit's `UITraitCollection` description
    /// style (`horizontalSizeClass: regular, verticalSizeClass: compact`), for the trace.
    public func changes(from other: TraitCollection) -> [String] {
        var out: [String] = []
        if horizontalSizeClass != other.horizontalSizeClass { out.append("horizontalSizeClass: \(horizontalSizeClass.rawValue)") }
        if verticalSizeClass != other.verticalSizeClass { out.append("verticalSizeClass: \(verticalSizeClass.rawValue)") }
        if layoutDirection != other.layoutDirection { out.append("layoutDirection: \(layoutDirection.rawValue)") }
        if contentSizeCategory != other.contentSizeCategory {
            out.append("preferredContentSizeCategory: \(contentSizeCategory.rawValue)")
        }
        if userInterfaceStyle != other.userInterfaceStyle { out.append("userInterfaceStyle: \(userInterfaceStyle.rawValue)") }
        return out
    }
}
