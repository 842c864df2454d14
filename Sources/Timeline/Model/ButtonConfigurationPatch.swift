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
        func set<T>(_ value: T?, _ key: WritableKeyPath<ButtonConfiguration, T>) { if let value { c[keyPath: key] = value } }
        set(style, \.style); set(title, \.title); set(subtitle, \.subtitle); set(image, \.image)
        set(imagePlacement, \.imagePlacement); set(imagePadding, \.imagePadding); set(titlePadding, \.titlePadding)
        set(contentInsets, \.contentInsets); set(cornerStyle, \.cornerStyle); set(buttonSize, \.buttonSize)
        set(baseBackgroundColor, \.baseBackgroundColor); set(baseForegroundColor, \.baseForegroundColor)
        return c
    }

    /// The patch with its image replaced by `transform`'s.
    func mappingImages(_ transform: (ViewImage) -> ViewImage) -> ButtonConfigurationPatch {
        var p = self
        if case .some(.some(let i)) = image { p.image = .some(transform(i)) }
        return p
    }
}
