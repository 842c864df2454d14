/// An 8-bit RGBA raster as PNG files hold it and pixelmatch compares it: rows top to
/// bottom, four bytes per pixel in R, G, B, A order, straight (not premultiplied) alpha.
///
/// Promises `pixels.count == width * height * 4`; the initialisers enforce it.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// Wraps existing bytes. A byte count that does not match the size is a programming
    /// error (decoders produce the right count), so it traps rather than throws.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "negative image size \(width)x\(height)")
        precondition(pixels.count == width * height * 4,
                     "RGBA buffer holds \(pixels.count) bytes, \(width)x\(height) needs \(width * height * 4)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour, handy for tests and blank canvases.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    public var pixelCount: Int { width * height }

    /// The RGBA bytes of the pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }
}
