import Foundation
import ImageDiff
import Render

/// PNG files in and out for diffs and snapshots, so neither the CLI nor test targets
/// need to reach into Render themselves.
extension RGBAImage {
    /// Decodes PNG bytes; `path` names the source in the error.
    /// - Throws: `DiffError.unreadableImage` naming `path`.
    public init(pngData: Data, path: String = "<memory>") throws {
        do {
            let png = try PNGDecoder.decode(pngData, path: path)
            self.init(width: png.width, height: png.height, pixels: png.rgba)
        } catch let error as PNGDecodingError {
            throw DiffError.unreadableImage(path: path, error)
        }
    }

    /// Reads and decodes the PNG file at `path`.
    /// - Throws: `DiffError.unreadableImage` naming `path`.
    public init(contentsOfPNG path: String) throws {
        do {
            let png = try PNGDecoder.decode(contentsOf: path)
            self.init(width: png.width, height: png.height, pixels: png.rgba)
        } catch let error as PNGDecodingError {
            throw DiffError.unreadableImage(path: path, error)
        }
    }

    /// The image as a PNG file. Opaque images (every diff image) go through Render's fast
    /// frame encoder as RGB; translucent ones through the exact straight-alpha encoder, since
    /// a premultiplied detour would change their colours.
    public func pngData() throws -> Data {
        guard width > 0, height > 0, let opaque = opaquePixelImage() else {
            return try PNGDecoder.encodeRGBA(width: width, height: height, rgba: pixels)
        }
        return Data(PNGEncoder().encode(opaque))
    }

    /// The same pixels in cairo's ARGB32 layout, or nil if any pixel is not opaque (for an
    /// opaque pixel, premultiplied and straight colour are the same).
    private func opaquePixelImage() -> PixelImage? {
        var words = [UInt32](repeating: 0, count: pixelCount)
        let allOpaque = pixels.withUnsafeBufferPointer { p -> Bool in
            for i in 0..<pixelCount {
                let o = i &* 4
                guard p[o &+ 3] == 255 else { return false }
                words[i] = 0xFF00_0000 | UInt32(p[o]) << 16 | UInt32(p[o &+ 1]) << 8 | UInt32(p[o &+ 2])
            }
            return true
        }
        return allOpaque ? PixelImage(width: width, height: height, pixels: words) : nil
    }
}
