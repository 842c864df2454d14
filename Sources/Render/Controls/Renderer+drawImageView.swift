import Geometry

extension Renderer {
    /// UIImageView: the image placed by `contentMode` (aspect fill overflows the bounds
    /// unless the view clips, as in UIKit); a symbol's placeholder in the tint of the view's appearance.
    func drawImageView(_ v: ImageViewContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        guard let image = v.image else { return }
        drawImage(image, in: v.contentMode.rect(for: image.size, in: bounds), tint: ControlPalette.systemBlue.resolved(for: style), ctx: ctx)
    }
}
