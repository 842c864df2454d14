import JSONDocuments
import XCTest
import Foundation
@testable import AnimRenderKit

final class OutputFolderTests: XCTestCase {
    private var dir: URL!
    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-out-\(UUID().uuidString)")
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    func testWritesFilesAndManifest() throws {
        let out = try OutputFolder(path: dir.path)
        try out.write("a.txt", bytes: Array("hello".utf8))
        try out.finish()
        XCTAssertEqual(try contents(), [".animrender-manifest", "a.txt"])
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.txt"), encoding: .utf8), "hello")
    }

    func testNeverOverwritesAFileItDidNotWrite() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: dir.appendingPathComponent("frame_0000.png"))
        let out = try OutputFolder(path: dir.path)
        XCTAssertThrowsError(try out.checkWritable(["frame_0000.png"])) { error in
            XCTAssertEqual(error as? OutputFolder.Error, .foreignFile(dir.appendingPathComponent("frame_0000.png").path))
        }
        XCTAssertThrowsError(try out.write("frame_0000.png", bytes: [1]))
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("frame_0000.png"), encoding: .utf8), "mine")
    }

    func testRemovesOnlyItsOwnStaleOutputs() throws {
        let first = try OutputFolder(path: dir.path)
        try first.write("frame_0000.png", bytes: [0])
        try first.write("frame_0001.png", bytes: [1])
        try first.finish()
        try Data("user".utf8).write(to: dir.appendingPathComponent("notes.txt"))

        let second = try OutputFolder(path: dir.path)
        try second.checkWritable(["frame_0000.png"])
        try second.write("frame_0000.png", bytes: [2])
        try second.finish()
        XCTAssertEqual(try contents(), [".animrender-manifest", "frame_0000.png", "notes.txt"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("frame_0000.png")), Data([2]))
    }

    func testRefusesAFileAsFolder() throws {
        try Data().write(to: dir)
        XCTAssertThrowsError(try OutputFolder(path: dir.path)) { error in
            XCTAssertEqual(error as? OutputFolder.Error, .notADirectory(dir.path))
        }
    }

    func testAFileOnTheWayIsNamedInPlainWords() throws {
        try Data().write(to: dir)
        let inside = dir.appendingPathComponent("out/frames").path
        XCTAssertThrowsError(try OutputFolder(path: inside)) { error in
            XCTAssertEqual("\(error)", "\(inside): cannot create the output folder (\(dir.path) is a file, not a folder); "
                           + "choose another folder with -o")
        }
        XCTAssertThrowsError(try OutputFolder(path: "")) { error in
            XCTAssertEqual(error as? OutputFolder.Error, .emptyPath)
        }
    }

    // MARK: - The transaction

    func testNothingAppearsBeforeFinishAndAbandonLeavesNoTrace() throws {
        let out = try OutputFolder(path: dir.appendingPathComponent("a/b").path)
        try out.write("frame_0000.png", bytes: [1, 2, 3])
        // Staged only: the folder shows nothing but the private staging folder.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("a/b").path),
                       [OutputFolder.stagingName])
        XCTAssertTrue(out.abandon())
        // The folders the run made are gone again.
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path + "/a"))
        XCTAssertThrowsError(try out.write("frame_0001.png", bytes: [1]))
    }

    /// What a signal handler does: folders not yet switching are abandoned; a finished
    /// one is reported complete and left alone.
    func testAbandoningOpenFoldersSaysWhatEachHolds() throws {
        let open = try OutputFolder(path: dir.appendingPathComponent("open").path)
        try open.write("frame_0000.png", bytes: [1])
        let done = try OutputFolder(path: dir.appendingPathComponent("done").path)
        try done.write("frame_0000.png", bytes: [2])
        try done.finish()
        XCTAssertEqual(OutputFolder.abandonOpenFolders(), [.completed(done.path), .unchanged(open.path)])
        XCTAssertEqual(try contents(), ["done"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("done/frame_0000.png")), Data([2]))
    }

    func testARerunSwitchesAllAtOnceAndKeepsTheUsersFiles() throws {
        let first = try OutputFolder(path: dir.path)
        for i in 0..<3 { try first.write("frame_000\(i).png", bytes: [UInt8(i)]) }
        try first.finish()
        try Data("user".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        let second = try OutputFolder(path: dir.path)
        try second.write("frame_0000.png", bytes: [9])
        XCTAssertEqual(try contents(), [".animrender-manifest", ".animrender-staging", "frame_0000.png", "frame_0001.png",
                                        "frame_0002.png", "notes.txt"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("frame_0000.png")), Data([0]), "old until finish")
        try second.finish()
        XCTAssertEqual(try contents(), [".animrender-manifest", "frame_0000.png", "notes.txt"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("frame_0000.png")), Data([9]))
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent(".animrender-manifest"), encoding: .utf8), "frame_0000.png\n")
    }

    /// A run that adds to the previous output (the viewer written into a rendered folder)
    /// keeps its files and lists them.
    func testAddingToTheEarlierOutputKeepsIt() throws {
        let first = try OutputFolder(path: dir.path)
        try first.write("frame_0000.png", bytes: [0])
        try first.finish()
        let adding = try OutputFolder(path: dir.path)
        try adding.write("index.html", bytes: [1])
        try adding.finish(keepingEarlierOutputs: true)
        XCTAssertEqual(try contents(), [".animrender-manifest", "frame_0000.png", "index.html"])
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent(".animrender-manifest"), encoding: .utf8),
                       "frame_0000.png\nindex.html\n")
    }

    func testASecondRunIntoTheSameFolderWaitsItsTurn() throws {
        let first = try OutputFolder(path: dir.path)
        XCTAssertThrowsError(try OutputFolder(path: dir.path)) { error in
            XCTAssertEqual(error as? OutputFolder.Error, .busy(dir.path))
        }
        try first.finish()
        XCTAssertNoThrow(try OutputFolder(path: dir.path))
    }

    /// A journal left by a run killed mid-switch is finished by the next one, before it
    /// reads the manifest: the folder then holds exactly the new output.
    func testAnUnfinishedSwitchIsFinishedFirst() throws {
        let first = try OutputFolder(path: dir.path)
        try first.write("frame_0000.png", bytes: [0])
        try first.write("frame_0001.png", bytes: [1])
        try first.finish()
        // What a run killed after moving one of its two files leaves behind.
        let staging = dir.appendingPathComponent(OutputFolder.stagingName)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        try Data().write(to: staging.appendingPathComponent(".animrender-staging"))
        try Data([7]).write(to: dir.appendingPathComponent("frame_0000.png"))
        try Data([8]).write(to: staging.appendingPathComponent("frames.json"))
        try Data("animrender journal 1\nput frame_0000.png\nput frames.json\nremove frame_0001.png\nend\n".utf8)
            .write(to: dir.appendingPathComponent(OutputFolder.journalName))

        let next = try OutputFolder(path: dir.path)
        XCTAssertEqual(try contents(), [".animrender-manifest", "frame_0000.png", "frames.json"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("frame_0000.png")), Data([7]))
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("frames.json")), Data([8]))
        try next.checkWritable(["frame_0000.png", "frames.json"])   // the finished switch's files are its own
    }

    // MARK: - Hostile ground

    private func outside() throws -> URL {
        let url = dir.deletingLastPathComponent().appendingPathComponent(dir.lastPathComponent + "-outside")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        try Data("precious".utf8).write(to: url.appendingPathComponent("precious.txt"))
        return url
    }

    private func symlink(_ name: String, to target: URL) throws {
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(name).path, withDestinationPath: target.path)
    }

    func testSymlinksAtTheOldTemporaryNamesAreNeitherFollowedNorTouched() throws {
        let target = try outside()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in [".frame_0000.png.partial", ".frames.json.partial", ".trace.txt.partial"] {
            try symlink(name, to: target.appendingPathComponent("precious.txt"))
        }
        try symlink(".animrender-manifest.partial", to: target.appendingPathComponent("created.txt"))
        let out = try OutputFolder(path: dir.path)
        for name in ["frame_0000.png", "frames.json", "trace.txt"] { try out.write(name, bytes: [1]) }
        try out.finish()
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("precious.txt"), encoding: .utf8), "precious")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path), ["precious.txt"])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent(".frames.json.partial").path),
                       target.appendingPathComponent("precious.txt").path)
    }

    func testASymlinkOrFolderUnderAnOutputNameStopsTheRun() throws {
        let target = try outside()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try symlink("frame_0000.png", to: target.appendingPathComponent("precious.txt"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("frames.json"), withIntermediateDirectories: false)
        // Even a manifest that lists them does not make them the tool's.
        try Data("frame_0000.png\nframes.json\n".utf8).write(to: dir.appendingPathComponent(".animrender-manifest"))
        let out = try OutputFolder(path: dir.path)
        for name in ["frame_0000.png", "frames.json"] {
            XCTAssertThrowsError(try out.checkWritable([name])) { error in
                XCTAssertEqual(error as? OutputFolder.Error, .foreignFile(dir.appendingPathComponent(name).path))
            }
            XCTAssertThrowsError(try out.write(name, bytes: [1]))
        }
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("precious.txt"), encoding: .utf8), "precious")
    }

    func testAManifestThatIsASymlinkIsRefused() throws {
        let target = try outside()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("notes.txt\n".utf8).write(to: target.appendingPathComponent("list"))
        try Data("user".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        try symlink(".animrender-manifest", to: target.appendingPathComponent("list"))
        XCTAssertThrowsError(try OutputFolder(path: dir.path)) { error in
            XCTAssertEqual("\(error)", "\(dir.path)/.animrender-manifest: is a symbolic link, which animrender did not make; "
                           + "move it away (nothing was changed)")
        }
        XCTAssertEqual(try contents(), [".animrender-manifest", "notes.txt"])
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("list"), encoding: .utf8), "notes.txt\n")
    }

    /// Names outside the folder, in a subfolder, symlinks and folders are not trusted
    /// for deletion, whatever the manifest says.
    func testAManifestNamesOnlyPlainFilesOfTheFolder() throws {
        let target = try outside()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("sub".utf8).write(to: dir.appendingPathComponent("sub/x.png"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("dir.png"), withIntermediateDirectories: true)
        try symlink("link.png", to: target.appendingPathComponent("precious.txt"))
        let name = dir.lastPathComponent + "-outside"
        try Data("../\(name)/precious.txt\nsub/x.png\nlink.png\ndir.png\n\(target.path)/precious.txt\n.animrender-journal\n".utf8)
            .write(to: dir.appendingPathComponent(".animrender-manifest"))
        let out = try OutputFolder(path: dir.path)
        try out.write("frame_0000.png", bytes: [1])
        try out.finish()
        XCTAssertEqual(try contents(), [".animrender-manifest", "dir.png", "frame_0000.png", "link.png", "sub"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("sub").path), ["x.png"])
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("precious.txt"), encoding: .utf8), "precious")
    }

    func testAStagingFolderSomeoneElseMadeIsNotTouched() throws {
        let target = try outside()
        let staging = dir.appendingPathComponent(OutputFolder.stagingName)
        // A symlink to a folder outside.
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try symlink(OutputFolder.stagingName, to: target)
        XCTAssertThrowsError(try OutputFolder(path: dir.path)) { error in
            XCTAssertEqual("\(error)", "\(staging.path): is a symbolic link, which animrender did not make; move it away (nothing was changed)")
        }
        // A folder without animrender's marker.
        try FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: staging.appendingPathComponent("frame_0000.png"))
        XCTAssertThrowsError(try OutputFolder(path: dir.path)) { error in
            XCTAssertEqual("\(error)", "\(staging.path): is a folder, which animrender did not make; "
                           + "move it away (nothing was changed)")
        }
        XCTAssertEqual(try String(contentsOf: staging.appendingPathComponent("frame_0000.png"), encoding: .utf8), "mine")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path), ["precious.txt"])
    }

    /// animrender's own left-over staging folder may hold symlinks someone planted in it;
    /// they are removed as links, never followed.
    func testLeftOverStagingIsClearedWithoutFollowingSymlinks() throws {
        let target = try outside()
        let staging = dir.appendingPathComponent(OutputFolder.stagingName)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data().write(to: staging.appendingPathComponent(".animrender-staging"))
        try FileManager.default.createSymbolicLink(atPath: staging.appendingPathComponent("frame_0000.png").path,
                                                   withDestinationPath: target.appendingPathComponent("precious.txt").path)
        let out = try OutputFolder(path: dir.path)
        XCTAssertEqual(try contents(), [])
        try out.write("frame_0000.png", bytes: [1])
        try out.finish()
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("frame_0000.png")), Data([1]))
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("precious.txt"), encoding: .utf8), "precious")
    }

    func testAForeignJournalIsRefused() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("my notes".utf8).write(to: dir.appendingPathComponent(OutputFolder.journalName))
        XCTAssertThrowsError(try OutputFolder(path: dir.path)) { error in
            XCTAssertEqual("\(error)", "\(dir.path)/.animrender-journal: is a file, which animrender did not make; "
                           + "move it away (nothing was changed)")
        }
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent(OutputFolder.journalName), encoding: .utf8), "my notes")
    }

    func testJournalTextRoundTripsAndRejectsAnythingElse() {
        let journal = OutputJournal(puts: ["frame_0000.png", "frames.json"], removals: ["frame_0001.png"])
        XCTAssertEqual(journal.text, "animrender journal 1\nput frame_0000.png\nput frames.json\nremove frame_0001.png\nend\n")
        XCTAssertEqual(OutputJournal(parsing: journal.text), journal)
        XCTAssertNil(OutputJournal(parsing: "animrender journal 1\nput frame_0000.png\n"), "no end: not complete")
        let keeping = OutputJournal(puts: ["index.html"], keeps: ["frame_0000.png"], removals: [])
        XCTAssertEqual(keeping.text, "animrender journal 1\nput index.html\nkeep frame_0000.png\nend\n")
        XCTAssertEqual(OutputJournal(parsing: keeping.text), keeping)
        XCTAssertEqual(keeping.manifest, ["frame_0000.png", "index.html"])
        XCTAssertNil(OutputJournal(parsing: "animrender journal 1\nremove ../x\nend\n"))
        XCTAssertNil(OutputJournal(parsing: "animrender journal 1\nput sub/x\nend\n"))
    }
}

final class JSONOutputTests: XCTestCase {
    func testNumbersAreShortRoundedAndNeverNegativeZero() {
        XCTAssertEqual(JSONOutput.format(20), "20")
        XCTAssertEqual(JSONOutput.format(12.5), "12.5")
        XCTAssertEqual(JSONOutput.format(-0.0), "0")
        XCTAssertEqual(JSONOutput.format(-1e-9), "0")
        XCTAssertEqual(JSONOutput.format(187.49999999997), "187.5")
        XCTAssertEqual(JSONOutput.format(.nan), "null")
    }

    func testKeyOrderIsKeptAndStringsEscaped() {
        let v = JSONOutput.object([("b", .number(1)), ("a", .string("x\"y\n")), ("c", .numbers([1, 2.5]))])
        XCTAssertEqual(v.compact, #"{"b":1,"a":"x\"y\n","c":[1,2.5]}"#)
        XCTAssertEqual(v.pretty, "{\n  \"b\": 1,\n  \"a\": \"x\\\"y\\n\",\n  \"c\": [1, 2.5]\n}\n")
    }
}
