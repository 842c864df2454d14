import Foundation
import XCTest

/// The check's page (`index.html` from `animrender check -o DIR`), opened from disk in
/// headless Chromium: the matrix as a grid, red where a combination failed, each red cell
/// opening that combination's viewer at its first failing frame.
final class CheckPageBrowserTests: XCTestCase {
    var browser: Browser { get throws { try Browser.shared() } }

    /// A banner that is fine until 0.3 s, when it moves up under the status bar (frame 3 at
    /// 10 fps) and stays there to the end (1 s, frame 10).
    static let timeline = ##"""
        { "version": 1, "title": "Check page test", "screen": { "device": "iPhone 8" }, "render": { "fps": 10, "duration": 1 },
          "views": [ { "id": "banner", "backgroundColor": "#4A90E2" } ],
          "constraints": [ "banner.leading == root.leading + 20", "banner.trailing == root.trailing - 20", "banner.height == 44",
                           { "id": "top", "constraint": "banner.top == root.top + 60" } ],
          "timeline": [ { "at": 0.3, "changes": [ { "constant": "top", "to": 4 } ] } ] }
        """##

    func testRedCellsOpenTheirCombinationsViewerAtTheFirstFailingFrame() throws {
        let dir = try makeDiffScratchFolder("check-page")
        try Data(Self.timeline.utf8).write(to: dir.appendingPathComponent("banner.json"))
        let run = try DiffCLI.run(["check", "banner.json", "--devices", "iPhone 8,iPhone X", "--sizes", "large,accessibilityLarge",
                                   "--appearances", "all", "--off", "contrast", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let out = dir.appendingPathComponent("out")
        let b = try browser
        try b.open(out.appendingPathComponent("index.html"))
        XCTAssertEqual(try b.consoleErrors(), [])
        XCTAssertEqual(try b.string("document.getElementById('verdict').textContent"), "fail")
        // 2 devices × 2 sizes × 2 appearances: a row per device, a column per size and appearance.
        XCTAssertEqual(try b.int("document.querySelectorAll('table.grid tr').length"), 2 + 2)
        XCTAssertEqual(try b.int("document.querySelectorAll('.cell').length"), 8)
        // The banner crosses the safe area from frame 3 on, on both phones (20 and 44 pt insets).
        XCTAssertEqual(try b.int("document.querySelectorAll('.cell.fail').length"), 8)
        XCTAssertEqual(try b.string("getComputedStyle(document.querySelector('.cell.fail')).borderTopColor"), "rgb(227, 28, 36)")
        let hrefs = try XCTUnwrap(try b.eval("[...document.querySelectorAll('a.cell.fail')].map(a => a.getAttribute('href'))") as? [String])
        XCTAssertEqual(hrefs.count, 8)
        XCTAssertTrue(hrefs.allSatisfy { $0.hasSuffix(".light/index.html#frame=3") || $0.hasSuffix(".dark/index.html#frame=3") }, "\(hrefs)")
        XCTAssertEqual(hrefs.first, "iPhone-8.portrait.large.ltr.light/index.html#frame=3")
        // Every thumbnail loads from the folder beside the page.
        try b.waitFor("[...document.querySelectorAll('.cell.fail img')].every(i => i.complete && i.naturalWidth > 0)")
        // The findings table names the rule, the view and the frames.
        XCTAssertEqual(try b.string("document.querySelector('tr.finding td.rule').textContent"), "safeArea")
        XCTAssertTrue(try b.string("document.querySelector('tr.finding').textContent")?.contains("frames 3–10") ?? false)
        try b.screenshot("check-page", selector: "table.grid")

        try b.click("a.cell.fail")
        try b.waitFor("location.pathname.endsWith('/iPhone-8.portrait.large.ltr.light/index.html') && document.body.dataset.ready === 'true'")
        XCTAssertEqual(try b.string("location.hash"), "#frame=3")
        XCTAssertEqual(try b.string("document.getElementById('frameno').textContent"), "frame 3 / 10")
        XCTAssertEqual(try b.string("document.getElementById('frame').getAttribute('src')"), "frame_0003.png")
        try b.waitFor("document.getElementById('frame').complete && document.getElementById('frame').naturalWidth === 375")
        XCTAssertEqual(try b.consoleErrors(), [])
    }

    /// A page of a run without findings: every cell green, nothing to open.
    func testACleanRunIsAllGreen() throws {
        let dir = try makeDiffScratchFolder("check-page-clean")
        try Data(Self.timeline.utf8).write(to: dir.appendingPathComponent("banner.json"))
        let run = try DiffCLI.run(["check", "banner.json", "--off", "safeArea", "--directions", "all", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let b = try browser
        try b.open(dir.appendingPathComponent("out/index.html"))
        XCTAssertEqual(try b.string("document.getElementById('verdict').textContent"), "pass")
        XCTAssertEqual(try b.int("document.querySelectorAll('.cell.pass').length"), 2)
        XCTAssertEqual(try b.int("document.querySelectorAll('a.cell').length"), 0)
        XCTAssertEqual(try b.consoleErrors(), [])
    }
}
