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

        // Ctrl-C ends it as any run: 130, the output intact. No render was running, so it
        // does not say "nothing changed in out" (out was just written) nor name no folder.
        let after = FolderContent(out)
        XCTAssertEqual(run.interrupt(), 130)
        XCTAssertEqual(FolderContent(out), after)
        XCTAssertTrue(run.stderr.hasSuffix("interrupted; stopped watching (no render was running: each output folder holds its last render)\n"),
                      run.stderr)
        XCTAssertFalse(run.stderr.contains("nothing changed in"), run.stderr)
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
        // The user is looking at frame 2; the reload brings them back to it, not to frame 0.
        try browser.click("#next")
        try browser.click("#next")
        XCTAssertEqual(try browser.string("document.getElementById('frameno').textContent"), "frame 2 / 3")
        try Data(Self.timeline("#112233", title: "second").utf8).write(to: file)
        try browser.waitFor("document.body.dataset.watch === '2' && document.body.dataset.ready === 'true'", timeout: 30_000)
        XCTAssertEqual(try browser.string("document.getElementById('title').textContent"), "second")
        XCTAssertEqual(try browser.string("document.getElementById('frameno').textContent"), "frame 2 / 3")
        XCTAssertEqual(try browser.string("location.hash"), "#frame=2")
        // A failed render changes nothing on disk, so the page stays as it is.
        try Data("{ \"version\": 1, ".utf8).write(to: file)
        XCTAssertTrue(run.wait { run.stderr.contains("the last good output in out is unchanged") }, run.stderr)
        usleep(2_500_000)
        XCTAssertEqual(try browser.string("document.body.dataset.watch"), "2")
        XCTAssertEqual(try browser.string("document.getElementById('title').textContent"), "second")
        XCTAssertEqual(try browser.consoleErrors(), [])
    }

    func testDebounceWaitsForTheTimelineToStayUnchanged() throws {
        let dir = try makeDiffScratchFolder()
        let file = dir.appendingPathComponent("t.json")
        try Data(Self.timeline("#112233").utf8).write(to: file)
        let run = try WatchRun(["t.json", "-o", "out", "--watch", "--no-viewer", "--debounce", "2"], in: dir)
        defer { if run.process.isRunning { _ = run.interrupt() } }
        XCTAssertTrue(run.wait { run.stderr.contains("watching t.json") }, run.stderr)
        // Writes 0.6 s apart keep postponing the render; it comes 2 s after the last one.
        for color in ["#000000", "#010101", "#020202"] {
            try Data(Self.timeline(color).utf8).write(to: file)
            usleep(600_000)
        }
        XCTAssertEqual(run.summaries, 1, "rendered again less than 2 s after a change: " + run.stdout)
        XCTAssertTrue(run.wait { run.summaries == 2 }, run.stdout + run.stderr)
        XCTAssertEqual(try corner(dir.appendingPathComponent("out")), "#020202")
        usleep(2_500_000)
        XCTAssertEqual(run.summaries, 2, "one render for the three writes")
    }

    func testDebounceIsCheckedBeforeAnythingRuns() throws {
        let dir = try makeDiffScratchFolder()
        try Data(Self.timeline("#112233").utf8).write(to: dir.appendingPathComponent("t.json"))
        let cases: [([String], String)] = [
            (["--debounce", "1"], "--debounce applies to --watch; add --watch or drop --debounce"),
            (["--watch", "--debounce", "11"], "--debounce must be between 0 and 10, not 11"),
            (["--watch", "--debounce=-0.5"], "--debounce must be between 0 and 10, not -0.5"),
            (["--watch", "--debounce", "nan"], "--debounce must be between 0 and 10, not nan"),
        ]
        for (arguments, message) in cases {
            let run = try DiffCLI.run(["t.json", "-o", "out"] + arguments, in: dir)
            XCTAssertEqual(run.status, 64, "\(arguments)")
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testAWatchedFolderThatIsDeletedEndsTheWatchWithAnErrorNamingIt() throws {
        let dir = try makeDiffScratchFolder()
        let sub = dir.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data(Self.timeline("#112233").utf8).write(to: sub.appendingPathComponent("t.json"))
        let run = try WatchRun(["screens/t.json", "-o", "out", "--watch", "--no-viewer"], in: dir)
        defer { if run.process.isRunning { _ = run.interrupt() } }
        XCTAssertTrue(run.wait { run.stderr.contains("watching screens/t.json") }, run.stderr)
        let before = FolderContent(dir.appendingPathComponent("out"))
        try FileManager.default.removeItem(at: sub)
        XCTAssertTrue(run.wait(30) { !run.process.isRunning }, "still watching a folder that is gone: " + run.stderr)
        XCTAssertEqual(run.process.terminationStatus, 1)
        XCTAssertTrue(run.stderr.contains("--watch: the folder \(sub.path) was deleted or moved away, so screens/t.json can no longer be watched"),
                      run.stderr)
        XCTAssertEqual(FolderContent(dir.appendingPathComponent("out")), before)
    }

    func testWatchRefusesAShard() throws {
        let dir = try makeDiffScratchFolder()
        let run = try DiffCLI.run(["t.json", "-o", "out", "--watch", "--shard", "1/2"], in: dir)
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--watch renders on one machine; drop --shard"), run.stderr)
        // Bazel's sharding variables choose a shard too: refused the same way, nothing made.
        let bazel = try DiffCLI.run(["t.json", "-o", "out", "--watch"], in: dir,
                                    environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0"])
        XCTAssertEqual(bazel.status, 64)
        XCTAssertTrue(bazel.stderr.contains("--watch renders on one machine, but TEST_TOTAL_SHARDS and TEST_SHARD_INDEX are set"), bazel.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
