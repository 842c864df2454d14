import Foundation
import XCTest

/// Bad input as an outsider writes it, from the format's contract alone: `BadInputs/`
/// holds one timeline per mistake — wrong types at every level, near-miss field names,
/// wrong enum names, numbers just past a range's edge, duplicate ids, references to
/// removed or not-yet-added things, empty lists and objects, a BOM, CRLF line ends,
/// trailing commas, comments, deep nesting, huge numbers, negative zero, events out of
/// order or after the end, limits only a run computes — and `BadInputs/expected.txt`
/// what the tool must say about each: `== NAME.json at "MARKER"`, then the exact stderr.
/// The marker is the text the error's line:column must point at, checked against the
/// file here, independently of the parser.
///
/// Each file goes through the built binary's `validate` and `render`: both print exactly
/// the expected error (one validation path), exit 1, print nothing on stdout, and leave
/// the output folder — which holds a file of the user's — as it was.
final class BadInputTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadInputs")

    struct Case {
        var name: String
        var marker: String
        var stderr: String
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        return try text.components(separatedBy: "\n== ").map { block in
            let block = block.hasPrefix("== ") ? String(block.dropFirst(3)) : block
            let header = block.prefix { $0 != "\n" }
            let parts = header.components(separatedBy: " at ")
            let marker = try JSONDecoder().decode(String.self, from: Data(parts.dropFirst().joined(separator: " at ").utf8))
            let body = block.dropFirst(header.count + 1)
            return Case(name: parts[0], marker: marker, stderr: body.trimmingCharacters(in: .newlines) + "\n")
        }
    }

    /// The text at 1-based `line`:`column` (columns count Unicode scalars; a CR before the
    /// line feed belongs to the line end, a BOM is not a column).
    static func text(of file: String, atLine line: Int, column: Int) -> String? {
        // By scalars: "\r\n" is one Character, and would hide the line feed.
        var lines = file.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        if lines[0].first == "\u{FEFF}" { lines[0] = lines[0].dropFirst() }
        guard line >= 1, line <= lines.count, column >= 1, column - 1 <= lines[line - 1].count else { return nil }
        return String(String.UnicodeScalarView(lines[line - 1].dropFirst(column - 1)))
    }

    func testEveryBadInputIsALocatedErrorFromBothCommandsAndNothingIsWritten() throws {
        let cases = try Self.cases()
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(cases.map(\.name).sorted(), files, "every input has its expected error, and only those")
        XCTAssertGreaterThanOrEqual(cases.count, 60)
        let dir = try makeDiffScratchFolder()
        for c in cases {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(c.name))
            let input = String(decoding: data, as: UTF8.self)
            // The error's place is where the reviewed marker is.
            let place = c.stderr.prefix { $0 != "\n" }.components(separatedBy: ":")
            if let line = Int(place[1]), let column = Int(place[2]) {
                let there = Self.text(of: input, atLine: line, column: column)
                XCTAssertTrue(there?.hasPrefix(c.marker) ?? false,
                              "\(c.name): \(line):\(column) is not at \(c.marker.debugDescription)")
            } else {
                XCTFail("\(c.name): the error has no line:column: \(c.stderr)")
            }

            let work = dir.appendingPathComponent(c.name.replacingOccurrences(of: ".json", with: ""))
            let out = work.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try data.write(to: work.appendingPathComponent(c.name))
            try Data("keep\n".utf8).write(to: out.appendingPathComponent("notes.txt"))
            let before = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("notes.txt").path)[.modificationDate]

            for arguments in [["validate", c.name], [c.name, "-o", "out"]] {
                let run = try DiffCLI.run(arguments, in: work)
                XCTAssertEqual(run.status, 1, "\(arguments)")
                XCTAssertEqual(run.stderr, c.stderr, "\(arguments)")
                XCTAssertEqual(run.stdout, "", "\(arguments)")
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted(), [c.name, "out"].sorted(), c.name)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["notes.txt"], "\(c.name): render wrote")
            XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("notes.txt")), Data("keep\n".utf8))
            let after = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("notes.txt").path)[.modificationDate]
            XCTAssertEqual(before as? Date, after as? Date, "\(c.name): the user's file was touched")
        }
    }

    /// Options that contradict each other or are out of range, and output folders that
    /// cannot be one: a usage error (64) or an error (1) naming the option or the path and
    /// the way out, before anything is written.
    func testBadCommandLinesAndOutputFoldersWriteNothing() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"{ "version": 1, "screen": { "size": [40, 40] }, "render": { "fps": 10, "duration": 0.1, "scale": 1 } }"#.utf8)
            .write(to: dir.appendingPathComponent("t.json"))
        try Data("mine\n".utf8).write(to: dir.appendingPathComponent("afile"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        let listing = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let cases: [(arguments: [String], status: Int32, stderr: String)] = [
            (["--still", "--frames", "3"], 64, "Error: --still and --frames cannot be combined"),
            (["--no-render", "--video", "a.mp4"], 64, "Error: --video draws every frame; --no-render draws none: drop one of them"),
            (["--fps", "0"], 64, "Error: --fps must be between 1 and 1000, not 0"),
            (["--scale", "16.5"], 64, "Error: --scale must be between 0.1 and 16, not 16.5"),
            (["--jobs", "0"], 64, "Error: --jobs must be between 1 and 256, not 0"),
            (["--contact-sheet", "0"], 64, "Error: --contact-sheet must be at least 1, not 0"),
            (["--frames", "abc"], 64, "Error: --frames takes N, A-B, A-, last or none, not 'abc'"),
            (["--overlays", "violation"], 64,
             "Error: unknown overlay 'violation'; choose from violations, constraints, frames, safeArea, labels, unsatisfied or none"),
            (["--debounce", "1"], 64, "Error: --debounce applies to --watch; add --watch or drop --debounce"),
            (["-o", ""], 64, "Error: -o needs a folder name, e.g. -o out/ (an empty name would write into the current folder)"),
            (["--frames", "999"], 1,
             "t.json: error: --frames 999 selects no frame: the timeline has 2 frames, 0 to 1; choose frames in that range"),
            (["-o", "afile"], 1, "afile: exists and is not a folder; choose another output folder with -o"),
            (["-o", "afile/out"], 1, "afile/out: cannot create the output folder (afile is a file, not a folder); choose another folder with -o"),
            (["-o", "dangling"], 1,
             "dangling: cannot create the output folder (dangling is a symlink to 'nowhere', which does not exist); choose another folder with -o"),
            (["-o", "dangling/out"], 1,
             "dangling/out: cannot create the output folder (dangling is a symlink to 'nowhere', which does not exist); choose another folder with -o"),
            (["t.json", "./t.json"], 1, "./t.json: named twice (also as t.json); name each timeline once"),
            (["t.json/"], 1, "t.json/: error: t.json is a file, not a folder; drop the '/' after it"),
            (["."], 1, ".: error: this is a folder, not a timeline file; animrender does not read folders of timelines; "
             + "name the timeline files, e.g. ./*.json"),
            (["missing.json"], 1, "missing.json: error: no such file; check the path"),
        ]
        for c in cases {
            let arguments = (c.arguments.contains { $0.hasSuffix(".json") || $0.hasSuffix("/") || $0 == "." } ? [] : ["t.json"])
                + c.arguments + (c.arguments.contains("-o") ? [] : ["-o", "out"])
            let run = try DiffCLI.run(arguments, in: dir)
            XCTAssertEqual(run.status, c.status, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr.components(separatedBy: "\n").first, c.stderr, "\(arguments)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), listing, "\(arguments) wrote")
        }
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("afile")), Data("mine\n".utf8))
    }

    /// An output folder the user may not write into is named as theirs (not as the staging
    /// folder inside it), and nothing in it changes. Permissions do not bind root, so as
    /// root the binary runs as `nobody` through util-linux's setpriv.
    func testAReadOnlyOutputFolderIsNamedAndLeftAlone() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"{ "version": 1, "screen": { "size": [40, 40] }, "render": { "fps": 10, "duration": 0.1, "scale": 1 } }"#.utf8)
            .write(to: dir.appendingPathComponent("t.json"))
        let ro = dir.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: ro, withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: ro.appendingPathComponent("notes.txt"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: ro.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: dir.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ro.path) }
        let binary = try XCTUnwrap(DiffCLI.binary())
        let process = Process()
        if geteuid() == 0 {
            let setpriv = "/usr/bin/setpriv"
            guard FileManager.default.isExecutableFile(atPath: setpriv) else { throw XCTSkip("root, and no setpriv to drop it") }
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "t.json", "-o", "ro"]
        } else {
            process.executableURL = binary
            process.arguments = ["t.json", "-o", "ro"]
        }
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(stderr, "ro: cannot write into the output folder (permission denied); nothing changed in it; "
                       + "choose another folder with -o\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: ro.path), ["notes.txt"])
    }
}
