import AnimRenderUIKit
import XCTest

/// Collection view updates on the recording's clock (docs/collections.md, "Updates"):
/// 0.3 s, ease in and out. A 375 × 600 grid of 100 × 100 items: three a line at x 0, 137.5
/// and 275 (the 75 pt left over makes the gaps 37.5), lines 110 apart; six items, cells made
/// in index-path order (`grid.cell1` shows item 0 …). Recorded at 20 fps, an update at 0.1 s
/// is half done at 0.25 s (frame 5): UIKit's ease-in-out curve is symmetric, so every value
/// is half way; it ends at 0.4 s (frame 8).
@MainActor
final class CollectionUpdateTests: XCTestCase {
    final class Grid: UIViewController, UICollectionViewDataSource {
        var items = Array(0..<6)
        var completions: [Bool] = []
        let grid = CollectionUpdateTests.tileGrid()

        override func viewDidLoad() {
            super.viewDidLoad()
            CollectionUpdateTests.install(grid, in: self)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! CollectionViewTests.Tile
            cell.title.text = "\(items[indexPath.item])"
            return cell
        }
    }

    /// A grid of 100 × 100 tiles (`CollectionViewTests.Tile`, reuse identifier "tile").
    static func tileGrid() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }

    /// `grid` at (0, 0), 375 × 600, in `controller`'s view, `controller` its data source.
    static func install(_ grid: UICollectionView, in controller: UIViewController & UICollectionViewDataSource) {
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(CollectionViewTests.Tile.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = controller
        controller.view.addSubview(grid)
        grid.pin(x: 0, y: 0, width: 375, height: 600)
    }

    private func record(_ vc: Grid, _ update: @escaping @MainActor () -> Void) throws -> Recording {
        try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1, update)
            script.at(0.3) { XCTAssertEqual(vc.completions, [], "the animation runs until 0.4") }
        }
    }

    /// Item 1 deleted in a batch: its cell (`grid.cell2`) fades out where it was, 0.5 half
    /// way, and leaves at the end; item 2's cell slides from 275 to 137.5 (206.25 half way),
    /// item 3's from (0, 110) to (275, 0) ((137.5, 55)); the cells keep their names and say
    /// their new index paths. The completion runs when the animation ends.
    func testADeletedItemFadesOutAndTheOthersMove() async throws {
        let vc = Grid()
        let r = try record(vc) {
            vc.grid.performBatchUpdates({
                vc.items.remove(at: 1)
                vc.grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { vc.completions.append($0) })
        }
        let start = r.frames[2], middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(start.views["grid.cell2"]?.alpha, 1)
        XCTAssertEqual(start.views["grid.cell3"]?.frame.minX, 275)
        XCTAssertEqual(middle.views["grid.cell2"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell2"]?.frame, CGRect(x: 137.5, y: 0, width: 100, height: 100))
        XCTAssertNil(middle.views["grid.cell2"]?.indexPath, "a deleted item's cell shows no item")
        XCTAssertEqual(middle.views["grid.cell3"]?.frame.minX ?? -1, 206.25, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell3"]?.indexPath, IndexPath(item: 1, section: 0))
        XCTAssertEqual(middle.views["grid.cell4"]?.frame.minX ?? -1, 137.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell4"]?.frame.minY ?? -1, 55, accuracy: 1e-6)
        XCTAssertNil(end.views["grid.cell2"])
        XCTAssertEqual(end.views["grid.cell3"]?.frame, CGRect(x: 137.5, y: 0, width: 100, height: 100))
        XCTAssertEqual(end.views["grid.cell6"]?.frame, CGRect(x: 137.5, y: 110, width: 100, height: 100))
        XCTAssertEqual(vc.completions, [true])
        XCTAssertEqual(vc.grid.indexPathsForVisibleItems.map(\.item), Array(0...4))
    }

    /// Item 0 inserted outside a batch: a new cell (`grid.cell7`: the queue is empty) fades
    /// in at (0, 0), 0.5 half way; item 0's cell `grid.cell1` moves to item 1's place
    /// (68.75 half way), item 5's to (0, 220) ((137.5, 165) half way).
    func testAnInsertedItemFadesInAtItsPlace() async throws {
        let vc = Grid()
        let r = try record(vc) {
            vc.items.insert(99, at: 0)
            vc.grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        let middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(middle.views["grid.cell7"]?.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(middle.views["grid.cell7"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell7"]?.indexPath, IndexPath(item: 0, section: 0))
        XCTAssertEqual(middle.views["grid.cell1"]?.frame.minX ?? -1, 68.75, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell6"]?.frame.minX ?? -1, 137.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell6"]?.frame.minY ?? -1, 165, accuracy: 1e-6)
        XCTAssertEqual(end.views["grid.cell7"]?.alpha, 1)
        XCTAssertEqual(end.views["grid.cell6"]?.frame, CGRect(x: 0, y: 220, width: 100, height: 100))
        XCTAssertEqual((vc.grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewTests.Tile)?.title.text, "99")
    }

    /// Item 0 moved to 2: it goes 0 → 275 (137.5 half way), items 1 and 2 shift left
    /// (137.5 → 0 and 275 → 137.5: 68.75 and 206.25 half way).
    func testAMovedItemGoesToItsNewPlace() async throws {
        let vc = Grid()
        let r = try record(vc) {
            vc.items.insert(vc.items.remove(at: 0), at: 2)
            vc.grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        }
        let middle = r.frames[5]
        XCTAssertEqual(middle.views["grid.cell1"]?.frame.minX ?? -1, 137.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell2"]?.frame.minX ?? -1, 68.75, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell3"]?.frame.minX ?? -1, 206.25, accuracy: 1e-6)
        XCTAssertEqual(middle.views["grid.cell1"]?.indexPath, IndexPath(item: 2, section: 0))
    }

    /// Inside `UIView.performWithoutAnimation` an update is immediate: at the next frame
    /// (0.15 s) item 1's cell is gone and item 2's stands at 137.5.
    func testAnUpdateWithoutAnimationIsImmediate() async throws {
        let vc = Grid()
        let r = try record(vc) {
            UIView.performWithoutAnimation {
                vc.grid.performBatchUpdates({
                    vc.items.remove(at: 1)
                    vc.grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
                }, completion: { vc.completions.append($0) })
            }
            XCTAssertEqual(vc.completions, [true])
            vc.completions = []
        }
        XCTAssertNil(r.frames[3].views["grid.cell2"])
        XCTAssertEqual(r.frames[3].views["grid.cell3"]?.frame, CGRect(x: 137.5, y: 0, width: 100, height: 100))
    }

    /// A subclass that overrides the update calls, as apps do to log or batch them
    /// (UIKit declares them `open`): its overrides run, and `super` does the update.
    final class LoggingGrid: UICollectionView {
        var calls: [String] = []
        override func insertItems(at indexPaths: [IndexPath]) { calls.append("insertItems"); super.insertItems(at: indexPaths) }
        override func deleteSections(_ sections: IndexSet) { calls.append("deleteSections"); super.deleteSections(sections) }
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            calls.append("performBatchUpdates")
            super.performBatchUpdates(updates, completion: completion)
        }
    }

    /// Item 6 inserted through the subclass, outside a recording (immediate): the override
    /// logs it and the grid shows seven items, the new one at the third line's start
    /// (0, 220: lines 110 apart).
    func testASubclassOverridesTheUpdateCalls() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = LoggingGrid(frame: .zero, collectionViewLayout: layout)
        final class Host: UIViewController, UICollectionViewDataSource {
            var items = Array(0..<6)
            var grid: UICollectionView!
            override func viewDidLoad() { super.viewDidLoad(); CollectionUpdateTests.install(grid, in: self) }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
        }
        let vc = Host()
        vc.grid = grid
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        grid.performBatchUpdates({
            vc.items.append(6)
            grid.insertItems(at: [IndexPath(item: 6, section: 0)])
        })
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.calls, ["performBatchUpdates", "insertItems"])
        XCTAssertEqual(grid.numberOfItems(inSection: 0), 7)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.origin, CGPoint(x: 0, y: 220))
    }

    /// Paths outside the items: UIKit's messages (deletes against the items before the
    /// update, inserts against those after it), then a reload.
    func testAPathOutsideTheItemsIsUIKitsException() async {
        let vc = Grid()
        vc.loadViewIfNeeded()
        vc.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        vc.view.layoutIfNeeded()
        vc.items.removeLast()
        XCTAssertEqual(UIKitError.reported { vc.grid.deleteItems(at: [IndexPath(item: 9, section: 0)]) }.map(\.reason),
                       ["attempt to delete item 9 from section 0 which only contains 6 items before the update"])
        vc.view.layoutIfNeeded()
        vc.items.append(5)
        XCTAssertEqual(UIKitError.reported { vc.grid.insertItems(at: [IndexPath(item: 6, section: 0)]) }.map(\.reason),
                       ["attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"])
        vc.view.layoutIfNeeded()
        XCTAssertEqual(UIKitError.reported { vc.grid.reloadItems(at: [IndexPath(item: 0, section: 1)]) }.map(\.reason),
                       ["attempt to delete item 0 from section 1, but there are only 1 sections before the update"])
    }

    /// Two things done to one path in a batch: UIKit's NSInternalInconsistencyException reasons
    /// (as crash reports quote them, without the index path's address), reported, not trapped.
    func testConflictingUpdatesOfOnePathAreUIKitsException() async {
        let vc = Grid()
        vc.loadViewIfNeeded()
        vc.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        vc.view.layoutIfNeeded()
        let path = IndexPath(item: 2, section: 0)
        vc.items.remove(at: 2)
        XCTAssertEqual(UIKitError.reported {
            vc.grid.performBatchUpdates {
                vc.grid.deleteItems(at: [path])
                vc.grid.reloadItems(at: [path])
            }
        }.map(\.reason), ["attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 2})"])
        vc.view.layoutIfNeeded()
        XCTAssertEqual(UIKitError.reported {
            vc.grid.performBatchUpdates {
                vc.grid.insertItems(at: [IndexPath(item: 0, section: 0)])
                vc.grid.deleteItems(at: [IndexPath(item: 4, section: 0)])
                vc.grid.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
            }
        }.map(\.reason), ["attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"])
    }
}
