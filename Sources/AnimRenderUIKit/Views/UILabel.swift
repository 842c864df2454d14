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

    public var text: String? {
        get { storedText }
        set {
            storedText = newValue
            changeSpec { $0.text = newValue ?? "" }
        }
    }
    private var storedText: String?

    /// 17 pt system font by default.
    public var font: UIFont! {
        get { UIFont(fontDescriptor) }
        set { fontDescriptor = (newValue ?? UIFont.systemFont(ofSize: 17)).descriptor; changeSpec { _ in } }
    }
    private var fontDescriptor = FontDescriptor()

    public var textColor: UIColor! {
        get { UIColor(dynamic: appearance.textColor) }
        set { changeAppearance { $0.textColor = newValue?.dynamic ?? .black } }
    }

    /// 0 for as many lines as needed; a negative value is 0.
    public var numberOfLines: Int {
        get { spec.numberOfLines }
        set { changeSpec { $0.numberOfLines = max(0, newValue) } }
    }

    public var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(spec.preferredMaxLayoutWidth ?? 0) }
        set { changeSpec { $0.preferredMaxLayoutWidth = newValue > 0 ? newValue.native : nil } }
    }

    /// With a text-style font (`preferredFont(forTextStyle:)`), follow the recording's
    /// text size as it changes; otherwise the font keeps the size it was made with.
    public var adjustsFontForContentSizeCategory = false {
        didSet { changeSpec { _ in } }
    }

    /// `.natural` by default; `.justified` is kept and drawn as `.natural` (see the type).
    public var textAlignment: NSTextAlignment = .natural {
        didSet { changeSpec { $0.textAlignment = textAlignment.geometry } }
    }

    /// Kept for API parity; the renderer wraps by word and truncates the last line.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

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
    private func measure(maxWidth: Double?) -> CGSize {
        let t = spec.text ?? ""
        guard !t.isEmpty, let measurer = (host?.player.configuration.textMeasurer ?? (try? TextEngine.shared())) else { return .zero }
        var s = spec
        configureEngineSpec(&s, names: UIView.recordedName)
        let category = host?.player.traits.contentSizeCategory ?? UIScreen.main.spec.contentSizeCategory
        return CGSize(measurer.measure(t, font: s.font.resolved(for: category), maxWidth: maxWidth, numberOfLines: numberOfLines).size)
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
