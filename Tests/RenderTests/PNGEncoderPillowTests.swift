import Foundation
import Geometry
@testable import Render
import RenderSamples
import XCTest

/// Pillow (a decoder that shares no code with libpng) reads every kind of file the
/// encoder writes to the same pixels: each filter, libdeflate levels, RGB and RGBA, the
/// stream cut into many IDAT chunks, whole rendered frames. Pillow is required: a
/// missing interpreter or package fails the test with the install command.
final class PNGEncoderPillowTests: XCTestCase {
    func testPillowDecodesEveryVariantToTheSamePixels() throws {
        let frame = try Renderer().render(SampleScenes.cards(frame: 3, of: 4, scale: 2))
        let piece = frame.cropped(to: .init(x: 20, y: 180, width: 190, height: 150))
        var translucent = piece
        for i in stride(from: 0, to: translucent.pixels.count, by: 5) { translucent.pixels[i] = 0x8040_2000 }
        translucent.pixels[1] = 0

        var cases: [(name: String, image: PixelImage, encoder: PNGEncoder)] = [("frame", frame, PNGEncoder())]
        for filter in PNGOptions.Filter.allCases {
            for level in [1, 9] {
                cases.append(("\(filter)-\(level)-rgb", piece, PNGEncoder(options: .init(compressionLevel: level, filter: filter))))
                cases.append(("\(filter)-\(level)-rgba", translucent, PNGEncoder(options: .init(compressionLevel: level, filter: filter))))
            }
        }
        var split = PNGEncoder()
        split.maxChunkLength = 97
        cases.append(("split", frame, split))

        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("animrender-png-pillow-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for c in cases {
            try Data(c.encoder.encode(c.image)).write(to: folder.appendingPathComponent(c.name + ".png"))
        }
        try runPillow(folder)
        for c in cases {
            let decoded = try Data(contentsOf: folder.appendingPathComponent(c.name + ".rgba"))
            XCTAssertTrue(Array(decoded) == c.image.straightRGBA, "\(c.name): Pillow decodes other pixels")
        }
    }


    /// Decodes every `*.png` in `folder` with Pillow into `*.rgba` (straight RGBA8 bytes).
    private func runPillow(_ folder: URL) throws {
        let script = """
        import glob, sys
        from PIL import Image
        for path in glob.glob(sys.argv[1] + "/*.png"):
            with Image.open(path) as image:
                image.load()
                open(path[:-4] + ".rgba", "wb").write(image.convert("RGBA").tobytes())
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        do { try process.run() } catch {
            XCTFail("cannot start python3 (\(error)); install Python 3 and `pip install pillow`")
            throw error
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail("Pillow failed to decode (exit \(process.terminationStatus)); it needs `pip install pillow`.\n\(stderr)")
            throw NSError(domain: "PNGEncoderPillowTests", code: Int(process.terminationStatus))
        }
    }
}
