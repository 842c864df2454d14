import AnimRenderKit
import Foundation
import ImageDiff
import XCTest
import TestSupport

/// `--apng` and `--contact-sheet` end to end: the animated PNG, played back by a decoder
/// written here (APNG's blend-source, dispose-none frames over the canvas), shows exactly
/// the frames the run writes as PNGs, with repeats merged into longer delays.
final class DocumentImagesTests: XCTestCase {

    private func word(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    private func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = [], i = 8
        while i + 12 <= png.count {
            let n = word(png, i)
            out.append((String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self), Array(png[(i + 8)..<(i + 8 + n)])))
            i += 12 + n
        }
        return out
    }
    private func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }

    /// Every displayed frame of an APNG with the number of frame times it lasts (delay ÷ 1/fps).
    private func play(_ apng: [UInt8], fps: Int) throws -> [(image: RGBAImage, frames: Int)] {
        let list = chunks(apng)
        let ihdr = list[0].data
        var canvas = RGBAImage(width: word(ihdr, 0), height: word(ihdr, 4), fill: (0, 0, 0, 0))
        var shown: [(RGBAImage, Int)] = []
        var control: [UInt8]?, data: [UInt8] = []
        func flush() throws {
            guard let c = control else { return }
            let (w, h, x, y) = (word(c, 4), word(c, 8), word(c, 12), word(c, 16))
            let numerator = Int(c[20]) << 8 | Int(c[21]), denominator = Int(c[22]) << 8 | Int(c[23])
            XCTAssertEqual(denominator, fps)
            XCTAssertEqual(c[24...25], [0, 0], "dispose none, blend source")
            var header = ihdr
            header.replaceSubrange(0..<8, with: bigEndian(UInt32(w)) + bigEndian(UInt32(h)))
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            let still = signature + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
            let part = try RGBAImage(pngData: Data(still))
            for row in 0..<h {
                let from = row * w * 4, to = ((y + row) * canvas.width + x) * 4
                canvas.pixels.replaceSubrange(to..<(to + w * 4), with: part.pixels[from..<(from + w * 4)])
            }
            shown.append((canvas, numerator))
            control = nil; data = []
        }
        for (type, body) in list.dropFirst() {
            switch type {
            case "fcTL": try flush(); control = body
            case "IDAT": data += body
            case "fdAT": data += body.dropFirst(4)
            default: break
            }
        }
        try flush()
        XCTAssertEqual(word(list[1].data, 0), shown.count, "acTL counts the frames shown")
        return shown
    }

    func testAnimatedPNGPlaysBackExactlyTheRunsFrames() throws {
        let dir = try makeDiffScratchFolder()
        let timeline = Repository.example("scale-centered")
        let run = try DiffCLI.run([timeline, "-o", "out", "--scale", "1", "--doc-scale", "1", "--apng", "--no-viewer", "-q"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let out = dir.appendingPathComponent("out")
        let frames = try (0..<30).map { try RGBAImage(contentsOfPNG: out.appendingPathComponent(String(format: "frame_%04d.png", $0)).path) }
        // Expected: consecutive identical frames merged.
        var runs: [(RGBAImage, Int)] = []
        for f in frames {
            if let last = runs.last, last.0 == f { runs[runs.count - 1].1 += 1 } else { runs.append((f, 1)) }
        }
        XCTAssertGreaterThan(runs.count, 5)
        XCTAssertLessThan(runs.count, 30, "the timeline rests at both ends: some frames repeat")
        let shown = try play([UInt8](try Data(contentsOf: out.appendingPathComponent("animation.png"))), fps: 30)
        XCTAssertEqual(shown.count, runs.count)
        for (i, (a, b)) in zip(shown, runs).enumerated() {
            XCTAssertEqual(a.frames, b.1, "frame \(i)'s delay")
            XCTAssertTrue(a.image == b.0, "frame \(i)'s pixels")
        }
    }

    func testAContactSheetTooLargeIsRefusedBeforeDrawing() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"{ "version": 1, "screen": { "size": [100, 100] }, "render": { "duration": 100, "fps": 30 }, "views": [] }"#.utf8)
            .write(to: dir.appendingPathComponent("long.json"))
        let run = try DiffCLI.run(["long.json", "-o", "out", "--frames", "none", "--contact-sheet", "3000"], in: dir)
        XCTAssertEqual(run.status, 1)
        // 3000 frames: 55 columns of 180 + 16 pt at 2 px per point, beyond 16384 px.
        XCTAssertTrue(run.stderr.hasPrefix("long.json: error: --contact-sheet 3000: the sheet would be \(2 * (16 + 55 * 196))×"), run.stderr)
        XCTAssertTrue(run.stderr.contains(" pixels; at most 16384 on a side: choose at most "), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["long.json"])
    }
}
