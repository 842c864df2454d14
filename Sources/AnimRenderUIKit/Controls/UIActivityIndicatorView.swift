import Foundation
import Geometry

/// UIKit's activity indicator: 20 × 20 (`.medium`) or 37 × 37 (`.large`) points, drawn
/// while animating and hidden when stopped (`hidesWhenStopped`, true by default).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .activityIndicatorView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .activityIndicatorView)
    }

    /// `UIActivityIndicatorView(style:)`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    private var content: ActivityIndicatorContent {
        get { if case .activityIndicatorView(let a) = spec.content { return a } else { return ActivityIndicatorContent() } }
        set { changeContent { $0 = .activityIndicatorView(newValue) } }
    }

    public var style: Style {
        get { Style(content.style) }
        set { content.style = newValue.geometry }
    }
    public func startAnimating() { content.isAnimating = true }
    public func stopAnimating() { content.isAnimating = false }
    public var isAnimating: Bool { content.isAnimating }
    public var hidesWhenStopped: Bool {
        get { content.hidesWhenStopped }
        set { content.hidesWhenStopped = newValue }
    }
    public var color: UIColor! {
        get { content.color.map { UIColor(dynamic: $0) } }
        set { content.color = newValue?.dynamic }
    }
}
