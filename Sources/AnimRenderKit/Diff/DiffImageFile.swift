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
            throw DiffError.unreadableImage(path: path, reason: error.reason)
        }
    }

    /// Reads and decodes the PNG file at `path`.
    /// - Throws: `DiffError.unreadableImage` naming `path`.
    public init(contentsOfPNG path: String) throws {
        do {
            let png = try PNGDecoder.decode(contentsOf: path)
            self.init(width: png.width, height: png.height, pixels: png.rgba)
        } catch let error as PNGDecodingError {
            throw DiffError.unreadableImage(path: path, reason: error.reason)
        }
    }

    /// The image as an RGBA PNG file.
    public func pngData() throws -> Data {
        try PNGDecoder.encodeRGBA(width: width, height: height, rgba: pixels)
    }
}
