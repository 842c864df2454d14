import Foundation
import Geometry

/// UIKit's text field: one line of text, or its placeholder while the text is empty, inside
/// its border style, sized to that line plus the border's insets (a rounded-rect field with
/// the default 17 pt font is 34 pt tall) and the clear button when it shows. A recording has
/// no keyboard: the field is never editing, so `.whileEditing` overlays never show and
/// `.unlessEditing` ones always do.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// `UITextField.BorderStyle`, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
        var content: TextFieldContent.BorderStyle {
            switch self {
            case .none: return .none
            case .line: return .line
            case .bezel: return .bezel
            case .roundedRect: return .roundedRect
            }
        }
    }

    /// `UITextField.ViewMode`, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
        var content: TextFieldContent.ViewMode {
            switch self {
            case .never: return .never
            case .whileEditing: return .whileEditing
            case .unlessEditing: return .unlessEditing
            case .always: return .always
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .textField)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .textField)
    }

    private var content: TextFieldContent {
        get { if case .textField(let t) = spec.content { return t } else { return TextFieldContent() } }
        set { changeContent { $0 = .textField(newValue) } }
    }

    /// nil by default; UIKit's getter returns "" once the field has been given any text.
    public var text: String? {
        get { content.text }
        set { content.text = newValue }
    }
    public var placeholder: String? {
        get { content.placeholder }
        set { content.placeholder = newValue }
    }
    /// The body style of the system font (17 pt) by default; nil sets it back.
    public var font: UIFont? {
        get { UIFont(content.font) }
        set { content.font = newValue?.descriptor ?? FontDescriptor(size: ControlMetrics.textInputFontSize) }
    }
    /// `label` by default (nil: `label`).
    public var textColor: UIColor? {
        get { UIColor(dynamic: content.textColor ?? SystemColor.label.color) }
        set { content.textColor = newValue?.dynamic }
    }
    public var textAlignment: NSTextAlignment = .natural {
        didSet { content.textAlignment = textAlignment.geometry }
    }
    /// `.none` by default, as UIKit's.
    public var borderStyle: BorderStyle = .none {
        didSet { content.borderStyle = borderStyle.content }
    }
    /// `.never` by default.
    public var clearButtonMode: ViewMode = .never {
        didSet { content.clearButtonMode = clearButtonMode.content }
    }
    /// Shows a bullet for each character.
    public var isSecureTextEntry: Bool {
        get { content.isSecureTextEntry }
        set { content.isSecureTextEntry = newValue }
    }
    /// Never true: a recording has no keyboard.
    public var isEditing: Bool { false }
}
