import Foundation

/// UIKit's visual effect view: a view whose `contentView` fills it (autoresizing, flexible
/// width and height) and holds what is shown on the effect. Adding a subview to the effect
/// view itself is UIKit's NSInternalInconsistencyException ("Do not add subviews directly
/// to the visual effect view itself, instead add them to the -contentView."), reported as
/// `UIKitError.internalInconsistency` and the view not added. The effect (blur, vibrancy) is
/// not drawn: the view draws as a plain view (its background colour, if any) and its content
/// view's subviews draw over it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// What the effect shows on: add your views here.
    public let contentView: UIView
    /// A `UIBlurEffect` or a `UIVibrancyEffect`, or nil (no effect); kept, never drawn.
    open var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        contentView = _UIVisualEffectContentView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        contentView = _UIVisualEffectContentView(frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    /// `init(effect: nil)` with the frame, as UIKit's inherited initialiser.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        place(contentView, at: subviews.count)
    }

    open override func addSubview(_ view: UIView) {
        guard acceptsDirectly(view) else { return }
        super.addSubview(view)
    }

    open override func insertSubview(_ view: UIView, at index: Int) {
        guard acceptsDirectly(view) else { return }
        super.insertSubview(view, at: index)
    }

    open override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard acceptsDirectly(view) else { return }
        super.insertSubview(view, aboveSubview: siblingSubview)
    }

    open override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard acceptsDirectly(view) else { return }
        super.insertSubview(view, belowSubview: siblingSubview)
    }

    /// Only the content view is a direct subview (moving it among its siblings is allowed).
    private func acceptsDirectly(_ view: UIView) -> Bool {
        if view === contentView { return true }
        UIKitError.raise(.internalInconsistency("\(view.debugName) has been added as a subview to \(debugName). "
                                                + "Do not add subviews directly to the visual effect view itself, "
                                                + "instead add them to the -contentView."), in: attachedHost)
        return false
    }
}

/// The content view of a visual effect view: `_UIVisualEffectContentView`, as in UIKit.
@preconcurrency @MainActor
final class _UIVisualEffectContentView: UIView {}

/// An effect for a `UIVisualEffectView` (UIKit's abstract base: use `UIBlurEffect` or
/// `UIVibrancyEffect`). Immutable, as UIKit's.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of what lies behind the view, in one of UIKit's styles (kept, not drawn).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// UIKit's styles with their raw values (`extraDark` is tvOS's and not here).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style it was made with (UIKit does not expose it; here for tests and debugging).
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy for the content of a visual effect view over a blur (kept, not drawn).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle

    /// `init(blurEffect:style: .label)`, as UIKit's.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// UIKit's vibrancy styles with their raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7
}
