import Foundation
import XCTest

/// The viewer a render writes (`index.html`), opened from disk in headless Chromium.
final class ViewerBrowserTests: XCTestCase {
    static var rendered: URL?

    var browser: Browser { get throws { try Browser.shared() } }

    let root = Browser.packageRoot

    /// pin-change-frames at scale 1: 33 frames at 30 fps, `top` animated 20 → 300 from
    /// t = 0.2 s for 0.6 s (frames 6…24 in flight).
    func pinChange() throws -> URL {
        if let rendered = Self.rendered { return rendered }
        let dir = try makeDiffScratchFolder("viewer-pin-change")
        let run = try DiffCLI.run([root.appendingPathComponent("Timelines/pin-change-frames.json").path, "-o", "out", "--scale", "1"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        Self.rendered = dir.appendingPathComponent("out")
        return Self.rendered!
    }

    func testARenderWritesTheViewerAndItLoadsWithoutErrors() throws {
        let out = try pinChange()
        let page = out.appendingPathComponent("index.html")
        XCTAssertTrue(FileManager.default.fileExists(atPath: page.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("viewer-data.js").path))
        let b = try browser
        try b.open(page)
        XCTAssertEqual(try b.consoleErrors(), [])
        XCTAssertEqual(try b.string("document.getElementById('scrubber').max"), "32")
        XCTAssertEqual(try b.string("document.getElementById('frame').getAttribute('src')"), "frame_0000.png")
        XCTAssertEqual(try b.bool("document.getElementById('frame').naturalWidth === 375"), true)
        XCTAssertTrue(try b.string("document.getElementById('title').textContent")?.hasPrefix("Frames style: top pin 20 → 300") == true)
        XCTAssertEqual(try b.bool("document.getElementById('error').hidden"), true)
        try b.screenshot("viewer-loaded")
    }

    func testTheScrubberAndTheStepKeysMoveTheFrame() throws {
        let b = try browser
        try b.open(try pinChange().appendingPathComponent("index.html"))
        try b.fill("#scrubber", "15")
        XCTAssertEqual(try b.string("document.getElementById('frame').getAttribute('src')"), "frame_0015.png")
        XCTAssertEqual(try b.string("document.getElementById('frameno').textContent"), "frame 15 / 32")
        XCTAssertEqual(try b.string("document.getElementById('time').textContent"), "t = 0.500 s")
        try b.waitFor("document.getElementById('frame').complete && document.getElementById('frame').naturalWidth > 0")
        // Frame 15 is mid-flight: the status names the violated constraint.
        XCTAssertEqual(try b.string("document.getElementById('verdict').textContent"), "✗ 1 problem")
        XCTAssertTrue(try b.string("document.getElementById('status').textContent")?.hasPrefix("inFlight top ") == true)
        try b.screenshot("viewer-frame-15")
        try b.press("ArrowRight")
        XCTAssertEqual(try b.string("document.getElementById('frame').getAttribute('src')"), "frame_0016.png")
        XCTAssertEqual(try b.string("document.getElementById('scrubber').value"), "16")
        try b.press("ArrowLeft"); try b.press("ArrowLeft")
        XCTAssertEqual(try b.string("document.getElementById('scrubber').value"), "14")
        try b.press("End")
        XCTAssertEqual(try b.string("document.getElementById('frame').getAttribute('src')"), "frame_0032.png")
        XCTAssertEqual(try b.string("document.getElementById('verdict').textContent"), "✓ conforms")
        try b.press("Home")
        XCTAssertEqual(try b.string("document.getElementById('scrubber').value"), "0")
        try b.click("#next")
        XCTAssertEqual(try b.string("document.getElementById('scrubber').value"), "1")
        XCTAssertEqual(try b.consoleErrors(), [])
    }

    func testPlayRunsToTheEndNoFasterThanTheTimelinesFps() throws {
        let b = try browser
        try b.open(try pinChange().appendingPathComponent("index.html"))
        _ = try b.eval("window.playStarted = performance.now()")
        try b.click("#play")
        XCTAssertEqual(try b.string("document.getElementById('play').textContent"), "❚❚")
        try b.waitFor("document.getElementById('scrubber').value === '32' && document.getElementById('play').textContent === '▶'", timeout: 10_000)
        // 32 frame steps at 30 fps take 32/30 s: playing faster would skip time (slower is
        // the machine, not the viewer, so only the lower bound is asserted).
        let elapsed = try XCTUnwrap(try b.double("performance.now() - window.playStarted"))
        XCTAssertGreaterThanOrEqual(elapsed, 32.0 / 30 * 1000 - 40)
        XCTAssertEqual(try b.consoleErrors(), [])
    }

    func testTheTraceShowsTheLinesUpToTheCurrentTime() throws {
        let out = try pinChange()
        let trace = try String(contentsOf: out.appendingPathComponent("trace.txt"), encoding: .utf8)
        // Entries at t = 0 (the first 14 lines of this trace), then 4 at t = 0.2 s.
        let atZero = trace.split(separator: "\n").filter { $0.hasPrefix("[  0.000]") }.count
        XCTAssertEqual(atZero, 14)
        let b = try browser
        try b.open(out.appendingPathComponent("index.html"))
        XCTAssertEqual(try b.string("document.getElementById('tracelines').dataset.entries"), "14")
        try b.fill("#scrubber", "5")   // t = 0.167
        XCTAssertEqual(try b.string("document.getElementById('tracelines').dataset.entries"), "14")
        try b.fill("#scrubber", "6")   // t = 0.2
        XCTAssertEqual(try b.string("document.getElementById('tracelines').dataset.entries"), "18")
        XCTAssertTrue(try b.string("document.getElementById('tracelines').textContent")?.hasSuffix("[  0.200] callback  viewDidLayoutSubviews") == true)
    }

    func testThePlotHasOnePointPerFrameAndShowsTheInFlightGap() throws {
        let out = try pinChange()
        let b = try browser
        try b.open(out.appendingPathComponent("index.html"))
        try b.click("#viewlist button[data-view=card]")
        try b.select("#property", "minY")
        let points = try XCTUnwrap(try b.string("document.querySelector('#plotsvg .presentation').getAttribute('points')"))
        XCTAssertEqual(points.split(separator: " ").count, 33)
        XCTAssertEqual(try b.int("document.querySelectorAll('#plotsvg .presentation').length"), 1)
        try b.fill("#scrubber", "12")
        try b.screenshot("viewer-plot-minY")
        XCTAssertEqual(try b.consoleErrors(), [])
    }
}
