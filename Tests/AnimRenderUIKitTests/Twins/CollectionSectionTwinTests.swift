import AnimRenderUIKit
import XCTest

/// Timelines/collection-sections.json, written with the Swift API as an app writes it: the
/// photo grid of `CollectionTwinTests` in three sections, updated section by section.
@MainActor
final class CollectionSectionTwinTests: XCTestCase {
    typealias Photo = (identifier: String, title: String)

    final class SectionsController: UIViewController, UICollectionViewDataSource {
        /// Today (Photo 1…4), Yesterday (5, 6), Last week (7…11).
        var sections: [[Photo]] = [0..<4, 4..<6, 6..<11].map { range in
            range.map { (identifier: $0 % 2 == 0 ? "tile" : "tileAlt", title: "Photo \($0 + 1)") }
        }
        let grid = CollectionTwinTests.photoGrid()

        override func viewDidLoad() {
            super.viewDidLoad()
            (grid.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            CollectionTwinTests.install(grid, in: self)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            CollectionTwinTests.tile(sections[indexPath.section][indexPath.item], in: collectionView, at: indexPath)
        }
    }

    /// Timelines/collection-sections.json.
    func testCollectionSections() async throws {
        let vc = SectionsController()
        let recording = try Simulator(size: CGSize(width: 375, height: 600)).record(vc, fps: 10, duration: 2.8) { script in
            script.at(0.5) {
                vc.sections.insert([("tile", "New 1"), ("tileAlt", "New 2")], at: 0)
                vc.grid.insertSections(IndexSet(integer: 0))
            }
            script.at(1.1) {
                vc.sections.remove(at: 2)
                vc.grid.deleteSections(IndexSet(integer: 2))
            }
            script.at(1.7) {
                vc.sections.append(vc.sections.removeFirst())
                vc.grid.moveSection(0, toSection: 2)
            }
            script.at(2.3) {
                vc.grid.performBatchUpdates {
                    vc.sections[0] = [("tileAlt", "Edited 1"), ("tile", "Edited 2"), ("tileAlt", "Edited 3")]
                    vc.sections[1].remove(at: 0)
                    vc.grid.reloadSections(IndexSet(integer: 0))
                    vc.grid.deleteItems(at: [IndexPath(item: 0, section: 1)])
                }
            }
        }
        // By hand: tiles of 123 three a line every 126 pt, lines 126 apart, each section 10 pt
        // below the last (its inset): Today's lines at y 10 and 136 (to 259), Yesterday's at
        // 269 (to 392), Last week's at 402 and 528. The grid is 548 tall: all 11 show, cells
        // grid.cell1…11 in item order. UIKit's update animation: 0.3 s, ease in and out, whose
        // value a third of the way (one frame at 10 fps) is 0.231775.
        let tile = { (x: Double, y: Double) in CGRect(x: x, y: y, width: 123, height: 123) }
        func view(_ name: String, at k: Int) -> RecordedView? { recording.frames[k].views.first { $0.key.name == name }?.value }
        XCTAssertEqual(view("grid.cell11", at: 0)?.frame, tile(126, 528))
        // 0.5 s: a section of two at 0 — New 1 and New 2 (new cells 12, 13) fade in at y 10;
        // Today goes down to 143 (10 + 133 × 0.231775 = 40.826 at 0.6 s).
        XCTAssertEqual(view("grid.cell12", at: 6)?.frame, tile(0, 10))
        XCTAssertEqual(view("grid.cell12", at: 6)?.alpha ?? -1, 0.231775, accuracy: 1e-4)
        XCTAssertEqual(view("grid.cell1", at: 6)?.frame.minY ?? -1, 40.826, accuracy: 1e-2)
        XCTAssertEqual(view("grid.cell1", at: 8)?.frame, tile(0, 143))
        XCTAssertEqual(view("grid.cell1", at: 8)?.indexPath, IndexPath(item: 0, section: 1))
        // 1.1 s: Yesterday (now section 2, cells 5 and 6) fades out at 402; Last week comes up
        // from 535 to 402.
        XCTAssertEqual(view("grid.cell5", at: 12)?.frame, tile(0, 402))
        XCTAssertNil(view("grid.cell5", at: 12)?.indexPath)
        XCTAssertNil(view("grid.cell5", at: 14))
        XCTAssertEqual(view("grid.cell7", at: 14)?.frame, tile(0, 402))
        XCTAssertEqual(view("grid.cell7", at: 14)?.indexPath, IndexPath(item: 0, section: 2))
        // 1.7 s: the new section moves to the end, keeping its cells: New 1 goes from 10 to
        // 528 (Today's lines at 10 and 136 end at 259, Last week's at 269 and 395 at 518, then
        // the inset), Today up to 10.
        XCTAssertEqual(view("grid.cell12", at: 20)?.frame, tile(0, 528))
        XCTAssertEqual(view("grid.cell12", at: 20)?.indexPath, IndexPath(item: 0, section: 2))
        XCTAssertEqual(view("grid.cell1", at: 20)?.frame, tile(0, 10))
        // 2.3 s, one batch: Today reloaded with three (one line, to 133), Last week's first
        // item deleted: Photo 8 (cell 8) goes to (0, 143), New 1 to 402.
        XCTAssertEqual(view("grid.cell8", at: 26)?.frame, tile(0, 143))
        XCTAssertEqual(view("grid.cell12", at: 26)?.frame, tile(0, 402))
        XCTAssertNil(view("grid.cell1", at: 26), "Today's old cells leave with the reload")
        XCTAssertNil(view("grid.cell7", at: 26), "the deleted item's cell leaves")
        XCTAssertEqual(vc.grid.indexPathsForVisibleItems.count, 9)
        try assertTwin("collection-sections", recording, overlays: [])
        XCTAssertEqual(recording.trace, try TimelineTwin.commandLineTrace("collection-sections"))
    }
}
