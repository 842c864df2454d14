import AnimRenderKit
import ConsoleLog
import Foundation
import XCTest

/// `explain` on a cell whose content is taller than its encapsulated height: the smallest
/// set worked out by hand, the fixes checked by solving, the pictures written.
final class ExplanationTests: XCTestCase {
    /// An image 80 tall pinned 10 from the top and the bottom of a cell 99 tall (iOS 7).
    func testSmallestSetAndFixes() throws {
        let imported = try ImportedLog.load(path: Corpus.path("21-ios7-cell-image.log"))
        let e = try Explanation(imported)
        // 10 + 80 + 10 = 100 in a cell of 99: all four are needed (and the image's height
        // being at least 0 is not listed: it is no constraint of the log).
        XCTAssertEqual(e.smallestSet.map(\.address), ["0x61007b0", "0x61007e0", "0x6100810", "0x6100840"])
        XCTAssertEqual(e.engineBroke, ["0x61007e0"])
        // The cell's height is UIKit's: no fix touches it. Each of the app's three can give
        // way, change by the point that is missing, or go.
        XCTAssertFalse(e.fixes.contains { $0.constraint.address == "0x6100840" })
        XCTAssertEqual(e.fixes.count, 9)
        XCTAssertEqual(e.fixes.first?.kind, .lowerPriority)
        XCTAssertEqual(e.fixes.first?.constraint.address, "0x61007b0", "UIKit's choice first among equals")
        let constants = e.fixes.compactMap { f -> Double? in if case .changeConstant(_, let to) = f.kind { return to }; return nil }
        XCTAssertEqual(constants.sorted(), [9, 9, 79])
        XCTAssertTrue(e.text.contains("UIKit broke 0x61007b0; animrender breaks 0x61007e0."), e.text)
        XCTAssertTrue(e.text.contains("UIImageView (0x31004a0) is 80 pt tall"), e.text)
    }

    /// Each fix, applied to the imported timeline, leaves nothing broken: solved again here.
    func testEveryFixHolds() throws {
        for name in ["02-header-margins-nsspace.log", "13-masonry-cell-height.log", "22-encapsulated-height-inequality.log"] {
            let imported = try ImportedLog.load(path: Corpus.path(name))
            let e = try Explanation(imported)
            XCTAssertFalse(e.fixes.isEmpty, name)
            let listed = Set(e.smallestSet.map(\.address))
            for f in e.fixes {
                let change: TimelineImport.Change
                switch f.kind {
                case .lowerPriority: change = .priority(999)
                case .changeConstant(_, let to): change = .constant(to)
                case .remove: change = .remove
                }
                let frame = try ImportedLog.solve(imported.variant([f.constraint.address: change]), name: name)
                XCTAssertEqual(ImportedLog.broken(in: frame).filter { listed.contains($0) }, [], "\(name): \(f.sentence)")
            }
        }
    }

    func testPicturesOfTheBrokenLayoutAndOfEachFix() throws {
        let imported = try ImportedLog.load(path: Corpus.path("33-ios7-supplementary-label.log"))
        let e = try Explanation(imported)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lines = try e.write(into: dir)
        XCTAssertEqual(lines.count, 1 + e.fixes.count)
        for folder in ["before"] + e.fixes.enumerated().map({ "fix-\($0.offset + 1)-\($0.element.folderName)" }) {
            for file in ["frame_0000.png", "frames.json", "index.html"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/\(folder)/\(file)"), "\(folder)/\(file)")
            }
        }
        let before = try String(contentsOfFile: "\(dir)/before/frames.json", encoding: .utf8)
        XCTAssertTrue(before.contains("\"constraint\": \"0x7300810\""), "the broken constraint by its address")
    }

    func testALogWithoutConflictSaysSo() throws {
        let e = try Explanation(try ImportedLog.load(path: Corpus.path("91-po-constraints-dump.log")))
        XCTAssertNil(e.conflict)
        XCTAssertTrue(e.text.contains("no 'Unable to simultaneously satisfy constraints' message"), e.text)
    }

    /// A conflict listing more constraints than are solved is described, not solved: the
    /// answer comes at once and says so.
    func testALongConflictIsDescribedNotSolved() throws {
        var lines: [String] = []
        for i in 0..<160 {
            lines.append("<NSLayoutConstraint:0x6000\(String(0x1000 + 2 * i, radix: 16)) UIView:0x7f\(String(0x100 + i, radix: 16)).height == 20>")
            lines.append("<NSLayoutConstraint:0x6000\(String(0x1001 + 2 * i, radix: 16)) V:[UIView:0x7f\(String(0x100 + i, radix: 16))]-(4)-[UIView:0x7f\(String(0x101 + i, radix: 16))]>")
        }
        let text = "Unable to simultaneously satisfy constraints.\n(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\nWill attempt to recover by breaking constraint \n\(lines[0])\n"
        let imported = try ImportedLog(text: text, path: "long.log")
        XCTAssertEqual(imported.log.conflicts.first?.constraints.count, 320)
        let e = try Explanation(imported)
        XCTAssertEqual(e.smallestSet, [])
        XCTAssertTrue(e.text.contains("The conflict lists 320 constraints: conflicts of up to 300 are solved"), e.text)
        let a = try XCTUnwrap(try BreakingAgreement.measure(imported).first)
        XCTAssertEqual(a.outcome, .notSolved)
        XCTAssertEqual(a.summary, "UIKit broke 0x60001000; not solved here: the conflict lists 320 constraints (conflicts of up to 300 are solved)")
    }
}
