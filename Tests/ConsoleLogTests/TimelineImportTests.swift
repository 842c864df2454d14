import AnimRenderKit
import ConsoleLog
import Foundation
import Playback
import XCTest

/// The timeline `import` writes: ids that keep the log's addresses, the hierarchy the log
/// implies, UIKit's constraints marked generated; rendering it shows the conflict.
final class TimelineImportTests: XCTestCase {
    func fixture(_ name: String) -> String { Corpus.path(name) }

    func testConstraintIdsAreTheLogsAddressesInFramesJSON() throws {
        let imported = try ImportedLog.load(path: fixture("22-encapsulated-height-inequality.log"))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("import-ids-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathExtension("json")
        try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
        try imported.timeline.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try RenderJob.run(timeline: file.path, options: RenderOptions(output: out.path))
        let frames = try String(contentsOf: out.appendingPathComponent("frames.json"), encoding: .utf8)
        // The log's broken constraint (the >=15 spacing) is broken in frame 0 under its address.
        let broken = try XCTUnwrap(imported.log.conflicts.first?.broken?.address)
        XCTAssertEqual(broken, "0x60220002c0a0")
        XCTAssertTrue(frames.contains("\"constraint\": \"\(broken)\""), frames)
        XCTAssertTrue(frames.contains("\"kind\": \"broken\""))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_0000.png").path))
    }

    func testTheEncapsulatedHeightIsUIKitsAndTheCellHoldsItsViews() throws {
        let imported = try ImportedLog.load(path: fixture("22-encapsulated-height-inequality.log"))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(imported.timeline.utf8)) as? [String: Any])
        let constraints = try XCTUnwrap(json["constraints"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: constraints.map { ($0["id"] as! String, $0) })
        XCTAssertEqual(byID["0x60220002c000"]?["generated"] as? Bool, true, "UIView-Encapsulated-Layout-Height is UIKit's")
        XCTAssertEqual(byID["0x60220002c000"]?["constraint"] as? String, "UITableViewCellContentView_0x7e22001a00.height == 44")
        XCTAssertNil(byID["0x60220002c050"]?["generated"])
        // V:|-(15)-[label] names the cell as '|': the label is its subview.
        XCTAssertEqual(byID["0x60220002c050"]?["constraint"] as? String, "UILabel_0x7e22001b30.top == UITableViewCellContentView_0x7e22001a00.top + 15")
        XCTAssertEqual(byID["0x60220002c0a0"]?["constraint"] as? String, "UILabel_0x7e22001c60.top >= UILabel_0x7e22001b30.bottom + 15")
        let views = try XCTUnwrap(json["views"] as? [[String: Any]])
        let label = try XCTUnwrap(views.first { $0["id"] as? String == "UILabel_0x7e22001b30" })
        XCTAssertEqual(label["parent"] as? String, "UITableViewCellContentView_0x7e22001a00")
        XCTAssertEqual(label["text"] as? String, "Ada")
    }

    func testTheTraceGivesTheHierarchy() throws {
        let imported = try ImportedLog.load(path: fixture("90-autolayout-trace-stack.log"))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(imported.timeline.utf8)) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [[String: Any]])
        func parent(_ id: String) -> String? { views.first { $0["id"] as? String == id }?["parent"] as? String }
        XCTAssertEqual(parent("UIButton_0x7fd10b054460"), "UIStackView_0x7fd10b0373f0")
        XCTAssertEqual(parent("UIStackView_0x7fd10b0373f0"), "UIStackView_0x7fd10b044f10")
        XCTAssertEqual(parent("UIImageView_0x7fd10a416120"), "UIScrollView_0x7fd10c02b800")
        let owner = views.first { $0["id"] as? String == "UIView_0x7fd10b048100" }
        XCTAssertEqual(owner?["layoutGuides"] as? [String], ["UILayoutGuide_0x600000cc07e0"])
        XCTAssertEqual(imported.log.trace.filter(\.isAmbiguous).map(\.object.address), ["0x7fd10b054460"])
        // It plays (views only: nothing to break).
        XCTAssertEqual(try BreakingAgreement.measure(imported).count, 0)
        _ = try ImportedLog.solve(imported.timeline, name: "trace")
    }

    func testNamesOfADumpAreTheViewsOfItsAddresses() throws {
        let imported = try ImportedLog.load(path: fixture("91-po-constraints-dump.log"))
        XCTAssertTrue(imported.timeline.contains(#""id": "listView", "parent": "UIView_0x7fa05ed0cb20""#), imported.timeline)
        XCTAssertTrue(imported.timeline.contains(#""constraint": "listView.top == UIView_0x7fa05ed0cb20.top""#), imported.timeline)
        _ = try ImportedLog.solve(imported.timeline, name: "dump")
    }

    func testEveryFixtureImportsAndPlays() throws {
        for f in try Corpus.files() {
            let imported = try ImportedLog.load(path: fixture(f))
            XCTAssertNoThrow(try ImportedLog.solve(imported.timeline, name: f), f)
        }
    }
}
