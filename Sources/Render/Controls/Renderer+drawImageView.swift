import Geometry

extension Renderer {
    /// UIImageView: the image placed by `contentMode` (aspect fill overflows the bounds
    /// unless the view clips, as in UIKit).
    func drawImageView(_ v: ImageViewContent, in bounds: Rect, ctx: CairoContext) {
        guard let image = v.image else { return }
        drawImage(image, in: v.contentMode.rect(for: image.size, in: bounds), tint: ControlPalette.systemBlue, ctx: ctx)
    }
}
