import Foundation
import Geometry

/// UIKit's text field: one line of text, or its placeholder while the text is empty, inside
/// its border style, sized to that line plus the border's insets (a rounded-rect field with
/// the default 17 pt font is 34 pt tall) and the clear button when it shows. A recording has
/// no keyboard: the field is never editing, so `.whileEditing` overlays never show and
/// `.unlessEditing` ones always do.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
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

    open weak var delegate: UITextFieldDelegate?
    /// `attributedText`: its string is the text (attributes kept, not drawn).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// Its string is the placeholder (attributes kept, not drawn).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// Kept: the text is drawn at the font's size.
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    /// Kept, not drawn or measured (the text area is the border's).
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    open var inputView: UIView?
    open var inputAccessoryView: UIView?


    // MARK: Where things are drawn (the drawing's own geometry; override them as on iOS,
    // though the renderer does not call them)

    /// The bounds: the border is drawn along them.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The bounds less the border style's insets (a rounded rect's 7 pt at the sides and
    /// 6.5 pt above and below; a line or bezel border's 2 pt; none for `.none`), less the
    /// clear button and its 6 pt gap when it shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let c = content
        var r = bounds.inset(by: UIEdgeInsets(c.borderInsets))
        if c.showsClearButton {
            r.size.width = max(0, r.width - CGFloat(ControlMetrics.textFieldClearButtonSide + ControlMetrics.textFieldClearButtonGap))
        }
        return r
    }
    /// The text rect: the placeholder is drawn where the text is.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The text rect (the field is never editing here).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The 19 pt clear button at the text area's trailing end, centred vertically (whether
    /// or not it shows, as UIKit's).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = CGFloat(ControlMetrics.textFieldClearButtonSide)
        let area = bounds.inset(by: UIEdgeInsets(content.borderInsets))
        return CGRect(x: area.maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - (leftView?.bounds.height ?? 0) / 2,
               width: leftView?.bounds.width ?? 0, height: leftView?.bounds.height ?? 0)
    }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - (rightView?.bounds.width ?? 0), y: bounds.midY - (rightView?.bounds.height ?? 0) / 2,
               width: rightView?.bounds.width ?? 0, height: rightView?.bounds.height ?? 0)
    }
}
