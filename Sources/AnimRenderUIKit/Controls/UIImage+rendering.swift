import Foundation

/// How an image is drawn (UIKit's `UIImage.RenderingMode`), and the variants apps make of
/// an image. They are kept and read back; the renderer draws every image as it is (a
/// symbol in the label colour), and the size is the original's.
extension UIImage {
    /// `UIImage.RenderingMode`, UIKit's raw values.
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }

    /// `.automatic` unless made with `withRenderingMode(_:)`.
    public var renderingMode: RenderingMode { variant.renderingMode }
    /// The colour given by `withTintColor(_:)`, else nil.
    public var tintColor: UIColor? { variant.tintColor }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(image, variant: Variant(renderingMode: renderingMode, tintColor: variant.tintColor))
    }

    /// The same image tinted (`.alwaysOriginal` unless `renderingMode` says otherwise, as UIKit's).
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(image, variant: Variant(renderingMode: renderingMode, tintColor: color))
    }

    /// A symbol at the configuration's point size (other images are returned unchanged).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard case .symbol(var s) = image else { return self }
        s.pointSize = configuration.pointSize
        return UIImage(.symbol(s), variant: variant)
    }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }

    /// What `withRenderingMode` and `withTintColor` add to an image.
    struct Variant {
        var renderingMode: RenderingMode = .automatic
        var tintColor: UIColor?
    }
}
