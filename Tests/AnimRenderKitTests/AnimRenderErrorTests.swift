import ConsoleLog
import Foundation
import Timeline
import XCTest
@testable import AnimRenderKit

/// A run's errors keep the front end's located values up to the edge that prints them: a
/// test reads the case and the place, and the printed text is theirs, line for line.
final class AnimRenderErrorTests: XCTestCase {
    private func timelineFile(_ json: String) throws -> (path: String, remove: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("t.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return (path, { try? FileManager.default.removeItem(at: folder) })
    }

    /// A misspelt attribute in a constraint string: the parser's error, at line 4 column 26
    /// (the `w` of `widht`), is the run's one problem, and prints as the timeline's line.
    func testAConstraintStringMistakeReachesTheRunAsTheParsersError() throws {
        let file = try timelineFile("""
        {
          "version": 1, "screen": { "device": "iPhone X" },
          "views": [ { "id": "card" } ],
          "constraints": [ "card.widht == 100" ]
        }
        """)
        defer { file.remove() }
        XCTAssertThrowsError(try CompiledTimeline.load(path: file.path)) { error in
            guard let e = error as? AnimRenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.problems.count, 1)
            guard case .timeline(let located)? = e.problems.first else { return XCTFail("\(e.problems)") }
            XCTAssertEqual([located.line, located.column], [4, 26])
            XCTAssertEqual(located.path, "$.constraints[0]")
            guard case .constraintSyntax(let syntax) = located.problem else { return XCTFail("\(located.problem)") }
            XCTAssertEqual(syntax.offset, 5)
            XCTAssertEqual(e.timelineErrors, [located])
            XCTAssertEqual(e.description, located.description)
            XCTAssertTrue(e.description.hasPrefix("\(file.path):4:26: error: $.constraints[0]: unknown attribute 'widht'"),
                          e.description)
        }
    }

    /// 3000 s at 60 fps is 180,001 frames (t = 0 and every 1/60 s up to 3000 s), over the
    /// 100,000 a run plays: the error is located at the explicit duration's value (line 4,
    /// column 38).
    func testTheFrameLimitIsLocatedAtTheDuration() throws {
        let file = try timelineFile("""
        {
          "version": 1,
          "screen": { "device": "iPhone X" },
          "render": { "fps": 60, "duration": 3000 }
        }
        """)
        defer { file.remove() }
        XCTAssertThrowsError(try RenderJob.load(path: file.path, options: RenderOptions(output: ""))) { error in
            guard let e = error as? AnimRenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.timelineErrors.map { [$0.line, $0.column] }, [[4, 38]])
            XCTAssertEqual(e.timelineErrors.map(\.path), ["$.render.duration"])
            XCTAssertTrue(e.timelineErrors.first?.message.hasPrefix("180001 frames (duration 3000 s at 60 fps)") ?? false, "\(e)")
        }
    }

    /// A paste with no readable console output: the reader's error where it stopped, line 2
    /// column 4 (inside the description it could not read), with the file it was read from.
    func testAConsoleLogMistakeKeepsItsPlace() {
        XCTAssertThrowsError(try ImportedLog(text: "junk\n  <NSLayoutConstraint:0x6001 V:[UIView:0x7f01]-(8)-|>", path: "paste.log")) {
            guard let e = $0 as? AnimRenderError else { return XCTFail("\($0)") }
            guard case .consoleLog(let read, let file)? = e.problems.first, e.problems.count == 1 else { return XCTFail("\(e.problems)") }
            XCTAssertEqual(read.location, LogLocation(line: 2, column: 4))
            XCTAssertEqual(file, "paste.log")
            XCTAssertEqual(e.description, "paste.log:2:4: error: \(read.message)")
        }
    }
}
