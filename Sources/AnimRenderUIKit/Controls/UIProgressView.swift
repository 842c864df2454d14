import Foundation
import Geometry

/// UIKit's progress view: a bar filled to `progress`, 4 pt tall (`.default`) or 2 pt
/// (`.bar`), with no intrinsic width.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .progressView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .progressView)
    }

    /// `UIProgressView(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    private var content: ProgressViewContent {
        get { if case .progressView(let p) = spec.content { return p } else { return ProgressViewContent() } }
        set { changeContent { $0 = .progressView(newValue) } }
    }

    /// Pinned to 0…1, as UIKit pins it.
    public var progress: Float {
        get { Float(content.progress) }
        set { content.setProgress(Double(newValue)) }
    }
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    public var progressViewStyle: Style {
        get { Style(content.progressViewStyle) }
        set { content.progressViewStyle = newValue.geometry }
    }
    public var progressTintColor: UIColor? {
        get { content.progressTintColor.map { UIColor(dynamic: $0) } }
        set { content.progressTintColor = newValue?.dynamic }
    }
    public var trackTintColor: UIColor? {
        get { content.trackTintColor.map { UIColor(dynamic: $0) } }
        set { content.trackTintColor = newValue?.dynamic }
    }
}
