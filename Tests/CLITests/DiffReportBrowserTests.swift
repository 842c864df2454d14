import Foundation
import XCTest
import TestSupport

/// `report.html` from `animrender diff A B -o DIR`, opened from disk in headless Chromium.
final class DiffReportBrowserTests: XCTestCase {
    static var suite: URL?

    var browser: Browser { get throws { try Browser.shared() } }

    /// Two folders of timelines: `a` holds pin-change-frames and spring as the examples are;
    /// in `b` pin-change-frames animates `top` to 280 instead of 300 (so the frames from the
    /// start of the animation on differ) and spring is unchanged.
    func suiteFolders() throws -> URL {
        if let suite = Self.suite { return suite }
        let dir = try makeDiffScratchFolder("report-suite")
        let examples = Repository.root.appendingPathComponent("Timelines")
        let pin = try String(contentsOf: examples.appendingPathComponent("pin-change-frames.json"), encoding: .utf8)
        XCTAssertTrue(pin.contains(#""to": 300"#))
        try pin.replacingOccurrences(of: #""to": 300"#, with: #""to": 280"#)
            .write(to: dir.appendingPathComponent("pin-change-frames.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: examples.appendingPathComponent("spring.json"), to: dir.appendingPathComponent("spring.json"))
        for (folder, pinFile) in [("a", examples.appendingPathComponent("pin-change-frames.json").path), ("b", "pin-change-frames.json")] {
            let run = try DiffCLI.run([pinFile, examples.appendingPathComponent("spring.json").path, "-o", folder, "--scale", "1", "-q"], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        Self.suite = dir
        return dir
    }

    struct Report: Decodable {
        struct Frame: Decodable {
            let name: String
            let status: String
            let differingPixels: Int?
            let diffImage: String?
            let beforeImage: String?
            let afterImage: String?
        }
        let result: String
        let frames: [Frame]
        let timelines: [String]
    }

    func testAFolderOfTimelinesGetsASuiteIndexAndTheDifferingFramesInOrder() throws {
        let dir = try suiteFolders()
        let run = try DiffCLI.run(["diff", "a", "b", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 22, run.stderr)
        XCTAssertTrue(run.stdout.contains("pin-change-frames/frame_0032.png: "), run.stdout)
        let out = dir.appendingPathComponent("out")
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: out.appendingPathComponent("report.json")))
        XCTAssertEqual(report.timelines, ["pin-change-frames", "spring"])
        XCTAssertEqual(report.frames.count, 33 + 39)
        let differing = report.frames.filter { $0.status != "match" }
        // Frames 0…5 are before the animation starts (t < 0.2 s); spring is unchanged.
        XCTAssertEqual(differing.map(\.name).first, "pin-change-frames/frame_0006.png")
        XCTAssertEqual(differing.count, 27)
        XCTAssertTrue(differing.allSatisfy { $0.name.hasPrefix("pin-change-frames/") })
        for frame in differing {
            for image in [frame.diffImage, frame.beforeImage, frame.afterImage] {
                let name = try XCTUnwrap(image, frame.name)
                XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), name)
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("spring").path))

        let b = try browser
        try b.open(out.appendingPathComponent("report.html"))
        XCTAssertEqual(try b.consoleErrors(), [])
        XCTAssertEqual(try b.string("document.getElementById('verdict').textContent"), "pixelsDiffer")
        // Nothing stands between the folders compared and the summary of an unsharded diff
        // (an absent shard note once showed as the word "null").
        XCTAssertEqual(try b.string("document.querySelector('p.muted').nextSibling.id"), "summary")
        XCTAssertFalse(try b.string("document.getElementById('report').innerText")?.contains("null") ?? true)
        XCTAssertEqual(try b.int("document.querySelectorAll('#suite-index tr').length"), 3)
        XCTAssertEqual(try b.string("document.querySelector('#suite-index tr:nth-child(3) .verdict').textContent"), "match")
        let shown = try XCTUnwrap(try b.eval("[...document.querySelectorAll('section.frame')].map(e => e.dataset.frame)") as? [String])
        // One card per set of images: frames that share their before, after and diff files
        // (the diff writes them once) share a card, the first of them in the order.
        var sets: Set<String> = []
        let expected = differing.sorted { ($0.differingPixels ?? 0, $1.name) > ($1.differingPixels ?? 0, $0.name) }
            .filter { sets.insert([$0.beforeImage, $0.afterImage, $0.diffImage].map { $0 ?? "" }.joined(separator: "|")).inserted }.map(\.name)
        XCTAssertEqual(shown, expected)
        // From 0.8 s (frame 24) both cards rest, at 344 and 324: frames 24…32 are one card.
        XCTAssertEqual(try b.string("document.querySelector('section.frame[data-frame=\"pin-change-frames/frame_0024.png\"] h3').textContent"),
                       "frame_0024.png … frame_0032.png (9 frames, the same images)")
        XCTAssertEqual(Set(differing.filter { $0.name >= "pin-change-frames/frame_0024.png" }.map(\.beforeImage)),
                       ["pin-change-frames/frame_0024.before.png"])
        // Identical frames are listed by name, not shown.
        XCTAssertEqual(try b.int("document.querySelectorAll('#timeline-pin-change-frames details.identical li').length"), 6)
        XCTAssertEqual(try b.int("document.querySelectorAll('#timeline-spring details.identical li').length"), 39)
        XCTAssertEqual(try b.int("document.querySelectorAll('#timeline-spring section.frame').length"), 0)
        // The first card's before, after and diff images load from the files next to the page.
        try b.waitFor("[...document.querySelectorAll('section.frame')][0].querySelectorAll('.shot img').length === 3 && "
                      + "[...[...document.querySelectorAll('section.frame')][0].querySelectorAll('.shot img')].every(i => i.complete && i.naturalWidth === 375)")
        try b.screenshot("report-suite-top", selector: "section.frame")
    }

    func testTheSliderUncoversTheAfterImageAndTheOnionSkinBlendsIt() throws {
        let dir = try suiteFolders()
        let run = try DiffCLI.run(["diff", "a/pin-change-frames", "b/pin-change-frames", "-o", "flat"], in: dir)
        XCTAssertEqual(run.status, 22, run.stderr)
        let b = try browser
        try b.open(dir.appendingPathComponent("flat/report.html"))
        XCTAssertEqual(try b.int("document.querySelectorAll('#suite-index').length"), 0)
        let first = "document.querySelector('section.frame')"
        XCTAssertEqual(try b.string("\(first).querySelector('.compare').dataset.position"), "50")
        try b.fill("section.frame .slider", "20")
        XCTAssertEqual(try b.string("\(first).querySelector('.compare').dataset.position"), "20")
        XCTAssertEqual(try b.string("\(first).querySelector('.compare img.before').style.clipPath"), "inset(0px 80% 0px 0px)")
        XCTAssertEqual(try b.string("\(first).querySelector('.divider').style.left"), "20%")
        try b.screenshot("report-slider-20", selector: "section.frame .comparer")
        try b.check("section.frame .onion", true)
        XCTAssertEqual(try b.string("\(first).querySelector('.compare img.before').style.opacity"), "0.8")
        XCTAssertEqual(try b.string("\(first).querySelector('.compare img.before').style.clipPath"), "none")
        try b.screenshot("report-onion-20", selector: "section.frame .comparer")
        // Dragging on the images moves the slider too.
        try b.check("section.frame .onion", false)
        let box = try XCTUnwrap(try b.eval("(() => { const r = \(first).querySelector('.compare').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()") as? [Double])
        try b.click(x: box[0] + box[2] * 0.75, y: box[1] + box[3] / 2)
        XCTAssertEqual(try b.string("\(first).querySelector('.compare').dataset.position"), "75")
        XCTAssertEqual(try b.consoleErrors(), [])
    }

    func testIgnoredRegionsAreDrawnWhereTheyAre() throws {
        let dir = try suiteFolders()
        let run = try DiffCLI.run(["diff", "a/pin-change-frames", "b/pin-change-frames", "-o", "ignored", "--ignore", "0,0,375,100"], in: dir)
        XCTAssertEqual(run.status, 22, run.stderr)
        let b = try browser
        try b.open(dir.appendingPathComponent("ignored/report.html"))
        let rect = try XCTUnwrap(try b.eval("[...document.querySelector('section.frame .shot svg rect.ignored').attributes].filter(a => ['x','y','width','height'].includes(a.name)).map(a => a.name + '=' + a.value).join(' ')") as? String)
        XCTAssertEqual(rect, "x=0 y=0 width=375 height=100")
        XCTAssertEqual(try b.int("document.querySelector('section.frame').querySelectorAll('rect.ignored').length"), 4)
        XCTAssertTrue(try b.string("document.querySelector('section.frame header').textContent")?.contains("ignored (hatched): 0,0,375,100 px") == true)
        try b.screenshot("report-ignored", selector: "section.frame")
    }
}
