import Geometry

/// What the renderer draws exactly and in bounded time and memory. Beyond these limits
/// cairo's 24.8 fixed-point coordinates wrap, FreeType's glyph metrics overflow (a trap
/// at 65,536 px), arcs and dashes turn into millions of segments, and nested translucent
/// views allocate a canvas-sized buffer per level. A scene that would cross one is
/// refused, with the view or overlay that crosses it, before cairo sees anything.
public enum DrawingLimits {
    /// The largest image: 8,192 × 8,192 pixels' worth (256 MiB of RGBA), and no side
    /// above 16,384 (cairo's image surfaces stop at 32,767).
    public static let maxPixels = 1 << 26
    public static let maxPixelSide = 16_384
    /// How far from the image's origin anything drawn may reach, in pixels. Cairo's
    /// fixed-point coordinates end at 8,388,607; a caller that checks geometry before it
    /// knows the final canvas (a run measures it as frames are played) checks against
    /// this half, and the renderer's own check against `cairoReach`, so the canvas's
    /// placement (at most one image side, 16,384 pixels) cannot turn an accepted scene
    /// into a refused one.
    public static let maxCoordinate = Double(1 << 22)
    public static let cairoReach = 8_000_000.0
    /// The largest glyph, in pixels per em (1000 pt text at the largest render scale, 16).
    public static let maxGlyphPixels = 16_384.0
    /// Translucent views (alpha below 1) are composited through a canvas-sized buffer
    /// each, as UIKit's group opacity requires: nested ones hold theirs at once, and every
    /// one costs a pass over the canvas. In pixels of buffer per frame.
    public static let maxNestedGroupPixels = 1 << 28
    public static let maxGroupPixels = 1 << 30
}

/// Why a scene cannot be drawn: the view (by id) or the overlay (by index) and what is
/// wrong with it, in the words a user needs.
public struct SceneDrawingProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The node whose drawing crosses a limit, or nil for the whole frame or an overlay.
    public var viewID: String?
    public var message: String
    public var description: String { viewID.map { "view '\($0)': " + message } ?? message }
}

extension Scene {
    /// The image size in pixels, or nil when it exceeds `DrawingLimits` (no conversion
    /// of an absurd size is attempted).
    public var checkedPixelSize: (width: Int, height: Int)? {
        let w = canvasSize.width * scale, h = canvasSize.height * scale
        guard w.isFinite, h.isFinite, w <= Double(DrawingLimits.maxPixelSide), h <= Double(DrawingLimits.maxPixelSide),
              let ceilW = w.checkedInteger(rounding: .up), let ceilH = h.checkedInteger(rounding: .up) else { return nil }
        // A side of a few subnormal points times a scale below 1 is 0 in floating point:
        // it still takes one pixel, as any side under a pixel does.
        let width = max(1, ceilW), height = max(1, ceilH)
        guard width * height <= DrawingLimits.maxPixels else { return nil }
        return (width, height)
    }

    /// Why the image cannot have this size (`frames would be 20000×10000 pixels; at most
    /// 16384 on a side`), or nil.
    public var pixelSizeProblem: String? {
        guard checkedPixelSize == nil else { return nil }
        let w = canvasSize.width * scale, h = canvasSize.height * scale
        let limit = max(w, h) > Double(DrawingLimits.maxPixelSide) || !(w.isFinite && h.isFinite)
            ? "at most \(DrawingLimits.maxPixelSide) on a side" : "at most \(DrawingLimits.maxPixels) pixels in all"
        return "frames would be \(Self.pixels(w.rounded(.up)))×\(Self.pixels(h.rounded(.up))) pixels; \(limit)"
    }

    /// The first reason this scene cannot be drawn, or nil: its image size, then its
    /// geometry within cairo's reach.
    public func drawingProblem() -> SceneDrawingProblem? {
        if let problem = pixelSizeProblem { return SceneDrawingProblem(viewID: nil, message: problem) }
        return geometryProblem(reach: DrawingLimits.cairoReach)
    }

    /// The first node or overlay, in drawing order, that crosses a limit, or nil. Walks
    /// every node the renderer would draw (hidden, transparent and collapsed ones draw
    /// nothing) with the matrix the renderer would use, without recursion. `bufferPixels`
    /// is the size of one compositing buffer (the image's when nil).
    public func geometryProblem(reach: Double = DrawingLimits.maxCoordinate, bufferPixels: Double? = nil) -> SceneDrawingProblem? {
        let canvasPixels = bufferPixels ?? (canvasSize.width * scale) * (canvasSize.height * scale)
        let base = screenMatrix
        var stack: [(node: SceneNode, parent: AffineTransform, groups: Int)] = nodes.reversed().map { ($0, base, 0) }
        var translucent = 0
        while let (node, parent, groups) = stack.popLast() {
            let own = node.matrix
            // The renderer skips these (UIKit shows nothing for them either).
            guard !node.isHidden, node.alpha > 0, abs(own.determinant) > 1e-12, own.array.allSatisfy(\.isFinite) else { continue }
            let m = own.concatenating(parent)
            if let problem = Self.reach(of: node.bounds.corners.map(m.apply), limit: reach, what: "its bounds") {
                return SceneDrawingProblem(viewID: node.id, message: problem)
            }
            if let text = node.text, !text.string.isEmpty {
                let glyph = text.font.size * Self.largestStretch(of: m)
                if !(glyph <= DrawingLimits.maxGlyphPixels) {
                    return SceneDrawingProblem(viewID: node.id, message: "its \(text.font.size.shortDescription) pt text would be drawn "
                                               + "\(Self.pixels(glyph)) pixels per em; at most \(Self.pixels(DrawingLimits.maxGlyphPixels)) "
                                               + "(a smaller font, transform scale or render scale)")
                }
            }
            var nested = groups
            if node.alpha < 1 {
                nested += 1
                translucent += 1
                if Double(nested) * canvasPixels > Double(DrawingLimits.maxNestedGroupPixels)
                    || Double(translucent) * canvasPixels > Double(DrawingLimits.maxGroupPixels) {
                    let buffer = Self.pixels(canvasPixels)
                    return SceneDrawingProblem(viewID: node.id, message: "it is translucent (alpha \(node.alpha.shortDescription)) "
                                               + "inside \(nested - 1) translucent superviews, the \(translucent)th translucent view of "
                                               + "this frame: each is composited through a buffer of \(buffer) pixels, and a frame may "
                                               + "hold \(Self.count(Double(DrawingLimits.maxNestedGroupPixels) / canvasPixels)) nested or "
                                               + "composite \(Self.count(Double(DrawingLimits.maxGroupPixels) / canvasPixels)) in all at "
                                               + "this size (make fewer views translucent, or lower the render scale)")
                }
            }
            for child in node.children.reversed() { stack.append((child, m, nested)) }
        }
        for (i, overlay) in overlays.enumerated() {
            if let problem = Self.reach(of: overlay.points.map(base.apply), limit: reach, what: "it") {
                return SceneDrawingProblem(viewID: nil, message: "overlay \(i) (\(overlay.style.rawValue)): " + problem)
            }
        }
        return nil
    }

    /// Screen points → image pixels, as `Renderer.render` sets up the context.
    var screenMatrix: AffineTransform {
        var m = AffineTransform.identity
        if rotation != 0 {
            m = AffineTransform(translationX: -size.width / 2, y: -size.height / 2)
                .concatenating(AffineTransform(rotationAngle: rotation))
                .concatenating(AffineTransform(translationX: size.width / 2, y: size.height / 2))
        }
        return m.concatenating(AffineTransform(translationX: padding, y: padding))
            .concatenating(AffineTransform(scaleX: scale, y: scale))
    }

    /// nil when every point lies within `limit` pixels of the origin.
    static func reach(of points: [Point], limit: Double, what: String) -> String? {
        guard let far = points.first(where: { !(abs($0.x) <= limit && abs($0.y) <= limit) }) else { return nil }
        return "\(what) would reach (\(pixels(far.x)), \(pixels(far.y))) pixels in the image; nothing drawn may reach further than "
            + "\(pixels(limit)) pixels (a smaller transform, position or render scale)"
    }

    /// The largest factor by which `m` stretches a length (its largest singular value).
    static func largestStretch(of m: AffineTransform) -> Double {
        let s = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d
        let det = m.determinant
        return ((s + max(0, s * s - 4 * det * det).squareRoot()) / 2).squareRoot()
    }

    /// How many whole ones fit.
    static func count(_ x: Double) -> String {
        x.checkedInteger(rounding: .down).map(String.init) ?? x.shortDescription
    }

    /// A pixel figure for messages: whole, or `1e+30` when beyond whole numbers.
    static func pixels(_ x: Double) -> String {
        x.checkedInteger().map(String.init) ?? x.shortDescription
    }
}
