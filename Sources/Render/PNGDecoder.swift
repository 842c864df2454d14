@_implementationOnly import CPNG
import Foundation

/// Reads PNG files into 8-bit straight-alpha RGBA, whatever their colour type: palette,
/// grey and 16-bit images are expanded the way libpng's simplified API does it.
///
/// Promises:
/// - Never traps on bad input, and allocates nothing the size of the image before the
///   file's chunks are checked (`layout(of:)`): truncated files (a chunk cut short, no
///   IEND, too little image data for the declared size), damaged and non-PNG files come
///   back as `PNGDecodingError` naming the file and what is wrong.
/// - Bytes equal what Pillow's `convert("RGBA")` gives: 8-bit and smaller files go through
///   libpng's simplified API (no gamma correction without a non-sRGB `gAMA` chunk, which
///   cairo and Pillow never write); 16-bit files are reduced to 8 bits by Pillow's own
///   rules (`decodeSixteenBit`).
public enum PNGDecoder {
    /// The decoded pixels: rows top to bottom, 4 bytes per pixel in R, G, B, A order.
    public struct Image: Equatable, Sendable {
        public let width: Int
        public let height: Int
        public let rgba: [UInt8]
    }

    /// The largest image decoded (256 Mpx, 1 GiB of RGBA): far above any device frame.
    public static let maximumPixels = 1 << 28

    /// Reads and decodes the file at `path`.
    public static func decode(contentsOf path: String) throws -> Image {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw PNGDecodingError(path: path, reason: !exists ? "no such file"
                                   : isDirectory.boolValue ? "is a folder, not a PNG file" : "cannot be read")
        }
        return try decode(data, path: path)
    }

    /// Decodes PNG bytes; `path` is only used to name the source in errors.
    public static func decode(_ data: Data, path: String = "<memory>") throws -> Image {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= signature.count, Array(data.prefix(signature.count)) == signature else {
            throw PNGDecodingError(path: path, reason: "not a PNG file (the PNG signature is missing)")
        }
        let layout = try data.withUnsafeBytes { try Self.layout(of: $0, path: path) }
        if layout.bitDepth == 16 {
            return try data.withUnsafeBytes { try decodeSixteenBit($0, layout: layout, path: path) }
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else { throw PNGDecodingError(path: path, reason: corrupt(&image)) }
        // PNG_FORMAT_RGBA is a composite macro Swift does not import; it is COLOR | ALPHA.
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw PNGDecodingError(path: path, reason: corrupt(&image)) }
        return Image(width: width, height: height, rgba: pixels)
    }

    private static func corrupt(_ image: inout png_image) -> String {
        "corrupt or unsupported PNG (libpng: \(message(of: &image)))"
    }

    /// libpng's own explanation, kept in a fixed 64-byte field of the control struct.
    static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "no message" : text
    }
}

/// A PNG file that could not be read or decoded; the message names the file.
public struct PNGDecodingError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
