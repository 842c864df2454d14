import Foundation

/// A rendered image: `width × height` pixels in cairo's ARGB32 layout (one native-endian
/// `UInt32` per pixel, 0xAARRGGBB, colour premultiplied by alpha), rows top to bottom
/// with no padding. A value type, so frames can be handed to encoder threads freely.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "pixel count must be width × height")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A straight-alpha RGBA8 pixel.
    public struct RGBA: Hashable, Sendable, CustomStringConvertible {
        public var r, g, b, a: UInt8
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
        public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
    }

    /// The pixel at column `x`, row `y`, unpremultiplied.
    public subscript(x: Int, y: Int) -> RGBA {
        let p = pixels[y * width + x]
        let a = UInt8(p >> 24)
        return RGBA(r: Unpremultiply.channel(p >> 16, alpha: a), g: Unpremultiply.channel(p >> 8, alpha: a),
                    b: Unpremultiply.channel(p, alpha: a), a: a)
    }

    /// Equal sizes and pixels, compared with `memcmp` (frame sequences compare every
    /// frame with the one before it).
    public static func == (a: PixelImage, b: PixelImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        // Images are never empty (positive sizes), so the base addresses exist.
        return a.pixels.withUnsafeBytes { x in b.pixels.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// Whether every pixel is fully opaque (then PNGs are written as RGB).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var all: UInt32 = 0xFF00_0000
            for p in buffer { all &= p }
            return all == 0xFF00_0000
        }
    }
}

/// Premultiplied → straight alpha, rounding to nearest, as cairo's own PNG writer does.
/// Invalid input (a channel above alpha, which cairo never produces) saturates at 255.
enum Unpremultiply {
    @inline(__always)
    static func channel(_ value: UInt32, alpha: UInt8) -> UInt8 {
        let c = value & 0xFF
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return UInt8(c) }
        return UInt8(min(255, (c * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
    }
}
