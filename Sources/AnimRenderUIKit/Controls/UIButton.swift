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

    /// `UIButton(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        self.primaryAction = primaryAction
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }   // no didSet in an initialiser
    }

    /// `UIButton(frame:primaryAction:)` (iOS 14): a custom button, as `UIButton(frame:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        self.primaryAction = primaryAction
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }   // no didSet in an initialiser
    }

    /// `UIButton(configuration:primaryAction:)`: a system button with the configuration.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.primaryAction = primaryAction
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }   // no didSet in an initialiser
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

    /// `setTitle(_:for:)`. The button shows the title for its current `state` (the normal
    /// state's when that state has none), as UIKit documents.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        showCurrentState()
    }
    /// The title for `state`, or the normal state's when it has none.
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }
    private var titles: [UInt: String] = [:]
    /// The title shown: the current state's.
    public var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }

    /// `setAttributedTitle(_:for:)`: shown instead of the plain title of that state, as in
    /// UIKit (its string is measured and drawn in the button's title font; the attributes
    /// are kept, not drawn).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        showCurrentState()
    }
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// `setTitleColor(_:for:)`: the current state's colour is drawn.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        showCurrentState()
    }
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }
    private var titleColors: [UInt: UIColor] = [:]
    /// The colour the title is drawn in: the current state's, else the type's (the tint
    /// colour for a system button, white for a custom one).
    public var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// The label that shows the title: its text is `currentTitle`; a font set on it is the
    /// title's (measured and drawn). It is not among `subviews`.
    public var titleLabel: UILabel? {
        if let l = storedTitleLabel { return l }
        let l = UIButtonLabel(button: self)
        storedTitleLabel = l
        return l
    }
    private var storedTitleLabel: UIButtonLabel?

    /// The image view that shows the image: its image is `currentImage`. Not among `subviews`.
    public var imageView: UIImageView? {
        if let v = storedImageView { return v }
        let v = UIImageView(image: currentImage)
        storedImageView = v
        return v
    }
    private var storedImageView: UIImageView?

    /// Around the title (deprecated in iOS 15 but honoured, as UIKit does).
    public var contentEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(content.contentEdgeInsets) }
        set { content.contentEdgeInsets = newValue.edgeInsets }
    }

    /// `setImage(_:for:)`: the current state's image is shown and measured, before the title.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        showCurrentState()
    }
    /// The image for `state`, or the normal state's when it has none.
    public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
    private var images: [UInt: UIImage] = [:]
    public var currentImage: UIImage? { image(for: state) }

    /// Shows the current state's title, colour and image (measured again when they change).
    private func showCurrentState() {
        var c = content
        c.title = currentTitle
        c.titleColor = titleColor(for: state)?.dynamic
        c.image = currentImage?.image
        if c != content { content = c }
        storedTitleLabel?.showTitle(currentTitle)
        storedImageView?.image = currentImage
    }

    /// The state changed: show its title and image, and update the configuration (UIKit
    /// calls `updateConfiguration()` when the state changes).
    override func controlStateDidChange() {
        showCurrentState()
        setNeedsUpdateConfiguration()
    }

    /// The title font (the title label's): 15 pt system unless set on `titleLabel`.
    var titleFont: FontDescriptor {
        get { content.titleFont }
        set { content.titleFont = newValue }
    }

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

    /// The button's action for `.primaryActionTriggered` (sent by
    /// `sendActions(for: .primaryActionTriggered)`; no touch sends it).
    public var primaryAction: UIAction? {
        didSet {
            if let old = oldValue { removeAction(old, for: .primaryActionTriggered) }
            if let new = primaryAction { addAction(new, for: .primaryActionTriggered) }
        }
    }

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

/// `UIButton.titleLabel`: a label showing the button's current title; its font is the
/// button's title font.
@preconcurrency @MainActor
final class UIButtonLabel: UILabel {
    private weak var button: UIButton?

    init(button: UIButton) {
        self.button = button
        super.init(frame: .zero)
        super.font = UIFont(button.titleFont)
        text = button.currentTitle
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func showTitle(_ title: String?) { text = title }

    override var font: UIFont! {
        get { super.font }
        set {
            super.font = newValue
            button?.titleFont = super.font.descriptor
        }
    }
}
