/// `UIButton`: its type, and either a `UIButton.Configuration` (iOS 15) or the older
/// style's normal-state title, title colour and image with `contentEdgeInsets`,
/// `titleEdgeInsets` and `imageEdgeInsets`. Where the image and title sit, and so the
/// intrinsic size, is `ButtonLayout`'s one computation (docs/controls.md).
public struct ButtonContent: Hashable, Sendable {
    /// `UIButton.ButtonType`: `system` draws its title in the tint colour, `custom` in
    /// white; both at 15 pt (`ControlMetrics.buttonFontSize`).
    public enum ButtonType: String, CaseIterable, Hashable, Sendable { case system, custom }

    public var buttonType: ButtonType
    /// `setTitle(_:for: .normal)`; nil or empty: no title.
    public var title: String?
    /// `setTitleColor(_:for: .normal)`; nil: the type's (the tint colour, or white).
    public var titleColor: DynamicColor?
    /// `contentEdgeInsets`: added around the image and title.
    public var contentEdgeInsets: EdgeInsets
    /// `setImage(_:for: .normal)`: before the title.
    public var image: ViewImage?
    /// `titleEdgeInsets` and `imageEdgeInsets`: move the title and the image when drawn
    /// (the size is not changed: UIKit's documentation of the properties).
    public var titleEdgeInsets: EdgeInsets
    public var imageEdgeInsets: EdgeInsets
    /// `UIButton.configuration`; non-nil: the older style's title, image and insets are ignored.
    public var configuration: ButtonConfiguration?
    /// The older style's title font (`titleLabel?.font`): 15 pt system unless set.
    public var titleFont: FontDescriptor = ButtonContent.titleFont

    public init(buttonType: ButtonType = .system, title: String? = nil, titleColor: DynamicColor? = nil,
                contentEdgeInsets: EdgeInsets = .zero, image: ViewImage? = nil, titleEdgeInsets: EdgeInsets = .zero,
                imageEdgeInsets: EdgeInsets = .zero, configuration: ButtonConfiguration? = nil) {
        self.buttonType = buttonType; self.title = title; self.titleColor = titleColor
        self.contentEdgeInsets = contentEdgeInsets; self.image = image
        self.titleEdgeInsets = titleEdgeInsets; self.imageEdgeInsets = imageEdgeInsets; self.configuration = configuration
    }

    /// The title shown: nil when there is none or it is empty.
    public var shownTitle: String? { title.flatMap { $0.isEmpty ? nil : $0 } }

    /// The content with each image replaced by `transform`'s.
    public func mappingImages(_ transform: (ViewImage) throws -> ViewImage) rethrows -> ButtonContent {
        var b = self
        b.image = try image.map(transform)
        b.configuration?.image = try configuration?.image.map(transform)
        return b
    }

    /// The font the older style's title is measured and drawn with.
    public static let titleFont = FontDescriptor(size: ControlMetrics.buttonFontSize)
}
