@_implementationOnly import CPNG
import Foundation

extension PNGDecoder {
    /// Encodes 8-bit straight-alpha RGBA as a PNG with libpng's simplified API: the inverse
    /// of `decode`, so diff images and snapshot goldens round-trip byte for byte. It favours
    /// simplicity over speed (libpng is asked for the size first, then for the bytes);
    /// rendered frames go through Render's own encoder.
    public static func encodeRGBA(width: Int, height: Int, rgba: [UInt8]) throws -> Data {
        precondition(rgba.count == width * height * 4, "RGBA buffer does not match \(width)x\(height)")
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        defer { png_image_free(&image) }
        var size = 0
        let measured = rgba.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil)
        }
        guard measured != 0 else { throw PNGDecodingError(path: "<encoder>", reason: "libpng cannot encode it: \(message(of: &image))") }
        var data = Data(count: size)
        let written = data.withUnsafeMutableBytes { memory in
            rgba.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, memory.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { throw PNGDecodingError(path: "<encoder>", reason: "libpng cannot encode it: \(message(of: &image))") }
        return data.prefix(size)
    }
}
