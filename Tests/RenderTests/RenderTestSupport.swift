import Foundation
import Geometry
import Overlays
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

    /// Every pixel unpremultiplied, as straight RGBA8 bytes in row order (what a PNG
    /// decoder should give back).
    var straightRGBA: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for y in 0..<height { for x in 0..<width { let p = self[x, y]; out += [p.r, p.g, p.b, p.a] } }
        return out
    }
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

/// Decodes a PNG into straight RGBA8 with `PNGDecoder` (libpng's simplified read API: a
/// path independent of our encoder's low-level write calls).
func decodePNG(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
    let image = try PNGDecoder.decode(Data(bytes))
    return (image.width, image.height, image.rgba)
}
