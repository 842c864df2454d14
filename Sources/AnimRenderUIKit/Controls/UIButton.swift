import Foundation
import Geometry

/// UIKit's button: a `UIButton.Configuration` (iOS 15, `UIButton(configuration:primaryAction:)`
/// or `configuration`), or the older style — a `.system` button (title and image in the
/// tint colour) or a `.custom` one (white title), its normal state's image and title at
/// 15 pt, sized to them (the title 6 pt clear above and below, a system button without an
/// image at least 30 pt wide) plus `contentEdgeInsets`. Only the normal state is drawn;
/// a configured button ignores the older style's insets, as UIKit's does.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`, with UIKit's raw values, for the two types drawn here.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1
        var content: ButtonContent.ButtonType { self == .custom ? .custom : .system }
    }

    public let buttonType: ButtonType

    /// `UIButton(type:)`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpContent(of: .button)
        content.buttonType = buttonType.content
    }

    /// `UIButton(frame:)` and `UIButton()`: a custom button, as UIKit's.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpContent(of: .button)
        content.buttonType = .custom
    }

    /// `UIButton(configuration:primaryAction:)`: a system button with the configuration.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.primaryAction = primaryAction
        self.configuration = configuration
    }

    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
        setUpContent(of: .button)
    }

    private var content: ButtonContent {
        get { if case .button(let b) = spec.content { return b } else { return ButtonContent() } }
        set { changeContent { $0 = .button(newValue) } }
    }

    /// `setTitle(_:for:)`: the normal state's title is shown and measured.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { content.title = title }
    }
    /// The title for `state`, or the normal state's when it has none.
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }
    private var titles: [UInt: String] = [:]
    public var currentTitle: String? { title(for: .normal) }

    /// `setTitleColor(_:for:)`: the normal state's colour is drawn.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        if state == .normal { content.titleColor = color?.dynamic }
    }
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }
    private var titleColors: [UInt: UIColor] = [:]

    /// Around the title (deprecated in iOS 15 but honoured, as UIKit does).
    public var contentEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(content.contentEdgeInsets) }
        set { content.contentEdgeInsets = newValue.edgeInsets }
    }

    /// `setImage(_:for:)`: the normal state's image is shown and measured, before the title.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if state == .normal { content.image = image?.image }
    }
    /// The image for `state`, or the normal state's when it has none.
    public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
    private var images: [UInt: UIImage] = [:]
    public var currentImage: UIImage? { image(for: .normal) }

    /// Moves the title when drawn; the size is not changed (UIKit's documentation).
    public var titleEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(content.titleEdgeInsets) }
        set { content.titleEdgeInsets = newValue.edgeInsets }
    }
    /// Moves the image when drawn; the size is not changed.
    public var imageEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(content.imageEdgeInsets) }
        set { content.imageEdgeInsets = newValue.edgeInsets }
    }

    /// The action `UIButton(configuration:primaryAction:)` was given (never sent: no touches).
    public var primaryAction: UIAction?

    /// The configuration; nil: the older style. Setting it updates the button's
    /// configuration (`configurationUpdateHandler` is called) and re-measures it.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            content.configuration = newValue?.geometry
            setNeedsUpdateConfiguration()
        }
    }
    private var storedConfiguration: Configuration?

    /// Called to update the configuration for the button's state: when it is set, when
    /// a configuration is set, and on `setNeedsUpdateConfiguration()`.
    public var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration()`. UIKit runs it before the next layout pass; here it
    /// runs at once (a recording samples after both), and not again from inside itself.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
    }
    private var isUpdatingConfiguration = false

    /// Updates the configuration for the current state: calls `configurationUpdateHandler`.
    /// Subclasses override it (calling super to keep the handler).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }
}
