import Foundation
import Geometry
import Layout
import Render

/// A label: text measured with the system font's stand-in (Inter, see `UIFont`), its measured size its
/// intrinsic content size. A wrapping label (`numberOfLines` ≠ 1) without a
/// `preferredMaxLayoutWidth` takes the width layout gives it and is measured again in the
/// same pass, as UIKit's two-pass layout does. An empty label's intrinsic size is zero.
@preconcurrency @MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        spec.text = ""
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        spec.text = ""
    }

    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            changeSpec { $0.text = newValue ?? "" }
        }
    }
    private var storedText: String?

    /// `attributedText`: its string is the label's `text`; a font attribute that covers the
    /// whole string is the label's font (measured and drawn), as UIKit measures it; other
    /// attributes are kept, not drawn. Setting `text` replaces it with the plain text.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            let string = newValue?.string
            storedText = string
            storedAttributedText = newValue
            if let newValue, newValue.length > 0 {
                var range = NSRange(location: 0, length: 0)
                if let f = newValue.attribute(.font, at: 0, effectiveRange: &range) as? UIFont,
                   range.location == 0, range.length == newValue.length {
                    fontDescriptor = f.descriptor
                }
            }
            changeSpec { $0.text = string ?? "" }
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// 17 pt system font by default.
    open var font: UIFont! {
        get { UIFont(fontDescriptor) }
        set { fontDescriptor = (newValue ?? UIFont.systemFont(ofSize: 17)).descriptor; changeSpec { _ in } }
    }
    private var fontDescriptor = FontDescriptor()

    open var textColor: UIColor! {
        get { UIColor(dynamic: appearance.textColor) }
        set { changeAppearance { $0.textColor = newValue?.dynamic ?? .black } }
    }

    /// 0 for as many lines as needed; a negative value is 0.
    open var numberOfLines: Int {
        get { spec.numberOfLines }
        set { changeSpec { $0.numberOfLines = max(0, newValue) } }
    }

    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(spec.preferredMaxLayoutWidth ?? 0) }
        set { changeSpec { $0.preferredMaxLayoutWidth = newValue > 0 ? newValue.native : nil } }
    }

    /// With a text-style font (`preferredFont(forTextStyle:)`), follow the recording's
    /// text size as it changes; otherwise the font keeps the size it was made with.
    open var adjustsFontForContentSizeCategory = false {
        didSet { changeSpec { _ in } }
    }

    /// `.natural` by default; `.justified` is kept and drawn as `.natural` (see the type).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { changeSpec { $0.textAlignment = textAlignment.geometry } }
    }

    /// Kept for API parity; the renderer wraps by word and truncates the last line.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Kept, not drawn: the text is measured and drawn at the font's size. UIKit shrinks the
    /// text only when drawing it; the intrinsic content size and `sizeThatFits(_:)` are the
    /// full-size text's there too.
    open var adjustsFontSizeToFitWidth = false
    /// 0 by default (UIKit's); kept with `adjustsFontSizeToFitWidth`.
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Kept, not drawn (the label is drawn as enabled and not highlighted).
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    /// (0, −1) by default, as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// `textRect(forBounds:limitedToNumberOfLines:)`: where the text is drawn in `bounds` —
    /// at its origin, the text wrapped at the bounds' width in at most `numberOfLines` lines
    /// (0: no limit), no larger than the bounds. Override it to move the text, as in UIKit
    /// (the renderer does not call it).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width = bounds.width > 0 && bounds.width.isFinite ? bounds.width.native : nil
        let s = measure(maxWidth: width, numberOfLines: max(0, numberOfLines))
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(s.width, bounds.width), height: min(s.height, bounds.height))
    }

    /// Never called: the renderer draws the text (declared so that subclasses compile).
    open func drawText(in rect: CGRect) {}

    override func configureEngineSpec(_ spec: inout ViewSpec, names: (AnyObject) -> ViewID?) {
        var f = fontDescriptor
        // Installing, the view has no host yet: the recording's is the one running.
        if let family = f.family, let host = host ?? attachedHost ?? UIScreen.main.recording, !host.fontFamilies.contains(family) {
            host.report(.unknownFont(family))
            f.family = nil
        }
        if !adjustsFontForContentSizeCategory, f.textStyle != nil {
            f = FontDescriptor(size: f.size, weight: f.weight, family: f.family)   // fixed at the size it was made with
        }
        spec.font = f
    }

    /// The size the text measures at (what UIKit's `intrinsicContentSize` is).
    var measuredSize: CGSize {
        measure(maxWidth: numberOfLines == 1 ? nil : spec.preferredMaxLayoutWidth ?? (bounds.width > 0 ? bounds.width.native : nil))
    }

    /// The text's size wrapped at `maxWidth` (on one line when nil), in at most
    /// `numberOfLines` lines.
    private func measure(maxWidth: Double?, numberOfLines: Int? = nil) -> CGSize {
        let t = spec.text ?? ""
        guard !t.isEmpty, let measurer = (host?.player.configuration.textMeasurer ?? (try? TextEngine.shared())) else { return .zero }
        var s = spec
        configureEngineSpec(&s, names: UIView.recordedName)
        let category = host?.player.traits.contentSizeCategory ?? UIScreen.main.spec.contentSizeCategory
        return CGSize(measurer.measure(t, font: s.font.resolved(for: category), maxWidth: maxWidth,
                                      numberOfLines: numberOfLines ?? self.numberOfLines).size)
    }

    /// The text's size when it may be `size.width` wide: wrapped at that width (in at most
    /// `numberOfLines` lines) unless it is on one line; as UIKit's, the height is not
    /// limited by `size.height`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width.native : nil
        return measure(maxWidth: numberOfLines == 1 ? nil : width)
    }

    /// The text measured with Inter and San Francisco's metrics and tracking (not San
    /// Francisco itself): widths differ from a device's by about 1 % (docs/swift-api.md).
    open override var intrinsicContentSize: CGSize { measuredSize }

    /// The engine measures the text itself (and re-measures wrapping labels at the width
    /// layout gives them) unless a subclass's `intrinsicContentSize` says otherwise.
    override var engineIntrinsicContentSize: Size? {
        if (spec.text ?? "").isEmpty { return .zero }
        guard type(of: self) != UILabel.self else { return nil }
        let s = intrinsicContentSize
        return s == measuredSize ? nil : s.size
    }
}

/// How a label breaks and truncates lines (kept for API parity).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// `UIBaselineAdjustment`, UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none
}
