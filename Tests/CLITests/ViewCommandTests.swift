import AnimRenderKit
import Foundation
import XCTest
import TestSupport

/// `animrender view DIR` on folders the render did not give a viewer, and damaged data,
/// checked at the command line and in headless Chromium.
final class ViewCommandTests: XCTestCase {
    var browser: Browser { get throws { try Browser.shared() } }

    let example = Repository.example("pin-change-frames")

    func testAFolderOfPNGsWithoutFramesJSONGetsAViewerWithOverlaysOff() throws {
        let dir = try makeDiffScratchFolder()
        let shots = dir.appendingPathComponent("shots")
        for (i, name) in ["b-second.png", "a-first.png", "c #third.png"].enumerated() {
            try RGBAImage.canvas(40, 30, (255, 255, 255, 255), [(x: 5 + 10 * i, y: 5, w: 8, h: 8, rgba: (200, 0, 0, 255))])
                .write(to: shots.appendingPathComponent(name))
        }
        try Data("mine".utf8).write(to: shots.appendingPathComponent("notes.txt"))
        let run = try DiffCLI.run(["view", "shots"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "shots/index.html: 3 frames, 3 PNG, no frames.json (overlays off)\n")
        XCTAssertEqual(try String(contentsOf: shots.appendingPathComponent("notes.txt"), encoding: .utf8), "mine")

        let b = try browser
        try b.open(shots.appendingPathComponent("index.html"))
        XCTAssertEqual(try b.consoleErrors(), [])
        XCTAssertEqual(try b.bool("document.getElementById('note').hidden"), false)
        XCTAssertTrue(try b.string("document.getElementById('note').textContent")?.hasPrefix("There is no frames.json in this folder") == true)
        XCTAssertEqual(try b.int("document.querySelectorAll('#overlaychecks input:disabled').length"), 6)   // every OverlayKind, unsatisfied included
        XCTAssertEqual(try b.bool("document.getElementById('views').hidden"), true)
        XCTAssertEqual(try b.string("document.getElementById('scrubber').max"), "2")
        // Name order, since none is called frame_N.png.
        XCTAssertEqual(try b.string("document.getElementById('frame').getAttribute('src')"), "a-first.png")
        try b.fill("#scrubber", "2")
        // A `#` or a space in a file name is part of the name, not of the URL's syntax.
        XCTAssertEqual(try b.string("document.getElementById('frame').getAttribute('src')"), "c%20%23third.png")
        try b.waitFor("document.getElementById('frame').complete && document.getElementById('frame').naturalWidth === 40")
        try b.screenshot("view-without-frames-json")
    }

    func testAnEarlierRenderKeepsItsFilesWhenTheViewerIsAdded() throws {
        let dir = try makeDiffScratchFolder()
        var run = try DiffCLI.run([example, "-o", "out", "--scale", "1", "--frames", "0-9", "--no-viewer"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let out = dir.appendingPathComponent("out")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
        run = try DiffCLI.run(["view", "out"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "out/index.html: 33 frames, 10 PNG\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertEqual(files.filter { $0.hasPrefix("frame_") }.count, 10)
        let manifest = try String(contentsOf: out.appendingPathComponent(".animrender-manifest"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("frame_0009.png\n") && manifest.contains("index.html\n"), manifest)

        let b = try browser
        try b.open(out.appendingPathComponent("index.html"))
        XCTAssertEqual(try b.consoleErrors(), [])
        XCTAssertEqual(try b.string("document.getElementById('scrubber').max"), "32")
        try b.fill("#scrubber", "20")   // frames.json has it, no PNG was written for it
        XCTAssertEqual(try b.string("document.getElementById('missing').textContent"), "no PNG was written for frame 20 (see --frames)")
        XCTAssertEqual(try b.string("document.getElementById('time').textContent"), "t = 0.667 s")
        try b.fill("#scrubber", "5")   // back to a frame with a PNG: the note goes away
        try b.waitFor("document.getElementById('frame').complete && document.getElementById('frame').naturalWidth === 375")
        XCTAssertEqual(try b.string("getComputedStyle(document.getElementById('missing')).display"), "none")
        // A rerun of the render (with its viewer) replaces the viewer animrender wrote.
        run = try DiffCLI.run([example, "-o", "out", "--scale", "1", "--frames", "0-9"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testADamagedFramesJSONIsALocatedErrorAndNothingIsWritten() throws {
        let dir = try makeDiffScratchFolder()
        XCTAssertEqual(try DiffCLI.run([example, "-o", "out", "--scale", "1", "--frames", "0", "--no-viewer"], in: dir).status, 0)
        let framesJSON = dir.appendingPathComponent("out/frames.json")
        let good = try String(contentsOf: framesJSON, encoding: .utf8)
        // Frame 0's root view's frame, `"frame": [0, 0, 375, 812],`, loses a number.
        var lines = good.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex(of: #"          "frame": [0, 0, 375, 812],"#))
        lines[line] = #"          "frame": [0, 0, 375],"#
        try lines.joined(separator: "\n").write(to: framesJSON, atomically: true, encoding: .utf8)
        var run = try DiffCLI.run(["view", "out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "out/frames.json:\(line + 1):20: error: $.frames[0].views.root.frame: expected 4 numbers, "
                       + "found 3; frames.json is damaged: render the timeline again, or move frames.json away to view the PNGs alone\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/index.html").path))

        // Cut short inside frame 0's root view, right after `"parent": "window",`.
        let cut = try XCTUnwrap(good.range(of: #""parent": "window","#))
        try String(good[..<cut.upperBound]).write(to: framesJSON, atomically: true, encoding: .utf8)
        run = try DiffCLI.run(["view", "out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("out/frames.json:\(line):30: error: $.frames[0].views.root: expected a string key in double quotes, "
                                           + "found end of file; frames.json is damaged"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/index.html").path))
    }

    func testAFileIsNamedAsAFileAndAMissingFolderAsMissing() throws {
        let dir = try makeDiffScratchFolder()
        let shots = dir.appendingPathComponent("shots")
        try RGBAImage.canvas(4, 4, (255, 255, 255, 255)).write(to: shots.appendingPathComponent("a.png"))
        var run = try DiffCLI.run(["view", "shots/a.png"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "shots/a.png: error: a file, not a folder; name the folder of frames it is in (animrender view shots)\n")
        run = try DiffCLI.run(["view", "nothing"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "nothing: error: no such folder; name a folder of frames (an animrender output folder)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: shots.path), ["a.png"])
    }

    /// `animrender a.json b.json -o out` writes one folder per timeline, each with its own
    /// viewer; `view out` names them instead of saying to render into `out` first.
    func testAFolderOfTimelinesNamesTheTimelineFoldersToView() throws {
        let dir = try makeDiffScratchFolder()
        let spring = Repository.example("spring")
        let render = try DiffCLI.run([example, spring, "-o", "out", "--scale", "0.5", "--frames", "0", "--no-viewer"], in: dir)
        XCTAssertEqual(render.status, 0, render.stderr)
        let run = try DiffCLI.run(["view", "out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "out: error: a folder of 2 rendered timelines (pin-change-frames, spring), not of frames; "
                       + "view each one's folder: animrender view out/pin-change-frames\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/index.html").path))
    }

    func testAnOverlayThePageCannotDrawIsALocatedError() throws {
        let dir = try makeDiffScratchFolder()
        XCTAssertEqual(try DiffCLI.run([example, "-o", "out", "--scale", "1", "--frames", "0", "--no-viewer"], in: dir).status, 0)
        let framesJSON = dir.appendingPathComponent("out/frames.json")
        let good = try String(contentsOf: framesJSON, encoding: .utf8)
        let band = try XCTUnwrap(good.range(of: #""shape": "band""#))
        try good.replacingCharacters(in: band, with: #""shape": "blob""#).write(to: framesJSON, atomically: true, encoding: .utf8)
        let line = good[..<band.lowerBound].filter { $0 == "\n" }.count + 1
        let column = good[..<band.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).last!.count + 10
        let run = try DiffCLI.run(["view", "out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("out/frames.json:\(line):\(column): error: $.frames[0].overlays[0].shape: expected one of "
                                           + "badge, band, dimension, line, polygon, rect, tag, found a string; frames.json is damaged"), run.stderr)
    }

    func testAFileTheToolDidNotWriteIsNeverOverwritten() throws {
        let dir = try makeDiffScratchFolder()
        let shots = dir.appendingPathComponent("shots")
        try RGBAImage.canvas(4, 4, (255, 255, 255, 255)).write(to: shots.appendingPathComponent("a.png"))
        try Data("<p>my page</p>".utf8).write(to: shots.appendingPathComponent("index.html"))
        let run = try DiffCLI.run(["view", "shots"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("index.html: already exists and was not written by animrender"), run.stderr)
        XCTAssertEqual(try String(contentsOf: shots.appendingPathComponent("index.html"), encoding: .utf8), "<p>my page</p>")
        XCTAssertFalse(FileManager.default.fileExists(atPath: shots.appendingPathComponent("viewer-data.js").path))
    }

    func testDamagedOrMissingViewerDataIsAnErrorOnThePageNeverABlankPage() throws {
        let dir = try makeDiffScratchFolder()
        XCTAssertEqual(try DiffCLI.run([example, "-o", "out", "--scale", "1", "--frames", "0"], in: dir).status, 0)
        let out = dir.appendingPathComponent("out")
        let data = out.appendingPathComponent("viewer-data.js")
        let b = try browser

        try Data(#"animrenderViewer({"images": 5});"#.utf8).write(to: data)
        try b.open(out.appendingPathComponent("index.html"), waitForReady: false)
        XCTAssertEqual(try b.string("document.getElementById('error').textContent"), "viewer-data.js: $.images: expected an array of PNG names")
        XCTAssertEqual(try b.bool("document.getElementById('error').hidden"), false)
        try b.screenshot("viewer-damaged-data")

        try Data(#"animrenderViewer({"images": ["frame_0000.png"], "#.utf8).write(to: data)   // cut short
        try b.open(out.appendingPathComponent("index.html"), waitForReady: false)
        XCTAssertEqual(try b.bool("document.getElementById('error').hidden"), false)
        XCTAssertTrue(try b.string("document.getElementById('error').textContent")?.contains("viewer-data.js did not hand over any data") == true)

        try FileManager.default.removeItem(at: data)
        try b.open(out.appendingPathComponent("index.html"), waitForReady: false)
        XCTAssertTrue(try b.string("document.getElementById('error').textContent")?.hasPrefix("viewer-data.js is missing next to index.html") == true)
        XCTAssertTrue(try b.consoleErrors().contains { $0.hasPrefix("requestfailed: ") && $0.hasSuffix("viewer-data.js") })
    }
}
