import AnimRenderKit
import Foundation
import XCTest
import TestSupport

/// A run killed at any moment (SIGKILL included) leaves its output folder holding the
/// complete previous output or the complete new one, the user's files untouched, and
/// the next run succeeds. The built binary is stopped at named steps of its output
/// transaction (`ANIMRENDER_TEST_PAUSE`) and killed there with `kill -9`.
final class InterruptedRunTests: XCTestCase {
    var timeline: String { Repository.example("scale-centered") }
    /// The earlier run (30 frames), the interrupted one (11 frames), and a third one that
    /// runs after the kill (4 frames): each writes a different set of files. (Their first
    /// frames are the same picture, so a step that checks for a mix of old and new picks
    /// a later frame.)
    var earlier: [String] { [timeline, "--scale", "1"] }
    var interrupted: [String] { [timeline, "--scale", "1", "--fps", "10"] }
    var after: [String] { [timeline, "--scale", "1", "--fps", "3"] }

    private var dir: URL!
    private var references: [String: FolderContent] = [:]

    override func setUpWithError() throws {
        dir = try makeDiffScratchFolder(name)
    }

    /// What `arguments` writes into a fresh folder, with the user's notes.txt beside it.
    private func reference(_ arguments: [String]) throws -> FolderContent {
        let key = arguments.joined(separator: " ")
        if let known = references[key] { return known }
        let folder = "ref-\(references.count)"
        let run = try DiffCLI.run(arguments + ["-o", folder, "-q"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        try Data("user".utf8).write(to: dir.appendingPathComponent(folder + "/notes.txt"))
        references[key] = FolderContent(dir.appendingPathComponent(folder))
        return references[key]!
    }

    /// An output folder holding the earlier run's output and a file of the user's.
    private func folderWithEarlierOutput(_ name: String) throws -> URL {
        let run = try DiffCLI.run(earlier + ["-o", name, "-q"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        try Data("user".utf8).write(to: dir.appendingPathComponent(name + "/notes.txt"))
        return dir.appendingPathComponent(name)
    }

    /// What an earlier run's recovery makes of `folder`, found on a copy (so the test can
    /// still check what the next run does with the original).
    private func recovered(_ folder: URL) throws -> FolderContent {
        let copy = dir.appendingPathComponent(folder.lastPathComponent + "-recovered")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: folder, to: copy)
        _ = try OutputFolder(path: copy.path)
        return FolderContent(copy)
    }

    func testKilledOverAnEarlierRunTheFolderHoldsTheOldOrTheNewOutput() throws {
        let old = try reference(earlier), new = try reference(interrupted), third = try reference(after)
        XCTAssertEqual(old.files.count, 35, "30 frames, frames.json, trace.txt, the viewer's 2 files, notes.txt: \(old)")
        XCTAssertEqual(new.files.count, 16, "11 frames, frames.json, trace.txt, the viewer's 2 files, notes.txt: \(new)")
        XCTAssertEqual(old.hidden, [".animrender-manifest"])
        // Expected content right after the kill; nil: mid-switch (a journal says how to finish).
        let steps: [(String, FolderContent?)] = [
            ("staged:1", old), ("staged:7", old), ("journal", old), ("switch:5", nil), ("switch:9", nil),
            ("removed", new), ("manifest", new), ("committed", new),
        ]
        for (step, expected) in steps {
            let out = try folderWithEarlierOutput("out-" + step.replacingOccurrences(of: ":", with: "-"))
            let run = try BackgroundRun(interrupted + ["-o", out.lastPathComponent], in: dir, pauseAt: step)
            XCTAssertEqual(run.stop(with: SIGKILL), 128 + SIGKILL, step)
            let now = FolderContent(out)
            let journal = now.hidden.contains(OutputFolder.journalName)
            if let expected {
                XCTAssertEqual(now.files, expected.files, "\(step): \(now)")
            } else {
                XCTAssertTrue(journal, "\(step): a folder in mid-switch carries its journal: \(now)")
                XCTAssertNotEqual(now.files, old.files, step)
                XCTAssertNotEqual(now.files, new.files, step)
            }
            XCTAssertEqual(journal, ["journal", "switch:5", "switch:9", "removed", "manifest"].contains(step), step)
            XCTAssertEqual(now.files["notes.txt"], Data("user".utf8), step)
            if journal { XCTAssertEqual(try recovered(out).files, new.files, "\(step): the journal finishes the switch") }

            // The next run succeeds, and leaves exactly its own output (nothing stale).
            let next = try DiffCLI.run(after + ["-o", out.lastPathComponent, "-q"], in: dir)
            XCTAssertEqual(next.status, 0, "\(step): \(next.stderr)")
            XCTAssertEqual(FolderContent(out), third, step)
        }
    }

    func testKilledInAFreshFolderTheFolderHoldsNothingOrTheNewOutput() throws {
        let new = try reference(interrupted)
        for (step, expected) in [("staged:3", [:]), ("journal", [:]), ("switch:4", nil), ("committed", new.files)] {
            let name = "fresh-" + step.replacingOccurrences(of: ":", with: "-")
            let run = try BackgroundRun(interrupted + ["-o", name], in: dir, pauseAt: step)
            XCTAssertEqual(run.stop(with: SIGKILL), 128 + SIGKILL, step)
            let out = dir.appendingPathComponent(name)
            try Data("user".utf8).write(to: out.appendingPathComponent("notes.txt"))
            let now = FolderContent(out)
            if let expected {
                XCTAssertEqual(now.files, expected.merging(["notes.txt": Data("user".utf8)]) { a, _ in a }, "\(step): \(now)")
            } else {
                XCTAssertEqual(try recovered(out).files, new.files, step)
            }
            let next = try DiffCLI.run(interrupted + ["-o", name, "-q"], in: dir)
            XCTAssertEqual(next.status, 0, "\(step): \(next.stderr)")
            XCTAssertEqual(FolderContent(out), new, step)
        }
    }

    /// Without the hook: a long render killed when its staging folder has some frames.
    func testKilledWhileFramesAreBeingWrittenTheOldOutputStays() throws {
        let long = [timeline, "--scale", "1", "--fps", "400"]   // 381 frames
        let old = try reference(earlier)
        let out = try folderWithEarlierOutput("watched")
        let run = try BackgroundRun(long + ["-o", "watched"], in: dir)
        let staging = out.appendingPathComponent(OutputFolder.stagingName)
        var seen = 0
        while seen < 40, run.process.isRunning {
            seen = (try? FileManager.default.contentsOfDirectory(atPath: staging.path).count) ?? 0
            usleep(2_000)
        }
        XCTAssertTrue(run.process.isRunning, "the render finished before it could be killed; make it longer")
        run.stop(with: SIGKILL)
        XCTAssertEqual(FolderContent(out).files, old.files)
        let next = try DiffCLI.run(after + ["-o", "watched", "-q"], in: dir)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertEqual(FolderContent(out), try reference(after))
    }

    /// frames.json is streamed into an unnamed scratch file a megabyte at a time, and named
    /// only once complete: killed after its first megabyte, nothing is staged under its
    /// name, a fresh folder holds no frames.json and a rerun's folder its whole old one; the
    /// next run succeeds and leaves exactly its own output.
    func testKilledWhileFramesJSONIsHalfWrittenNoPartOfItAppears() throws {
        // 501 frames: a frames.json of more than a megabyte; two PNGs keep the run short.
        let long = [timeline, "--scale", "1", "--fps", "1000", "--frames", "0-1"]
        let old = try reference(earlier)
        for overEarlierRun in [false, true] {
            let name = overEarlierRun ? "json-over-earlier" : "json-fresh"
            let out = overEarlierRun ? try folderWithEarlierOutput(name) : dir.appendingPathComponent(name)
            let run = try BackgroundRun(long + ["-o", name], in: dir, pauseAt: "streaming:frames.json")
            let staged = out.appendingPathComponent(OutputFolder.stagingName + "/frames.json")
            XCTAssertFalse(FileManager.default.fileExists(atPath: staged.path), "\(name): half a document is never named")
            XCTAssertEqual(run.stop(with: SIGKILL), 128 + SIGKILL, name)

            let now = FolderContent(out)
            XCTAssertEqual(now.files, overEarlierRun ? old.files : [:], "\(name): \(now)")
            let next = try DiffCLI.run(after + ["-o", name, "-q"], in: dir)
            XCTAssertEqual(next.status, 0, "\(name): \(next.stderr)")
            var expected = try reference(after)
            if !overEarlierRun { expected.files["notes.txt"] = nil }
            XCTAssertEqual(FolderContent(out), expected, name)
        }
    }

    func testCtrlCRemovesWhatWasStagedSaysSoAndExits130() throws {
        let old = try reference(earlier)
        let out = try folderWithEarlierOutput("out")
        let run = try BackgroundRun(interrupted + ["-o", "out"], in: dir, pauseAt: "staged:4")
        XCTAssertEqual(run.stop(with: SIGINT), 130)
        XCTAssertTrue(run.errorText.hasSuffix("\ninterrupted, nothing changed in out\n"), run.errorText)
        XCTAssertEqual(FolderContent(out), old)

        // SIGTERM the same way, with the shell's 128 + 15; a fresh folder disappears again.
        let fresh = try BackgroundRun(interrupted + ["-o", "fresh/out"], in: dir, pauseAt: "staged:2")
        XCTAssertEqual(fresh.stop(with: SIGTERM), 143)
        XCTAssertTrue(fresh.errorText.hasSuffix("\nterminated, nothing changed in fresh/out\n"), fresh.errorText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("fresh").path))
    }

    /// On a terminal, Ctrl-C ends the progress bar's line before the message.
    func testCtrlCOnATerminalEndsTheProgressLine() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = DiffCLI.binary() else {
            throw XCTSkip("util-linux's script(1) is needed to run the binary on a terminal")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // script(1) gives the command a pseudo-terminal; the shell prints its pid and
        // becomes animrender (exec), so the pid is animrender's.
        let command = "echo PID $$; exec '\(binary.path)' '\(timeline)' --scale 1 --fps 400 -o out"
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = dir
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        // Every read below waits for output: past the deadline, script(1) is stopped (its
        // terminal closes, which ends the render and the reads) and the test fails.
        let script = process.processIdentifier
        let timedOut = Deadline(seconds: 120) { kill(script, SIGTERM) }
        defer { timedOut.cancel() }
        var text = ""
        while !(text.contains("PID ") && text.contains("/381")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                return XCTFail(timedOut.passed ? "no progress line within 120 s: \(text)" : "the run ended early: \(text)")
            }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let pidLine = text.components(separatedBy: "PID ")[1].prefix { $0.isNumber }
        kill(pid_t(pidLine)!, SIGINT)
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertFalse(timedOut.passed, "the run did not end within 120 s of Ctrl-C: \(text)")
        XCTAssertEqual(process.terminationStatus, 130)
        // The terminal turns "\n" into "\r\n"; the bar's line ends before the message.
        let lines = text.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.suffix(2), ["interrupted, nothing changed in out", ""], text)
        XCTAssertTrue(lines.dropLast(2).last?.contains("/381") == true, "the progress line: \(text.debugDescription)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}

/// A run that fills the disk fails with the system's reason, leaves the folder as it
/// was, and the rerun succeeds. The disk is a 300 kB tmpfs mounted in a private user and
/// mount namespace (`unshare -rm`), so the test needs no root. (frames.json is written into
/// a scratch file that is then named, not copied: it takes its size once.)
final class DiskFullTests: XCTestCase {
    func testAFullDiskLeavesThePreviousOutputAndTheRerunSucceeds() throws {
        let timeline = Repository.example("scale-centered")
        guard let binary = DiffCLI.binary() else { throw DiffCLI.BinaryMissing() }
        let dir = try makeDiffScratchFolder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("disk"), withIntermediateDirectories: true)
        // No viewer: its files would take a third of this small disk and change nothing here.
        let render = "'\(binary.path)' '\(timeline)' --scale 1 -q --no-viewer -o disk/out"
        // Small (5 frames), too big (30 frames), small again (3 frames); each
        // step's status and the folder copied out of the namespace for the test to read.
        let script = """
            set -u
            mount -t tmpfs -o size=300k none disk || exit 99
            \(render) --frames 0-4; echo "first $?"
            cp -r disk/out before
            \(render) 2> full.txt; echo "full $?"
            cp -r disk/out afterFull
            \(render) --frames 0-2; echo "rerun $?"
            cp -r disk/out afterRerun
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", script]
        process.currentDirectoryURL = dir
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { throw XCTSkip("no unshare(1)") }
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 99 || text.isEmpty {
            throw XCTSkip("this machine does not allow a tmpfs in a user namespace (unshare -rm)")
        }
        XCTAssertEqual(text, "first 0\nfull 1\nrerun 0\n")
        let full = try String(contentsOf: dir.appendingPathComponent("full.txt"), encoding: .utf8)
        XCTAssertTrue(full.hasSuffix(".png: cannot write (no space left on device); nothing changed in disk/out\n"), full)
        XCTAssertEqual(FolderContent(dir.appendingPathComponent("afterFull")), FolderContent(dir.appendingPathComponent("before")))
        let reference = try DiffCLI.run([timeline, "--scale", "1", "-q", "--no-viewer", "-o", "reference", "--frames", "0-2"], in: dir)
        XCTAssertEqual(reference.status, 0)
        XCTAssertEqual(FolderContent(dir.appendingPathComponent("afterRerun")), FolderContent(dir.appendingPathComponent("reference")))
    }
}
