import AnimRenderKit
import Foundation
import XCTest

/// `animrender TIMELINE -o out --watch`, run as the built binary: it renders, then renders
/// again on each change (one render per burst of writes), keeps the last good output
/// through an invalid edit, and the viewer's open page reloads itself.
final class WatchCommandTests: XCTestCase {
    /// The built binary in the background, its output read as it comes.
    final class WatchRun {
        let process = Process()
        private let out = Pipe(), err = Pipe()
        private let lock = NSLock()
        private var stdoutText = "", stderrText = ""

        init(_ arguments: [String], in folder: URL) throws {
            guard let binary = DiffCLI.binary() else { throw DiffCLI.BinaryMissing() }
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardOutput = out
            process.standardError = err
            for (pipe, isOut) in [(out, true), (err, false)] {
                pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                    let text = String(decoding: handle.availableData, as: UTF8.self)
                    guard let self else { return }
                    self.lock.withLock { if isOut { self.stdoutText += text } else { self.stderrText += text } }
                }
            }
            try process.run()
        }

        var stdout: String { lock.withLock { stdoutText } }
        var stderr: String { lock.withLock { stderrText } }
        /// The summary lines printed so far.
        var summaries: Int { stdout.components(separatedBy: " frames with violations").count - 1 }

        /// Waits up to `seconds` for `condition`; false when it never held.
        func wait(_ seconds: Double = 60, until condition: () -> Bool) -> Bool {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if condition() { return true }
                usleep(50_000)
            }
            return condition()
        }

        func interrupt() -> Int32 {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// A 4-frame timeline whose background is `color`.
    static func timeline(_ color: String, title: String = "watch") -> String {
        """
        { "version": 1, "title": "\(title)", "screen": { "size": [40, 30] },
          "render": { "fps": 10, "scale": 1, "duration": 0.3, "overlays": [], "background": "\(color)" },
          "views": [ { "id": "box", "backgroundColor": "#FF3B30" } ],
          "constraints": [ "box.leading == root.leading + 10", "box.top == root.top + 10", "box.width == 5", "box.height == 5" ] }
        """
    }

    /// Frame 0's top-left pixel, as `#RRGGBB`.
    func corner(_ out: URL) throws -> String {
        let png = try RGBAImage(contentsOfPNG: out.appendingPathComponent("frame_0000.png").path)
        return String(format: "#%02X%02X%02X", png.pixels[0], png.pixels[1], png.pixels[2])
    }

    func testAnEditRendersAgainOnceAndAnInvalidEditKeepsTheLastGoodOutput() throws {
        let dir = try makeDiffScratchFolder()
        let file = dir.appendingPathComponent("t.json"), out = dir.appendingPathComponent("out")
        try Data(Self.timeline("#112233").utf8).write(to: file)
        let run = try WatchRun(["t.json", "-o", "out", "--watch", "--no-viewer"], in: dir)
        defer { if run.process.isRunning { _ = run.interrupt() } }
        XCTAssertTrue(run.wait { run.stderr.contains("watching t.json for changes; Ctrl-C stops") }, run.stderr)
        XCTAssertEqual(run.summaries, 1, run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("t.json → out/: 4 frames, 4 PNG, "), run.stdout)
        XCTAssertEqual(try corner(out), "#112233")

        // A burst of writes (an editor writing in pieces, a formatter after it): one render.
        for color in ["#000000", "#010101", "#445566"] { try Data(Self.timeline(color).utf8).write(to: file) }
        XCTAssertTrue(run.wait { run.summaries == 2 }, run.stdout + run.stderr)
        XCTAssertEqual(try corner(out), "#445566")
        usleep(1_000_000)
        XCTAssertEqual(run.summaries, 2, "one render per burst of changes")

        // An invalid edit: the error, located; the output untouched.
        let before = FolderContent(out)
        try Data(Self.timeline("#44556").utf8).write(to: file)
        XCTAssertTrue(run.wait { run.stderr.contains("the last good output in out is unchanged") }, run.stderr)
        XCTAssertTrue(run.stderr.contains("t.json:2:") && run.stderr.contains("bad colour '#44556'"), run.stderr)
        XCTAssertEqual(FolderContent(out), before)
        XCTAssertEqual(run.summaries, 2)

        // Saved by rename, as editors do: a new file moved over the old one.
        let temp = dir.appendingPathComponent(".t.json.swp")
        try Data(Self.timeline("#778899").utf8).write(to: temp)
        XCTAssertEqual(rename(temp.path, file.path), 0)
        XCTAssertTrue(run.wait { run.summaries == 3 }, run.stdout + run.stderr)
        XCTAssertEqual(try corner(out), "#778899")

        // Ctrl-C ends it as any run: 130, the output intact.
        let after = FolderContent(out)
        XCTAssertEqual(run.interrupt(), 130)
        XCTAssertEqual(FolderContent(out), after)
    }

    func testOnlyTheChangedTimelineRendersAgain() throws {
        let dir = try makeDiffScratchFolder()
        for name in ["a", "b"] { try Data(Self.timeline("#101010").utf8).write(to: dir.appendingPathComponent(name + ".json")) }
        let run = try WatchRun(["a.json", "b.json", "-o", "out", "--watch", "--no-viewer"], in: dir)
        defer { if run.process.isRunning { _ = run.interrupt() } }
        XCTAssertTrue(run.wait { run.stderr.contains("watching 2 timelines for changes") }, run.stderr)
        let a = FolderContent(dir.appendingPathComponent("out/a"))
        try Data(Self.timeline("#202020").utf8).write(to: dir.appendingPathComponent("b.json"))
        XCTAssertTrue(run.wait { run.summaries == 3 }, run.stdout)
        XCTAssertEqual(run.stdout.components(separatedBy: "a.json → out/a/").count - 1, 1, run.stdout)
        XCTAssertEqual(run.stdout.components(separatedBy: "b.json → out/b/").count - 1, 2, run.stdout)
        XCTAssertEqual(FolderContent(dir.appendingPathComponent("out/a")), a)
        XCTAssertEqual(try corner(dir.appendingPathComponent("out/b")), "#202020")
    }

    func testTheOpenViewerReloadsAfterEachNewRenderAndNotAfterAFailedOne() throws {
        let dir = try makeDiffScratchFolder()
        let file = dir.appendingPathComponent("t.json")
        try Data(Self.timeline("#112233", title: "first").utf8).write(to: file)
        let run = try WatchRun(["t.json", "-o", "out", "--watch"], in: dir)
        defer { if run.process.isRunning { _ = run.interrupt() } }
        XCTAssertTrue(run.wait { run.stderr.contains("watching t.json") }, run.stderr)
        let browser = try Browser.shared()
        _ = try browser.open(dir.appendingPathComponent("out/index.html"))
        XCTAssertEqual(try browser.string("document.getElementById('title').textContent"), "first")
        XCTAssertEqual(try browser.string("document.body.dataset.watch"), "1")
        try Data(Self.timeline("#112233", title: "second").utf8).write(to: file)
        try browser.waitFor("document.body.dataset.watch === '2' && document.body.dataset.ready === 'true'", timeout: 30_000)
        XCTAssertEqual(try browser.string("document.getElementById('title').textContent"), "second")
        // A failed render changes nothing on disk, so the page stays as it is.
        try Data("{ \"version\": 1, ".utf8).write(to: file)
        XCTAssertTrue(run.wait { run.stderr.contains("the last good output in out is unchanged") }, run.stderr)
        usleep(2_500_000)
        XCTAssertEqual(try browser.string("document.body.dataset.watch"), "2")
        XCTAssertEqual(try browser.string("document.getElementById('title').textContent"), "second")
        XCTAssertEqual(try browser.consoleErrors(), [])
    }

    func testWatchRefusesAShard() throws {
        let dir = try makeDiffScratchFolder()
        let run = try DiffCLI.run(["t.json", "-o", "out", "--watch", "--shard", "1/2"], in: dir)
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--watch renders on one machine; drop --shard"), run.stderr)
    }
}
