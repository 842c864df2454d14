/// `UITextView`: wrapped text from the top, inside `textContainerInset` and
/// `textContainer.lineFragmentPadding` on each side, with UIKit's defaults (empty text, the
/// system font at 17 pt, insets 8 / 0 / 8 / 0, padding 5, scrolling on). With scrolling on it
/// has no intrinsic size; with `isScrollEnabled` false it is as large as its text wrapped at
/// the width layout gives it (the self-sizing text view, measured again at each new width,
/// as a wrapping label is).
public struct TextViewContent: TextInputStyle, Hashable, Sendable {
    public var text: String
    public var font: FontDescriptor
    /// nil: `label`.
    public var textColor: DynamicColor?
    public var textAlignment: TextAlignment
    public var isScrollEnabled: Bool
    public var textContainerInset: EdgeInsets
    /// `textContainer.lineFragmentPadding`: clear at each end of every line.
    public var lineFragmentPadding: Double

    public init(text: String = "", font: FontDescriptor = FontDescriptor(size: ControlMetrics.textInputFontSize),
                textColor: DynamicColor? = nil, textAlignment: TextAlignment = .natural, isScrollEnabled: Bool = true,
                textContainerInset: EdgeInsets = ControlMetrics.textViewContainerInset,
                lineFragmentPadding: Double = ControlMetrics.textViewLineFragmentPadding) {
        self.text = text; self.font = font; self.textColor = textColor; self.textAlignment = textAlignment
        self.isScrollEnabled = isScrollEnabled; self.textContainerInset = textContainerInset
        self.lineFragmentPadding = lineFragmentPadding
    }

    /// The width the text wraps at inside a view `width` wide: less the insets and the
    /// padding at both ends.
    public func wrapWidth(inViewWidth width: Double) -> Double {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
    }

    /// The text's size wrapped in a view `width` wide (unwrapped when nil) plus the insets
    /// and the padding: the self-sizing size, and a scrolling view's `contentSize` height.
    /// Empty text is one line high, as UIKit keeps room for the caret's line.
    public func fittingSize(width: Double?, measure: (String, FontDescriptor, Double?) -> Size) -> Size {
        let textSize = text.isEmpty ? Size(0, measure("X", font, nil).height) : measure(text, font, width.map(wrapWidth(inViewWidth:)))
        let i = textContainerInset
        return Size(textSize.width + 2 * lineFragmentPadding + i.left + i.right, textSize.height + i.top + i.bottom)
    }
}
