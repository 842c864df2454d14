@_implementationOnly import CCairo
import Geometry

/// Owns one `cairo_t` drawing into an image surface that wraps caller-owned pixel memory.
/// Only valid while that memory is: create it inside `PixelImage.draw`.
final class CairoContext {
    let cr: OpaquePointer
    let surface: OpaquePointer

    /// `pixels` must stay valid and unmoved for this object's lifetime.
    init(pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) throws {
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))
        precondition(Int(stride) == width * 4, "ARGB32 rows are never padded")
        let raw = UnsafeMutableRawPointer(pixels.baseAddress!).assumingMemoryBound(to: UInt8.self)
        let surface = cairo_image_surface_create_for_data(raw, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), stride)!
        do {
            try CairoStatus.check(cairo_surface_status(surface), "cairo_image_surface_create_for_data(\(width)×\(height))")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cr = cairo_create(surface)!
        self.surface = surface
        CairoStatus.require(cairo_status(cr), "cairo_create")
    }

    /// Flushes drawing into the pixels; traps if cairo entered an error state, since
    /// every input that could cause one (singular matrices, bad sizes) is filtered first.
    func finish() {
        CairoStatus.require(cairo_status(cr), "drawing")
        cairo_surface_flush(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
}

extension PixelImage {
    /// A new image of the given pixel size, drawn by `body` over pixels that all start as
    /// `initialPixel` (0: transparent). nil leaves the memory as the allocator hands it
    /// over, saving a write of the whole frame: only for a `body` whose first paint
    /// covers every pixel with an opaque colour, since then nothing depends on what was
    /// there (opaque OVER full coverage is the source exactly).
    static func draw(width: Int, height: Int, initialPixel: UInt32? = 0,
                     _ body: (CairoContext) throws -> Void) throws -> PixelImage {
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw RenderError.invalidImageSize(width: width, height: height)
        }
        FrameMemory.tuned
        let count = width * height
        let pixels = try [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let initialPixel { buffer.initialize(repeating: initialPixel) }
            // Plain integers: claiming them all is safe even before cairo writes them.
            initialized = count
            let context = try CairoContext(pixels: buffer, width: width, height: height)
            try body(context)
            context.finish()
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Draws `body` over this image's pixels, in place (a drawing made in several
    /// passes, like a contact sheet filled in as frames arrive).
    mutating func drawOver(_ body: (CairoContext) throws -> Void) throws {
        let (width, height) = (self.width, self.height)
        try pixels.withUnsafeMutableBufferPointer { buffer in
            let context = try CairoContext(pixels: buffer, width: width, height: height)
            try body(context)
            context.finish()
        }
    }
}
