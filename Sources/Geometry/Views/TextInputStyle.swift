/// What UITextField and UITextView share: the font, colour and alignment of their text,
/// under UIKit's names and with UIKit's defaults (the 17 pt body font, `label`, `natural`).
public protocol TextInputStyle {
    var font: FontDescriptor { get set }
    /// nil: `label`.
    var textColor: DynamicColor? { get set }
    var textAlignment: TextAlignment { get set }
}

extension TextInputStyle {
    /// The style as a frame shows it: the font at the text size `category` (a text style
    /// takes its size there, as the view is measured) and `natural` alignment resolved in
    /// the view's layout `direction`, as a label's are.
    public func shown(at category: ContentSizeCategory, in direction: LayoutDirection) -> Self {
        var s = self
        s.font = font.resolved(for: category)
        s.textAlignment = textAlignment.resolved(in: direction)
        return s
    }

    /// The alignment drawn: `natural` not resolved by a frame is drawn as left.
    public var drawnAlignment: TextAlignment { textAlignment == .natural ? .left : textAlignment }
}
