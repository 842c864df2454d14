import CPNG
import Geometry
import Render
import XCTest

/// Colours as 8-bit RGBA for pixel assertions.
let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
let white8 = PixelImage.RGBA(r: 255, g: 255, b: 255, a: 255)
let red8 = PixelImage.RGBA(r: 255, g: 0, b: 0, a: 255)
let blue8 = PixelImage.RGBA(r: 0, g: 0, b: 255, a: 255)

extension PixelImage {
    /// The pixel under the point `p` (in points) at `scale`.
    func at(_ p: Point, scale: Double) -> RGBA { self[Int(p.x * scale), Int(p.y * scale)] }
}

/// Renders nodes on a white 200×200 pt screen.
func render(_ nodes: [SceneNode], scale: Double = 2, overlays: [Overlay] = []) throws -> PixelImage {
    try Renderer().render(Scene(size: Size(200, 200), scale: scale, background: .white, nodes: nodes, overlays: overlays))
}

func XCTAssertClose(_ a: PixelImage.RGBA, _ b: PixelImage.RGBA, tolerance: Int = 1,
                    file: StaticString = #filePath, line: UInt = #line) {
    let d = [Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b), Int(a.a) - Int(b.a)].map(abs).max()!
    XCTAssertLessThanOrEqual(d, tolerance, "\(a) is not \(b)", file: file, line: line)
}

/// Decodes a PNG with libpng's simplified read API into straight RGBA8 (test-only; an
/// independent path from our encoder's low-level write calls).
func decodePNG(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    let ok = bytes.withUnsafeBufferPointer { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    XCTAssertNotEqual(ok, 0, "libpng could not read the header")
    image.format = 3 // PNG_FORMAT_RGBA: colour | alpha flags
    var out = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
    let done = out.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
    XCTAssertNotEqual(done, 0, "libpng could not decode the image")
    png_image_free(&image)
    return (Int(image.width), Int(image.height), out)
}
