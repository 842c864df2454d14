import AnimRenderKit
import Foundation
import XCTest

/// `--ignore-view`: a view's frame is in its superview's coordinates, so the ignored pixels
/// come from accumulating ancestors (centre, bounds, transform) up to the window, at the
/// frames.json scale. Regions below are worked out by hand.
final class DiffIgnoreViewTests: XCTestCase {
    private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    private let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    /// Screen 10x5 pt at scale 2 (20x10 px). `card` (3x2 pt) is centred at (3.5, 2) in root,
    /// `badge` (1x1 pt) sits at (1, 0.5) in card. Frame 0: no transform, so badge is at
    /// (1, 0.5) + (2, 1) = (3, 1.5) pt → pixels x 6..<8, y 3..<5. Frame 1: card scaled 2x
    /// about its centre: badge corners (1, 0.5)-(2, 1.5) minus card's half size (1.5, 1),
    /// doubled, plus the centre: (2.5, 1)-(4.5, 3) pt → pixels x 5..<9, y 2..<6.
    private func framesJSON(withParents: Bool) -> String {
        let parent = withParents ? #", "parent": "card""# : ""
        func frame(_ index: Int, cardTransform: String) -> String {
            """
            { "index": \(index), "time": \(index), "views": {
                "root": { "frame": [0, 0, 10, 5], "bounds": [0, 0, 10, 5], "center": [5, 2.5], "transform": [1, 0, 0, 1, 0, 0] },
                "card": { "frame": [2, 1, 3, 2], "bounds": [0, 0, 3, 2], "center": [3.5, 2], "transform": \(cardTransform) },
                "badge": { "frame": [1, 0.5, 1, 1], "bounds": [0, 0, 1, 1], "center": [1.5, 1], "transform": [1, 0, 0, 1, 0, 0]\(parent) } } }
            """
        }
        return """
        { "fps": 60, "scale": 2, "frames": [
        \(frame(0, cardTransform: "[1, 0, 0, 1, 0, 0]")),
        \(frame(1, cardTransform: "[2, 0, 0, 2, 0, 0]")) ] }
        """
    }

    /// Frames where only the badge's pixels change.
    private func writeFrames(in folder: URL, withParents: Bool) throws {
        for side in ["A", "B"] {
            let dir = folder.appendingPathComponent(side)
            let changed = side == "B"
            try RGBAImage.canvas(20, 10, white, changed ? [(6, 3, 2, 2, black)] : [])
                .write(to: dir.appendingPathComponent("frame_0000.png"))
            try RGBAImage.canvas(20, 10, white, changed ? [(5, 2, 4, 4, black)] : [])
                .write(to: dir.appendingPathComponent("frame_0001.png"))
        }
        try framesJSON(withParents: withParents)
            .write(to: folder.appendingPathComponent("B/frames.json"), atomically: true, encoding: .utf8)
    }

    func testNestedTransformedViewIsIgnoredWhereItIsOnScreen() throws {
        let folder = try makeDiffScratchFolder()
        try writeFrames(in: folder, withParents: true)
        let plain = try DiffCLI.run(["diff", "A", "B"], in: folder)
        XCTAssertEqual(plain.lastLine, "20 of 400 pixels differ", "4 + 16 pixels changed")
        let run = try DiffCLI.run(["diff", "A", "B", "--ignore-view", "badge", "-o", "out"], in: folder)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.lastLine, "0 of 400 pixels differ")
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frames = try XCTUnwrap(report["frames"] as? [[String: Any]])
        XCTAssertEqual(frames[0]["ignoredRegions"] as? [[Int]], [[6, 3, 2, 2]])
        XCTAssertEqual(frames[1]["ignoredRegions"] as? [[Int]], [[5, 2, 4, 4]])
    }

    func testWithoutParentFieldsViewsAreTakenAsSubviewsOfRoot() throws {
        // The documented limitation: badge is then placed at (1, 0.5) pt in root, pixels
        // x 2..<4, y 1..<3, which misses the change.
        let folder = try makeDiffScratchFolder()
        try writeFrames(in: folder, withParents: false)
        let run = try DiffCLI.run(["diff", "A", "B", "--ignore-view", "badge", "-o", "out"], in: folder)
        XCTAssertEqual(run.status, 22)
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frames = try XCTUnwrap(report["frames"] as? [[String: Any]])
        XCTAssertEqual(frames[0]["ignoredRegions"] as? [[Int]], [[2, 1, 2, 2]])
    }

    func testWindowIsCentredOnASquareCanvas() throws {
        // A rotating timeline renders a square canvas (here 10x10 pt, 20x20 px) with the
        // 10x5 pt window centred: 2.5 pt = 5 px down. Frame 0's badge at (3, 1.5) pt in the
        // window → (3, 4) pt on the canvas → pixels x 6..<8, y 8..<10.
        let folder = try makeDiffScratchFolder()
        try RGBAImage.canvas(20, 20, white).write(to: folder.appendingPathComponent("A/frame_0000.png"))
        try RGBAImage.canvas(20, 20, white, [(6, 8, 2, 2, black)]).write(to: folder.appendingPathComponent("B/frame_0000.png"))
        let json = framesJSON(withParents: true)
            .replacingOccurrences(of: #""time": 0,"#, with: #""time": 0, "screen": { "bounds": [0, 0, 10, 5] },"#)
        try json.write(to: folder.appendingPathComponent("A/frames.json"), atomically: true, encoding: .utf8)
        let run = try DiffCLI.run(["diff", "A", "B", "--ignore-view", "badge"], in: folder)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.lastLine, "0 of 400 pixels differ")
    }

    func testUnknownViewAndMissingFramesJSONAreErrors() throws {
        let folder = try makeDiffScratchFolder()
        try writeFrames(in: folder, withParents: true)
        let unknown = try DiffCLI.run(["diff", "A", "B", "--ignore-view", "header"], in: folder)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--ignore-view header: no view with that id"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("badge, card, root"), unknown.stderr)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("B/frames.json"))
        let missing = try DiffCLI.run(["diff", "A", "B", "--ignore-view", "badge"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("needs the frames.json"), missing.stderr)
    }
}
