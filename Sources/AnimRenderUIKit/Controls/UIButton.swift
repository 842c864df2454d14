import Foundation
import Geometry

/// UIKit's button in the older style: a `.system` button (title in the tint colour) or a
/// `.custom` one (white), its normal state's title at 15 pt, sized to the title with 6 pt
/// clear above and below (a system button at least 30 pt wide) plus `contentEdgeInsets`.
/// Only the normal state is drawn; `UIButton.Configuration` and images are not modelled.
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
}
