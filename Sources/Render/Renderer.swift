@_implementationOnly import CCairo
import Foundation
import Geometry
import Overlays

/// Draws `Scene`s into `PixelImage`s with cairo. Output depends only on the scene (no
/// clocks, no hash order, deterministic font options), so the same scene gives the same
/// bytes on every run. Thread-safe: one renderer may draw many frames concurrently.
public struct Renderer: Sendable {
    public let text: TextEngine

    public init(text: TextEngine) { self.text = text }

    /// A renderer with the standard fonts (`FontCatalog.standard()`); throws if one is missing.
    public init() throws { self.init(text: try TextEngine.shared()) }

    /// Draws one frame; throws for a scene that cannot become an image (bad size or scale).
    public func render(_ scene: Scene) throws -> PixelImage {
        try validate(scene)
        return try render(scene, initialPixel: firstPaintCoversCanvas(scene) ? nil : 0)
    }

    /// Throws for sizes, scales and angles that cannot become an image, and for geometry
    /// beyond `DrawingLimits`: nothing reaches cairo that it cannot draw exactly and quickly.
    private func validate(_ scene: Scene) throws {
        guard scene.scale > 0, scene.scale.isFinite, scene.size.width > 0, scene.size.height > 0,
              scene.canvasSize.width.isFinite, scene.canvasSize.height.isFinite,
              scene.padding >= 0, scene.rotation.isFinite else {
            throw RenderError.invalidScene("size \(scene.size) at scale \(scene.scale) with padding \(scene.padding)")
        }
        if let problem = scene.drawingProblem() { throw RenderError.invalidScene(problem.description) }
    }

    /// The part `region` of the image `render(scene)` draws, drawing only that part: a crop
    /// of a large frame costs the crop. The same drawing, within a few levels of
    /// antialiasing on some edge pixels (cairo rounds edges for the surface it draws into).
    public func render(_ scene: Scene, region: PixelImage.Region) throws -> PixelImage {
        try validate(scene)
        guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
              region.x + region.width <= scene.pixelWidth, region.y + region.height <= scene.pixelHeight else {
            throw RenderError.invalidScene("region \(region) outside the \(scene.pixelWidth)×\(scene.pixelHeight) image")
        }
        return try PixelImage.draw(width: region.width, height: region.height, initialPixel: 0) { ctx in
            ctx.translate(Double(-region.x), Double(-region.y))
            draw(scene, in: ctx)
        }
    }

    /// `render` over pixels that start as `initialPixel` (nil: uninitialised memory).
    /// Tests draw over garbage to prove that `firstPaintCoversCanvas` is right.
    func render(_ scene: Scene, initialPixel: UInt32?) throws -> PixelImage {
        try validate(scene)
        return try PixelImage.draw(width: scene.pixelWidth, height: scene.pixelHeight, initialPixel: initialPixel) { ctx in
            draw(scene, in: ctx)
        }
    }

    /// Everything of `scene`, from the image's top-left corner.
    private func draw(_ scene: Scene, in ctx: CairoContext) {
        ctx.scale(scene.scale)
        if scene.padding > 0 || scene.device != nil { ctx.paint(scene.canvasColor) }
        ctx.translate(scene.padding, scene.padding)
        ctx.save()
        if scene.rotation != 0 {
            ctx.translate(scene.size.width / 2, scene.size.height / 2)
            ctx.rotate(scene.rotation)
            ctx.translate(-scene.size.width / 2, -scene.size.height / 2)
        }
        drawScreen(scene, in: ctx)
        for node in scene.nodes { draw(node, in: ctx) }
        if let chrome = scene.systemChrome { draw(chrome, in: ctx) }
        // A scene's builder places its labels (SceneBuilder does, once per frame of a run);
        // only a scene built without placing has labels left to place here.
        let overlays = LabelPlacement(screen: scene.size, labelScale: scene.labelScale, text: text).place(scene.overlays)
        ctx.drawing(outside: scene.textAreas) {
            for overlay in overlays where !overlay.isBadge { draw(overlay, screen: scene.size, in: ctx) }
            for overlay in overlays where !overlay.isBadge { drawLeader(overlay, in: ctx) }
        }
        for overlay in overlays where !overlay.isBadge { drawLabel(overlay, scale: scene.labelScale, in: ctx) }
        // The verdict is about the frame, not part of its UI: upright, in the glass's
        // corner (placed clear of its rounding), never clipped away by it.
        ctx.restore()
        for overlay in overlays where overlay.isBadge { drawLabel(overlay, scale: scene.labelScale, in: ctx) }
    }

    /// Draws many frames on up to `threads` threads; `result[i]` is `scenes[i]`'s image.
    public func render(_ scenes: [Scene], threads: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [PixelImage] {
        try parallelMap(scenes.indices, threads: threads) { try render(scenes[$0]) }
    }

    /// Whether the first thing `render` draws sets every pixel to an opaque colour, so
    /// the frame need not be cleared first (a full write of 5–11 MB per frame): the
    /// canvas paint when there is padding or a device (its glass need not cover the image),
    /// else the screen background when it is an
    /// unturned rectangle whose edges fall exactly on the image's edges (a fractional
    /// edge would blend with the pixel beneath).
    func firstPaintCoversCanvas(_ scene: Scene) -> Bool {
        if scene.padding > 0 || scene.device != nil { return scene.canvasColor.alpha >= 1 }
        return scene.device == nil && scene.rotation == 0 && scene.background.alpha >= 1
            && scene.size.width * scene.scale == Double(scene.pixelWidth)
            && scene.size.height * scene.scale == Double(scene.pixelHeight)
    }

    /// The device body (if any) and the screen's background. With a device, everything
    /// drawn afterwards is clipped to the screen's rounded corners, as glass would.
    private func drawScreen(_ scene: Scene, in ctx: CairoContext) {
        guard let device = scene.device else {
            ctx.roundedRect(Rect(origin: .zero, size: scene.size), radius: 0)
            ctx.fill(scene.background)
            return
        }
        let screen = Rect(-device.portraitScreenSize.width / 2, -device.portraitScreenSize.height / 2,
                          device.portraitScreenSize.width, device.portraitScreenSize.height)
        // The path is built in the body's turned frame; cairo keeps paths in device space,
        // so it survives the restore and clips in screen coordinates.
        func inBodyFrame(_ body: () -> Void) {
            ctx.save()
            ctx.translate(scene.size.width / 2, scene.size.height / 2)
            ctx.rotate(device.rotation)
            body()
            ctx.restore()
        }
        inBodyFrame {
            ctx.roundedRect(screen.insetBy(.uniform(-device.bezel)), radius: device.screenCornerRadius + device.bezel)
            ctx.fill(device.color)
            ctx.roundedRect(screen, radius: device.screenCornerRadius)
            ctx.fill(scene.background)
            ctx.roundedRect(screen, radius: device.screenCornerRadius)
        }
        ctx.clip()
    }
}
