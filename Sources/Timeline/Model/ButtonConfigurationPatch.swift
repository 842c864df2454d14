import Geometry

/// A timeline's `"configuration"` object: the keys it names, each applied over the
/// button's configuration (a view's starts from `.plain()`), as Swift code sets
/// `button.configuration?.title`. A key written as null goes back to UIKit's default
/// (no title, the size's insets, the style's colours).
public struct ButtonConfigurationPatch: Hashable, Sendable {
    public var style: ButtonConfiguration.Style?
    public var title: String??
    public var subtitle: String??
    public var image: ViewImage??
    public var imagePlacement: ButtonConfiguration.ImagePlacement?
    public var imagePadding: Double?
    public var titlePadding: Double?
    public var contentInsets: DirectionalEdgeInsets??
    public var cornerStyle: ButtonConfiguration.CornerStyle?
    public var buttonSize: ButtonConfiguration.Size?
    public var baseBackgroundColor: DynamicColor??
    public var baseForegroundColor: DynamicColor??

    public init() {}

    /// `configuration` with the keys named here set (nil: a `.plain()` one).
    public func applied(to configuration: ButtonConfiguration?) -> ButtonConfiguration {
        var c = configuration ?? ButtonConfiguration()
        if let style { c.style = style }
        if let title { c.title = title }
        if let subtitle { c.subtitle = subtitle }
        if let image { c.image = image }
        if let imagePlacement { c.imagePlacement = imagePlacement }
        if let imagePadding { c.imagePadding = imagePadding }
        if let titlePadding { c.titlePadding = titlePadding }
        if let contentInsets { c.contentInsets = contentInsets }
        if let cornerStyle { c.cornerStyle = cornerStyle }
        if let buttonSize { c.buttonSize = buttonSize }
        if let baseBackgroundColor { c.baseBackgroundColor = baseBackgroundColor }
        if let baseForegroundColor { c.baseForegroundColor = baseForegroundColor }
        return c
    }

    /// The patch with its image replaced by `transform`'s.
    func mappingImages(_ transform: (ViewImage) -> ViewImage) -> ButtonConfigurationPatch {
        var p = self
        if case .some(.some(let i)) = image { p.image = .some(transform(i)) }
        return p
    }
}
