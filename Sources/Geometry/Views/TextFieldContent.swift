/// `UITextField`: one line of text — or its placeholder while the text is empty — inside its
/// border style, with UIKit's defaults (no text, no placeholder, the system font at 17 pt,
/// no border, no clear button). Its intrinsic size is the shown line's plus the border's
/// insets and the clear button when it shows (docs/controls.md). Nothing is edited: a
/// recording has no keyboard, so a field is never editing.
public struct TextFieldContent: TextInputStyle, Hashable, Sendable {
    /// `UITextField.BorderStyle`, by UIKit's case names.
    public enum BorderStyle: String, CaseIterable, Hashable, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.ViewMode`: when an overlay (the clear button) shows.
    public enum ViewMode: String, CaseIterable, Hashable, Sendable {
        case never, whileEditing, unlessEditing, always
        /// Whether the overlay shows on a field that is not editing (never, here).
        public var showsWhileNotEditing: Bool { self == .unlessEditing || self == .always }
    }

    /// nil or empty: the placeholder shows.
    public var text: String?
    public var placeholder: String?
    /// `font`: the body style of the system font (17 pt) unless set; it measures and draws
    /// the placeholder too, as UIKit's does.
    public var font: FontDescriptor
    /// nil: `label`.
    public var textColor: DynamicColor?
    public var textAlignment: TextAlignment
    public var borderStyle: BorderStyle
    public var clearButtonMode: ViewMode
    /// Drawn (and measured) as one bullet a character.
    public var isSecureTextEntry: Bool

    public init(text: String? = nil, placeholder: String? = nil, font: FontDescriptor = FontDescriptor(size: ControlMetrics.textInputFontSize),
                textColor: DynamicColor? = nil, textAlignment: TextAlignment = .natural, borderStyle: BorderStyle = .none,
                clearButtonMode: ViewMode = .never, isSecureTextEntry: Bool = false) {
        self.text = text; self.placeholder = placeholder; self.font = font; self.textColor = textColor
        self.textAlignment = textAlignment; self.borderStyle = borderStyle; self.clearButtonMode = clearButtonMode
        self.isSecureTextEntry = isSecureTextEntry
    }

    /// The line shown and whether it is the placeholder: the text (bullets when secure),
    /// else the placeholder; nil when both are empty.
    public var shownLine: (string: String, isPlaceholder: Bool)? {
        if let t = text, !t.isEmpty {
            return (isSecureTextEntry ? String(repeating: ControlMetrics.secureTextBullet, count: t.count) : t, false)
        }
        if let p = placeholder, !p.isEmpty { return (p, true) }
        return nil
    }

    /// Whether the clear button shows: there is text, and the mode shows it on a field that
    /// is not editing.
    public var showsClearButton: Bool { !(text ?? "").isEmpty && clearButtonMode.showsWhileNotEditing }

    /// The text area's insets from the bounds for the border style (`textRect(forBounds:)`
    /// before the clear button).
    public var borderInsets: EdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel:
            let i = ControlMetrics.borderedTextFieldInset
            return EdgeInsets(top: i, left: i, bottom: i, right: i)
        case .roundedRect:
            return EdgeInsets(top: ControlMetrics.roundedTextFieldVerticalInset, left: ControlMetrics.roundedTextFieldHorizontalInset,
                              bottom: ControlMetrics.roundedTextFieldVerticalInset, right: ControlMetrics.roundedTextFieldHorizontalInset)
        }
    }
}
