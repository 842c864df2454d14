import Foundation
import XCTest

/// A layout feedback loop made by `rules` ends the pass, not the program: the render
/// finishes, the terminal gets a warning and trace.txt UIKit's report.
final class FeedbackLoopCommandTests: XCTestCase {
    func testOscillatingRulesRenderWithAWarning() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"""
        { "version": 1, "screen": { "size": [300, 400] }, "render": { "fps": 10, "duration": 0.2 },
          "views": [ { "id": "box", "backgroundColor": "#4A90E2" } ],
          "constraints": [ "box.leading == root.leading", "box.top == root.top", "box.height == 50",
            { "id": "narrow", "constraint": "box.width == 50" },
            { "id": "wide", "active": false, "constraint": "box.width == 200" } ],
          "rules": [ { "in": "root", "when": "box.width < 100", "deactivate": "narrow", "activate": "wide" },
                     { "in": "root", "when": "box.width > 100", "deactivate": "wide", "activate": "narrow" } ] }
        """#.utf8).write(to: dir.appendingPathComponent("loop.json"))
        let run = try DiffCLI.run(["loop.json", "-o", "out", "--scale", "1"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("loop.json: warning: at t = 0 s, layout feedback loop in layout pass 1: root received "
                                          + "layoutSubviews 100 times (the threshold); kept invalidating layout: rule $.rules[0], "
                                          + "rule $.rules[1]; the pass was stopped and the last layout kept (see trace.txt)"), run.stderr)
        let trace = try String(contentsOf: dir.appendingPathComponent("out/trace.txt"), encoding: .utf8)
        XCTAssertTrue(trace.contains("console   Degenerate layout! Layout feedback loop detected in subtree of <UIView: "), trace)
        XCTAssertEqual(trace.components(separatedBy: "view      layoutSubviews root\n").count - 1, 100)
        XCTAssertTrue(run.lastLine?.contains("3 frames, 3 PNG") == true, run.stdout)
    }
}
