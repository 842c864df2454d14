import AnimRenderKit
import Foundation
import XCTest
import TestSupport

/// `--video` and `--gif`, run as the built binary, and their files read back with Debian's
/// ffprobe/ffmpeg (which CI installs): every frame present at the timeline's fps, the
/// colours of the frames' flat areas kept, and no partial file when ffmpeg fails.
final class VideoCommandTests: XCTestCase {

    /// A square slides down by whole points at 10 fps on a 101 × 61 screen (odd sides):
    /// two colours, no anti-aliasing, 14 frames (t = 0 … 1.3 s).
    static let slide = """
        { "version": 1, "screen": { "size": [101, 61] },
          "render": { "fps": 10, "scale": 1, "overlays": [], "background": "#F2F2F7" },
          "views": [ { "id": "box", "backgroundColor": "#FF3B30" } ],
          "constraints": [ "box.leading == root.leading + 10", { "id": "top", "constraint": "box.top == root.top + 10" },
                           "box.width == 20", "box.height == 20" ],
          "timeline": [ { "at": 0, "changes": [ { "constant": "top", "to": 30 } ],
                          "animate": { "duration": 1, "curve": "linear", "style": "constraints" } } ] }
        """

    /// ffprobe's view of the first video stream, counting frames by decoding them.
    func probe(_ file: URL) throws -> [String: String] {
        let run = try tool("/usr/bin/ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames,color_space",
                                                "-of", "default=noprint_wrappers=1", file.path])
        var out: [String: String] = [:]
        for line in String(decoding: run, as: UTF8.self).split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1).map(String.init)
            if kv.count == 2 { out[kv[0]] = kv[1] }
        }
        return out
    }

    /// Every frame of `file` decoded to 8-bit RGB, `width × height × 3` bytes each.
    func decode(_ file: URL, width: Int, height: Int) throws -> [[UInt8]] {
        let bytes = [UInt8](try tool("/usr/bin/ffmpeg", ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        let size = width * height * 3
        XCTAssertEqual(bytes.count % size, 0)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<$0 + size]) }
    }

    func tool(_ path: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(path) \(arguments) failed: install Debian's ffmpeg")
        return data
    }

    /// The channel differences between a decoded frame (`rgb`, `videoWidth` pixels a row)
    /// and the PNG over the PNG's flat pixels: those whose (2r + 1)² neighbourhood is one
    /// colour. Returns a histogram: `counts[d]` pixels differ by at most `d` levels.
    func flatErrors(_ png: RGBAImage, _ rgb: [UInt8], videoWidth: Int, radius r: Int) -> [Int] {
        let w = png.width, h = png.height
        var color = [UInt32](repeating: 0, count: w * h)
        for i in 0..<w * h { color[i] = UInt32(png.pixels[i * 4]) << 16 | UInt32(png.pixels[i * 4 + 1]) << 8 | UInt32(png.pixels[i * 4 + 2]) }
        // Row-flat: r equal pixels on both sides; then r row-flat pixels of that colour above and below.
        var rowFlat = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            var left = [Int](repeating: 0, count: w), right = [Int](repeating: 0, count: w)
            for x in 0..<w { left[x] = x > 0 && color[y * w + x - 1] == color[y * w + x] ? left[x - 1] + 1 : 0 }
            for x in stride(from: w - 1, through: 0, by: -1) { right[x] = x < w - 1 && color[y * w + x + 1] == color[y * w + x] ? right[x + 1] + 1 : 0 }
            for x in 0..<w { rowFlat[y * w + x] = left[x] >= r && right[x] >= r }
        }
        var counts = [Int](repeating: 0, count: 256)
        for x in 0..<w {
            var up = [Int](repeating: 0, count: h), down = [Int](repeating: 0, count: h)
            for y in 0..<h { up[y] = rowFlat[y * w + x] ? (y > 0 && rowFlat[(y - 1) * w + x] && color[(y - 1) * w + x] == color[y * w + x] ? up[y - 1] + 1 : 0) : -1 }
            for y in stride(from: h - 1, through: 0, by: -1) {
                down[y] = rowFlat[y * w + x] ? (y < h - 1 && rowFlat[(y + 1) * w + x] && color[(y + 1) * w + x] == color[y * w + x] ? down[y + 1] + 1 : 0) : -1
            }
            for y in 0..<h where up[y] >= r && down[y] >= r {
                let k = (y * videoWidth + x) * 3, i = (y * w + x) * 4
                var d = 0
                for c in 0..<3 { d = max(d, abs(Int(rgb[k + c]) - Int(png.pixels[i + c]))) }
                counts[d] += 1
            }
        }
        return counts
    }

    func testVideosHaveEveryFrameAtTheTimelinesFpsInEachFormat() throws {
        let dir = try makeDiffScratchFolder()
        let cases: [(name: String, codec: String, extra: [String], rate: String)] = [
            ("clip.mp4", "h264", [], "30/1"), ("clip.mov", "h264", [], "30/1"), ("clip.webm", "vp9", [], "30/1"),
            ("slow.mp4", "h264", ["--fps", "12.5"], "25/2"),
        ]
        for (name, codec, extra, rate) in cases {
            let run = try DiffCLI.run([Repository.example("spring"), "-o", "out", "--frames", "none", "--video", name] + extra, in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
            let frames = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out/frames.json"))) as! [String: Any]
            let count = (frames["frames"] as! [Any]).count
            let info = try probe(dir.appendingPathComponent("out/" + name))
            XCTAssertEqual(info["codec_name"], codec, name)
            XCTAssertEqual(info["pix_fmt"], "yuv420p", name)
            XCTAssertEqual(info["color_space"], "bt709", name)
            XCTAssertEqual(info["r_frame_rate"], rate, name)
            // spring.json: 1.0 s of animation after 0.2 s, plus the rest frames: every one a video frame.
            XCTAssertEqual(info["nb_read_frames"], String(count), name)
            XCTAssertEqual(count, extra.isEmpty ? 39 : 17, name)
            // iPhone 8 at --doc-scale 1: 375 × 667 points, made even.
            XCTAssertEqual([info["width"], info["height"]], ["376", "668"], name)
        }
        XCTAssertEqual(FolderContent(dir.appendingPathComponent("out")).hidden, [".animrender-manifest"], "no staging left behind")
    }

    func testFlatColoursSurviveTheVideoAndStayExactInTheGIF() throws {
        let dir = try makeDiffScratchFolder()
        let run = try DiffCLI.run([Repository.example("pin-change-frames"), "-o", "out", "--scale", "1", "--video", "clip.mp4", "--gif", "clip.gif"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        try DiffCLI.run([Repository.example("pin-change-frames"), "-o", "webm", "--frames", "none", "--video", "clip.webm"], in: dir)
        let out = dir.appendingPathComponent("out")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("frame_") }.sorted()
        XCTAssertEqual(pngs.count, 33)
        let gif = try decode(out.appendingPathComponent("clip.gif"), width: 375, height: 812)
        XCTAssertEqual(gif.count, 33)
        for (file, format) in [(out.appendingPathComponent("clip.mp4"), "H.264"), (dir.appendingPathComponent("webm/clip.webm"), "VP9")] {
            let video = try decode(file, width: 376, height: 812)
            XCTAssertEqual(video.count, 33)
            var counts = [Int](repeating: 0, count: 256)
            for k in stride(from: 0, to: 33, by: 8) {
                let png = try RGBAImage(contentsOfPNG: out.appendingPathComponent(pngs[k]).path)
                for (d, n) in flatErrors(png, video[k], videoWidth: 376, radius: 12).enumerated() { counts[d] += n }
            }
            // Measured: every pixel 12 px or more inside a flat area within 5 levels per
            // channel, all but a few within 3 (8-bit BT.709 YUV cannot hold every RGB colour).
            // Off by 5: one 2 × 2 chroma sample of H.264's, 15 px left of the caption's text
            // with its tag above (the blue of frames 24 and 32: 226 → 221), 8 pixels in all.
            let total = counts.reduce(0, +), within3 = counts[...3].reduce(0, +)
            XCTAssertGreaterThan(total, 1_000_000, format)
            XCTAssertEqual(counts[6...].reduce(0, +), 0, "\(format): a flat pixel off by more than 5 levels")
            XCTAssertLessThanOrEqual(counts[5], 16, "\(format): flat pixels off by 5 levels")
            XCTAssertGreaterThanOrEqual(Double(within3) / Double(total), 0.999, format)
        }
        // The GIF's palette keeps every flat colour of the frames exactly.
        for k in stride(from: 0, to: 33, by: 8) {
            let png = try RGBAImage(contentsOfPNG: out.appendingPathComponent(pngs[k]).path)
            let counts = flatErrors(png, gif[k], videoWidth: 375, radius: 1)
            XCTAssertGreaterThan(counts[0], 250_000)
            XCTAssertEqual(counts[1...].reduce(0, +), 0, "GIF frame \(k): a flat colour changed")
        }
    }

    func testAGIFOfFewColoursIsExactEverywhereAndTheVideoIsPaddedToEvenSides() throws {
        let dir = try makeDiffScratchFolder()
        try Data(Self.slide.utf8).write(to: dir.appendingPathComponent("slide.json"))
        let run = try DiffCLI.run(["slide.json", "-o", "out", "--gif", "slide.gif", "--video", "slide.webm", "--no-viewer"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let out = dir.appendingPathComponent("out")
        let gifInfo = try probe(out.appendingPathComponent("slide.gif"))
        XCTAssertEqual(gifInfo["nb_read_frames"], "14")
        XCTAssertEqual(gifInfo["r_frame_rate"], "10/1")
        let gif = try decode(out.appendingPathComponent("slide.gif"), width: 101, height: 61)
        for k in 0..<14 {
            let png = try RGBAImage(contentsOfPNG: out.appendingPathComponent(String(format: "frame_%04d.png", k)).path)
            var rgb: [UInt8] = []
            for i in stride(from: 0, to: png.pixels.count, by: 4) { rgb += png.pixels[i..<i + 3] }
            XCTAssertEqual(gif[k], rgb, "GIF frame \(k) differs from the PNG")
        }
        // The box's top at frame 7 is 10 + 20 × 0.7 = 24 pt: row 24 red, row 23 background.
        let row = { (y: Int) in Array(gif[7][(y * 101 + 15) * 3..<(y * 101 + 15) * 3 + 3]) }
        XCTAssertEqual(row(24), [0xFF, 0x3B, 0x30])
        XCTAssertEqual(row(23), [0xF2, 0xF2, 0xF7])
        // The video: 102 × 62, the added column and row repeating the edge.
        let info = try probe(out.appendingPathComponent("slide.webm"))
        XCTAssertEqual([info["width"], info["height"], info["nb_read_frames"], info["r_frame_rate"]], ["102", "62", "14", "10/1"])
        let frame = try decode(out.appendingPathComponent("slide.webm"), width: 102, height: 62)[0]
        let corner = Array(frame[(61 * 102 + 101) * 3..<(61 * 102 + 101) * 3 + 3])
        XCTAssertTrue(zip(corner, [0xF2, 0xF2, 0xF7]).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "\(corner)")
    }

    func testTheSameFramesGiveTheSameVideoBytes() throws {
        let dir = try makeDiffScratchFolder()
        try Data(Self.slide.utf8).write(to: dir.appendingPathComponent("slide.json"))
        for (o, jobs) in [("a", "1"), ("b", "2")] {
            let run = try DiffCLI.run(["slide.json", "-o", o, "--frames", "none", "--jobs", jobs, "--video", "s.mp4", "--gif", "s.gif"], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        for name in ["s.mp4", "s.gif"] {
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("a/" + name)), try Data(contentsOf: dir.appendingPathComponent("b/" + name)), name)
        }
    }

    // MARK: - Bad input

    func testNamesAreCheckedBeforeAnythingRuns() throws {
        let dir = try makeDiffScratchFolder()
        let cases: [([String], String)] = [
            (["--video", "clips/demo.mp4"], "--video clips/demo.mp4: give a file name, not a path: the file is written into the output folder with the other outputs (into each timeline's folder when there are several); choose the folder with -o, e.g. -o clips/ --video demo.mp4"),
            (["--video", "demo.avi"], "--video demo.avi: the name must end in .mp4, .webm, .mov (it chooses the format)"),
            (["--gif", "demo.png"], "--gif demo.png: the name must end in .gif (it chooses the format)"),
            (["--gif", ".animrender-x.gif"], "--gif '.animrender-x.gif': not a usable file name"),
            (["--video", "demo.mp4", "--no-render"], "--video draws every frame; --no-render draws none: drop one of them"),
        ]
        for (arguments, message) in cases {
            let run = try DiffCLI.run([Repository.example("spring"), "-o", "out"] + arguments, in: dir)
            XCTAssertEqual(run.status, 64, "\(arguments)")
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testMissingFFmpegNamesTheDebianPackageAndWritesNothing() throws {
        let dir = try makeDiffScratchFolder()
        for option in ["--video", "--gif"] {
            let run = try DiffCLI.run([Repository.example("spring"), "-o", "out", option, option == "--gif" ? "a.gif" : "a.mp4"], in: dir,
                                      environment: ["PATH": "/nonexistent"])
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue(run.stderr.contains("\(option) needs ffmpeg, which is not on PATH; install Debian's ffmpeg package (sudo apt-get install ffmpeg)"),
                          run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
    }

    /// A stand-in ffmpeg that writes part of a file at the path it is given, then fails,
    /// (`stop`: without reading its input at all).
    func fakeFFmpeg(in dir: URL, readFirst: Bool) throws -> URL {
        let bin = dir.appendingPathComponent(readFirst ? "bin-reads" : "bin-stops")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            for last; do :; done
            printf 'partial video' > "$last"
            \(readFirst ? "head -c 100000 > /dev/null" : "")
            echo "fake ffmpeg: Conversion failed!" >&2
            exit 1
            """
        let file = bin.appendingPathComponent("ffmpeg")
        try Data(script.utf8).write(to: file)
        chmod(file.path, 0o755)
        return bin
    }

    func testAFailingFFmpegLeavesNoPartialVideoAndTheLastOutputIntact() throws {
        let dir = try makeDiffScratchFolder()
        try Data(Self.slide.utf8).write(to: dir.appendingPathComponent("slide.json"))
        XCTAssertEqual(try DiffCLI.run(["slide.json", "-o", "out", "--video", "s.mp4"], in: dir).status, 0)
        let out = dir.appendingPathComponent("out")
        let before = FolderContent(out)
        for readFirst in [true, false] {
            let bin = try fakeFFmpeg(in: dir, readFirst: readFirst)
            let run = try DiffCLI.run(["slide.json", "-o", "out", "--video", "s.mp4"], in: dir,
                                      environment: ["PATH": bin.path + ":/usr/bin:/bin"])
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("slide.json: s.mp4: ffmpeg exited with status 1:\nfake ffmpeg: Conversion failed!"), run.stderr)
            XCTAssertEqual(FolderContent(out), before, "the previous output must stay whole")
            XCTAssertNotEqual(try String(contentsOf: out.appendingPathComponent("s.mp4"), encoding: .isoLatin1), "partial video")
        }
        // Into a new folder: nothing at all is left.
        let bin = try fakeFFmpeg(in: dir, readFirst: true)
        let fresh = try DiffCLI.run(["slide.json", "-o", "new/deeper", "--gif", "s.gif"], in: dir, environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        XCTAssertEqual(fresh.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("new").path))
    }

    func testAVideoIntoAnOutputFolderThatDoesNotExistYetCreatesIt() throws {
        let dir = try makeDiffScratchFolder()
        let run = try DiffCLI.run([Repository.example("spring"), "-o", "new/deeper", "--frames", "none", "--gif", "s.gif"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try probe(dir.appendingPathComponent("new/deeper/s.gif"))["nb_read_frames"], "39")
    }

    func testEachTimelineGetsItsOwnVideo() throws {
        let dir = try makeDiffScratchFolder()
        let run = try DiffCLI.run([Repository.example("spring"), Repository.example("pin-change-frames"), "-o", "out", "--frames", "none", "--video", "clip.mp4"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        for (timeline, frames) in [("spring", "39"), ("pin-change-frames", "33")] {
            XCTAssertEqual(try probe(dir.appendingPathComponent("out/\(timeline)/clip.mp4"))["nb_read_frames"], frames, timeline)
        }
    }
}
