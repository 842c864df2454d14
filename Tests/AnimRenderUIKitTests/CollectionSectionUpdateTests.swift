import AnimRenderUIKit
import XCTest

/// Collection view section updates (`insertSections`, `deleteSections`, `reloadSections`,
/// `moveSection`) on the recording's clock (docs/collections.md, "Updates"): 0.3 s, ease in
/// and out. A 375 × 600 grid of 100 × 100 items, three a line at x 0, 137.5 and 275 (the 75
/// pt left over makes the gaps 37.5), lines 110 apart within a section, no insets, so each
/// section starts where the last one's last line ends. Sections of 3, 2 and 3 items: section
/// 0 at y 0, section 1 at y 100, section 2 at y 200; cells made in index-path order
/// (`grid.cell1` … `grid.cell8`). Recorded at 20 fps, an update at 0.1 s is half done at
/// 0.25 s (frame 5): UIKit's ease-in-out curve is symmetric, so every value is half way; it
/// ends at 0.4 s (frame 8).
@MainActor
final class CollectionSectionUpdateTests: XCTestCase {
    final class Grid: UIViewController, UICollectionViewDataSource {
        var sections = [[0, 1, 2], [3, 4], [5, 6, 7]]
        var completions: [Bool] = []
        let grid = CollectionUpdateTests.tileGrid()

        override func viewDidLoad() {
            super.viewDidLoad()
            CollectionUpdateTests.install(grid, in: self)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! CollectionViewTests.Tile
            cell.title.text = "\(sections[indexPath.section][indexPath.item])"
            return cell
        }
    }

    private func record(_ vc: Grid, _ update: @escaping @MainActor () -> Void) throws -> Recording {
        try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1, update)
        }
    }

    private func laidOut() -> Grid {
        let vc = Grid()
        vc.loadViewIfNeeded()
        vc.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        vc.view.layoutIfNeeded()
        return vc
    }

    /// A section of two items inserted at 0: its new cells (`grid.cell9`, `grid.cell10`: the
    /// queue is empty) fade in at (0, 0) and (137.5, 0), 0.5 half way; the old section 0's
    /// cells go down a section (y 0 → 100: 50 half way), the old section 2's from 200 to 300
    /// (250), each cell saying its new index path.
    func testAnInsertedSectionFadesInAndTheSectionsBelowMoveDown() async throws {
        let vc = Grid()
        let r = try record(vc) {
            vc.sections.insert([8, 9], at: 0)
            vc.grid.insertSections(IndexSet(integer: 0))
        }
        let middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(middle.views["grid.cell9"]?.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(middle.views["grid.cell10"]?.frame, CGRect(x: 137.5, y: 0, width: 100, height: 100))
        XCTAssertEqual(middle.views["grid.cell9"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell9"]?.indexPath, IndexPath(item: 0, section: 0))
        XCTAssertEqual(middle.views["grid.cell1"]?.frame.minY ?? -1, 50, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell1"]?.alpha, 1)
        XCTAssertEqual(middle.views["grid.cell1"]?.indexPath, IndexPath(item: 0, section: 1))
        XCTAssertEqual(middle.views["grid.cell8"]?.frame.minY ?? -1, 250, accuracy: 1e-6)
        XCTAssertEqual(end.views["grid.cell9"]?.alpha, 1)
        XCTAssertEqual(end.views["grid.cell3"]?.frame, CGRect(x: 275, y: 100, width: 100, height: 100))
        XCTAssertEqual(end.views["grid.cell6"]?.frame, CGRect(x: 0, y: 300, width: 100, height: 100))
        XCTAssertEqual(vc.grid.numberOfSections, 4)
        XCTAssertEqual((vc.grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewTests.Tile)?.title.text, "9")
    }

    /// Section 1 deleted: its cells (`grid.cell4`, `grid.cell5`) fade out where they are
    /// (y 100; 0.5 half way) and leave at the end; section 2's cells come up from 200 to 100
    /// (150 half way) and become section 1's.
    func testADeletedSectionFadesOutAndTheSectionsBelowMoveUp() async throws {
        let vc = Grid()
        let r = try record(vc) {
            vc.sections.remove(at: 1)
            vc.grid.deleteSections(IndexSet(integer: 1))
        }
        let middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(middle.views["grid.cell4"]?.frame, CGRect(x: 0, y: 100, width: 100, height: 100))
        XCTAssertEqual(middle.views["grid.cell5"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertNil(middle.views["grid.cell4"]?.indexPath, "a deleted section's cell shows no item")
        XCTAssertEqual(middle.views["grid.cell6"]?.frame.minY ?? -1, 150, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell6"]?.indexPath, IndexPath(item: 0, section: 1))
        XCTAssertNil(end.views["grid.cell4"])
        XCTAssertNil(end.views["grid.cell5"])
        XCTAssertEqual(end.views["grid.cell8"]?.frame, CGRect(x: 275, y: 100, width: 100, height: 100))
        XCTAssertEqual(vc.grid.indexPathsForVisibleItems.count, 6)
    }

    /// Section 0 moved to 2: it keeps its cells, which go from y 0 to 200 (100 half way);
    /// sections 1 and 2 come up a section (100 → 0 and 200 → 100: 50 and 150 half way).
    func testAMovedSectionTakesItsCellsToItsNewPlace() async throws {
        let vc = Grid()
        let r = try record(vc) {
            vc.sections.append(vc.sections.removeFirst())
            vc.grid.moveSection(0, toSection: 2)
        }
        let middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(middle.views["grid.cell1"]?.frame.minY ?? -1, 100, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell3"]?.frame.minX, 275)
        XCTAssertEqual(middle.views["grid.cell1"]?.alpha, 1)
        XCTAssertEqual(middle.views["grid.cell1"]?.indexPath, IndexPath(item: 0, section: 2))
        XCTAssertEqual(middle.views["grid.cell4"]?.frame.minY ?? -1, 50, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell6"]?.frame.minY ?? -1, 150, accuracy: 1e-6)
        XCTAssertEqual(end.views["grid.cell2"]?.frame, CGRect(x: 137.5, y: 200, width: 100, height: 100))
        XCTAssertEqual(end.views["grid.cell5"]?.frame, CGRect(x: 137.5, y: 0, width: 100, height: 100))
        XCTAssertNil(end.views["grid.cell9"], "a move makes no cell")
    }

    /// Section 1 reloaded with four items: its old cells fade out at y 100 while new cells
    /// (`grid.cell9` … `grid.cell12`) fade in at the section's new lines, y 100 and 210; the
    /// section is now 210 tall, so section 2 goes from 200 to 310 (255 half way).
    func testAReloadedSectionCrossFades() async throws {
        let vc = Grid()
        let r = try record(vc) {
            vc.sections[1] = [10, 11, 12, 13]
            vc.grid.reloadSections(IndexSet(integer: 1))
        }
        let middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(middle.views["grid.cell4"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell4"]?.frame.minY, 100)
        XCTAssertEqual(middle.views["grid.cell9"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell9"]?.frame, CGRect(x: 0, y: 100, width: 100, height: 100))
        XCTAssertEqual(middle.views["grid.cell12"]?.frame, CGRect(x: 0, y: 210, width: 100, height: 100))
        XCTAssertEqual(middle.views["grid.cell12"]?.indexPath, IndexPath(item: 3, section: 1))
        XCTAssertEqual(middle.views["grid.cell6"]?.frame.minY ?? -1, 255, accuracy: 1e-6)
        XCTAssertNil(end.views["grid.cell4"])
        XCTAssertEqual(end.views["grid.cell12"]?.alpha, 1)
        XCTAssertEqual(end.views["grid.cell6"]?.frame.minY, 310)
    }

    /// In one batch section 0 is deleted and an item inserted at the end of the old section 1
    /// (numbered after the update: [0, 2]): section 0's cells fade out at y 0; the old
    /// section 1's cells come up to y 0; the new item's cell fades in at (275, 0); section 2
    /// comes up from 200 to 100. The completion runs once, when the animation ends.
    func testABatchOfSectionAndItemUpdates() async throws {
        let vc = Grid()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.grid.performBatchUpdates({
                    vc.sections.removeFirst()
                    vc.sections[0].append(20)
                    vc.grid.deleteSections(IndexSet(integer: 0))
                    vc.grid.insertItems(at: [IndexPath(item: 2, section: 0)])
                }, completion: { vc.completions.append($0) })
            }
            script.at(0.3) { XCTAssertEqual(vc.completions, [], "the animation runs until 0.4") }
        }
        let middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(middle.views["grid.cell1"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell1"]?.frame.minY, 0)
        XCTAssertEqual(middle.views["grid.cell4"]?.frame.minY ?? -1, 50, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell9"]?.frame, CGRect(x: 275, y: 0, width: 100, height: 100))
        XCTAssertEqual(middle.views["grid.cell9"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell9"]?.indexPath, IndexPath(item: 2, section: 0))
        XCTAssertEqual(middle.views["grid.cell6"]?.frame.minY ?? -1, 150, accuracy: 1e-6)
        XCTAssertNil(end.views["grid.cell1"])
        XCTAssertEqual(end.views["grid.cell8"]?.frame, CGRect(x: 275, y: 100, width: 100, height: 100))
        XCTAssertEqual(vc.completions, [true])
    }

    /// Without animation (`performWithoutAnimation`), a moved section is at its place at
    /// once: at the next frame (0.15 s) section 0's first cell stands at y 200.
    func testASectionUpdateWithoutAnimationIsImmediate() async throws {
        let vc = Grid()
        let r = try record(vc) {
            UIView.performWithoutAnimation {
                vc.sections.append(vc.sections.removeFirst())
                vc.grid.moveSection(0, toSection: 2)
            }
        }
        XCTAssertEqual(r.frames[3].views["grid.cell1"]?.frame, CGRect(x: 0, y: 200, width: 100, height: 100))
        XCTAssertEqual(r.frames[3].views["grid.cell4"]?.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Sections outside the collection view: UIKit's messages (deletes against the sections
    /// before the update, inserts against those after it), then a reload from the data source.
    func testASectionOutsideIsUIKitsException() async {
        let vc = laidOut()
        XCTAssertEqual(UIKitError.reported { vc.grid.insertSections(IndexSet(integer: 3)) }.map(\.reason),
                       ["attempt to insert section 3 but there are only 3 sections after the update"])
        vc.view.layoutIfNeeded()
        XCTAssertEqual(UIKitError.reported { vc.grid.deleteSections(IndexSet(integer: 3)) }.map(\.reason),
                       ["attempt to delete section 3, but there are only 3 sections before the update"])
    }

    /// Two things done to one section, or an item moved out of a section that goes: UIKit's
    /// collection view's reasons.
    func testSectionConflictsAreUIKitsException() async {
        let vc = laidOut()
        vc.sections.remove(at: 1)
        XCTAssertEqual(UIKitError.reported {
            vc.grid.performBatchUpdates {
                vc.grid.deleteSections(IndexSet(integer: 1))
                vc.grid.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
            }
        }.map(\.reason), ["cannot move an item from a deleted section (1)"])
        // The refused batch reloaded the collection view: it has the data source's 2 sections.
        vc.view.layoutIfNeeded()
        XCTAssertEqual(UIKitError.reported {
            vc.grid.performBatchUpdates {
                vc.grid.moveSection(0, toSection: 1)
                vc.grid.moveSection(1, toSection: 1)
            }
        }.map(\.reason), ["attempt to move both section 0 and section 1 to section 1"])
    }

    /// A section count or an item count that does not add up: UIKit's reasons, with the
    /// collection view's two spaces; a moved or renumbered section is counted against the
    /// section it continues.
    func testCountsThatDoNotAddUpAreUIKitsException() async {
        let vc = laidOut()
        vc.sections.append([8])
        XCTAssertEqual(UIKitError.reported { vc.grid.performBatchUpdates(nil) }.map(\.reason), [
            "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the "
                + "update (4) must be equal to the number of sections contained in the collection view before the update (3), "
                + "plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
        ])
        vc.view.layoutIfNeeded()
        // Section 0 goes; the old section 1 (2 items) is section 0 after, but it lost an item.
        vc.sections = [[3], [5, 6, 7], [8]]
        XCTAssertEqual(UIKitError.reported { vc.grid.deleteSections(IndexSet(integer: 0)) }.map(\.reason), [
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after "
                + "the update (1) must be equal to the number of items contained in that section before the update (2), plus or "
                + "minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
                + "number of items moved into or out of that section (0 moved in, 0 moved out).",
        ])
    }

    /// The counts are the collection view's, not the data source's: after the data changes,
    /// `numberOfSections` stays until the update tells the collection view; a section it does
    /// not have is UIKit's exception, answered 0.
    func testTheCountsAreThoseTheCollectionViewLoaded() async {
        let vc = laidOut()
        vc.sections.append([8, 9])
        XCTAssertEqual(vc.grid.numberOfSections, 3)
        var count = -1
        XCTAssertEqual(UIKitError.reported { count = vc.grid.numberOfItems(inSection: 3) }.map(\.reason),
                       ["request for number of items in section 3 when there are only 3 sections in the collection view"])
        XCTAssertEqual(count, 0)
        XCTAssertEqual(UIKitError.reported { vc.grid.insertSections(IndexSet(integer: 3)) }.count, 0)
        XCTAssertEqual(vc.grid.numberOfSections, 4)
        XCTAssertEqual(vc.grid.numberOfItems(inSection: 3), 2)
    }
}
