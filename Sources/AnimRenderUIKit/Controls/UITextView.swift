import Foundation
import Geometry
import Render

/// UIKit's text view: wrapped text from the top, inside `textContainerInset` (8 pt above and
/// below) and `textContainer.lineFragmentPadding` (5 pt at each end of a line). With
/// scrolling on (UIKit's default) it has no intrinsic size and `contentSize` is its text's
/// height at its width; with `isScrollEnabled` false it is as large as its text wrapped at
/// the width layout gives it, and grows as the text does (the self-sizing text view). A
/// UIScrollView subclass as in UIKit, but its text is not scrolled here: the engine lays it
/// out as a view of its own size (docs/controls.md). Nothing is edited: a recording has no
/// keyboard.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .textView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .textView)
    }

    var textContent: TextViewContent {
        get { if case .textView(let t) = spec.content { return t } else { return TextViewContent() } }
        set { changeContent { $0 = .textView(newValue) } }
    }

    /// "" by default; nil sets "".
    public var text: String! {
        get { textContent.text }
        set { textContent.text = newValue ?? "" }
    }
    /// The body style of the system font (17 pt) by default; nil sets it back.
    public var font: UIFont? {
        get { UIFont(textContent.font) }
        set { textContent.font = newValue?.descriptor ?? FontDescriptor(size: ControlMetrics.textInputFontSize) }
    }
    /// `label` by default (nil: `label`).
    public var textColor: UIColor? {
        get { UIColor(dynamic: textContent.textColor ?? SystemColor.label.color) }
        set { textContent.textColor = newValue?.dynamic }
    }
    public var textAlignment: NSTextAlignment = .natural {
        didSet { textContent.textAlignment = textAlignment.geometry }
    }
    /// UIScrollView's: false gives the text view its text's size (the self-sizing pattern).
    open override var isScrollEnabled: Bool {
        get { textContent.isScrollEnabled }
        set { textContent.isScrollEnabled = newValue }
    }
    public var textContainerInset: UIEdgeInsets {
        get { UIEdgeInsets(textContent.textContainerInset) }
        set { textContent.textContainerInset = newValue.edgeInsets }
    }
    /// Where the text is laid out: its `lineFragmentPadding`.
    public private(set) lazy var textContainer = NSTextContainer(textView: self)
    /// Kept for API parity: nothing is edited or selected in a recording.
    /// `attributedText`: its string is the text (attributes kept, not drawn).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    /// Kept (nothing is typed here).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// `NSRange(location: text's length, length: 0)` until set, as UIKit's (kept).
    open var selectedRange: NSRange {
        get { storedSelectedRange ?? NSRange(location: (text ?? "").utf16.count, length: 0) }
        set { storedSelectedRange = newValue }
    }
    private var storedSelectedRange: NSRange?
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    public var isEditable = true
    public var isSelectable = true

    /// The text's height at the view's width plus the insets, the view's width wide.
    open override var contentSize: CGSize {
        get {
            let width = bounds.width.native
            return CGSize(width: width, height: fittingSize(width: width).height)
        }
        set {}
    }

    /// The text wrapped at `size.width` (less the insets and padding) plus the insets; the
    /// width is the text's, as the self-sizing size is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(fittingSize(width: size.width > 0 && size.width.isFinite ? size.width.native : nil))
    }

    private func fittingSize(width: Double?) -> Size {
        guard let measurer = host?.player.configuration.textMeasurer ?? (try? TextEngine.shared()) else { return .zero }
        let category = host?.player.traits.contentSizeCategory ?? .default
        return textContent.fittingSize(width: width) { text, font, maxWidth in
            measurer.measure(text, font: font.resolved(for: category), maxWidth: maxWidth, numberOfLines: 0).size
        }
    }
}

/// The text container of a `UITextView`: only `lineFragmentPadding` (5 pt by default, clear
/// at each end of every line) is modelled.
@preconcurrency @MainActor
public final class NSTextContainer {
    private weak var textView: UITextView?
    init(textView: UITextView) { self.textView = textView }

    public var lineFragmentPadding: CGFloat {
        get { CGFloat(textView?.textContent.lineFragmentPadding ?? ControlMetrics.textViewLineFragmentPadding) }
        set { textView?.textContent.lineFragmentPadding = newValue.native }
    }
}
