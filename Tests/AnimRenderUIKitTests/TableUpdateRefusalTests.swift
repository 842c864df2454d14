import AnimRenderUIKit
import XCTest

/// What UIKit's `endUpdates` refuses, and what it does not animate, in UIKit's words
/// (the format strings of UIKit 12's `-[UITableView _endCellAnimationsWithContext:]`; the
/// index path's address, which UIKit prints and which changes from run to run, left out).
/// On the sections table of `TableViewTests` (sections [2, 3]; cells cell1 [0,0], cell2
/// [0,1], cell3…cell5 section 1's rows at 107, 150.5 and 214).
@MainActor
final class TableUpdateRefusalTests: XCTestCase {
    private func path(_ s: Int, _ r: Int) -> IndexPath { IndexPath(row: r, section: s) }

    /// Each batch, on sections [2, 3] with the data source's counts after it, and UIKit's
    /// reason. None of these is refused today without its message: before, a section moved
    /// and deleted, moved twice, or moved to where another came, and a row moved twice,
    /// went through (the move dropped or applied twice).
    func testConflictingUpdatesAreUIKitsExceptions() async throws {
        let nsPath = { (s: Int, r: Int) in "<NSIndexPath> {length = 2, path = \(s) - \(r)}" }
        let cases: [([Int], (UITableView) -> Void, String)] = [
            // A section deleted and moved from: UIKit's "delete and a move from the same section".
            ([3], { t in t.performBatchUpdates { t.deleteSections(IndexSet(integer: 0), with: .fade); t.moveSection(0, toSection: 0) } },
             "attempt to perform a delete and a move from the same section (0)"),
            // A reload is a delete and an insert: the same words.
            ([2, 3], { t in t.performBatchUpdates { t.reloadSections(IndexSet(integer: 1), with: .fade); t.moveSection(1, toSection: 0) } },
             "attempt to perform a delete and a move from the same section (1)"),
            ([3, 1, 2], { t in t.performBatchUpdates { t.insertSections(IndexSet(integer: 1), with: .fade); t.moveSection(0, toSection: 1) } },
             "attempt to perform an insert and a move to the same section (1)"),
            ([3, 2], { t in t.performBatchUpdates { t.moveSection(0, toSection: 1); t.moveSection(0, toSection: 0) } },
             "attempt to move section 0 to both section 1 and section 0"),
            ([3, 2], { t in t.performBatchUpdates { t.moveSection(0, toSection: 1); t.moveSection(1, toSection: 1) } },
             "attempt to move both section 0 and section 1 to section 1"),
            // Rows: a row deleted and moved, moved twice, two moved to one place.
            ([1, 3], { t in t.performBatchUpdates { t.deleteRows(at: [self.path(0, 0)], with: .fade); t.moveRow(at: self.path(0, 0), to: self.path(0, 0)) } },
             "attempt to perform a delete and a move from the same index path (\(nsPath(0, 0)))"),
            ([2, 3], { t in t.performBatchUpdates { t.moveRow(at: self.path(0, 0), to: self.path(0, 1)); t.moveRow(at: self.path(0, 0), to: self.path(1, 0)) } },
             "attempt to move row at index path \(nsPath(0, 0)) to both \(nsPath(0, 1)) and \(nsPath(1, 0))"),
            ([2, 3], { t in t.performBatchUpdates { t.moveRow(at: self.path(0, 0), to: self.path(0, 1)); t.moveRow(at: self.path(0, 1), to: self.path(0, 1)) } },
             "attempt to move both row at index path \(nsPath(0, 0)) and \(nsPath(0, 1)) to \(nsPath(0, 1))"),
            // A moved row outside, in UIKit's table words (as RxDataSources' crash log quotes the first).
            ([2, 3], { t in t.moveRow(at: self.path(0, 2), to: self.path(0, 0)) },
             "attempt to move index path (\(nsPath(0, 2))) that does not exist - there are only 2 rows in section 0 before the update"),
            ([2, 3], { t in t.moveRow(at: self.path(1, 0), to: self.path(1, 3)) },
             "attempt to move index path (\(nsPath(1, 0))) to index path (\(nsPath(1, 3))) that does not exist - there are only 3 rows in section 1 after the update"),
            ([2, 3], { t in t.moveRow(at: self.path(2, 0), to: self.path(0, 0)) },
             "attempt to move index path (\(nsPath(2, 0))) from a section that does not exist - there are only 2 sections before the update"),
            ([2, 3], { t in t.moveSection(0, toSection: 2) },
             "attempt to to move section 0 to section 2, but there are only 2 sections after the update"),
        ]
        for (k, (counts, update, message)) in cases.enumerated() {
            let vc = TableViewTests.Sections()
            XCTAssertThrowsError(try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
                script.at(0.1) {
                    vc.counts = counts
                    update(vc.table)
                }
            }, "case \(k)") { error in
                XCTAssertEqual(error as? UIKitError, .internalInconsistency(message), "case \(k)")
            }
        }
    }

    /// A row moved into an inserted section, or out of a deleted one, is not refused by
    /// UIKit (since iOS 7's "cannot move a row into a newly inserted section (2)"): the batch
    /// is not animated and the table reloads from the data source, so the counts are not
    /// checked either. Section 0's row 0 moved into a new section 0 before it: no
    /// exception, nothing slides (at 0.25 s, half way through what would be the animation,
    /// the rows already stand at their new places: the new section's 1 row at 0, the others
    /// from 43.5), and the cells in view were all queued and taken again (no cell keeps
    /// showing the row it showed).
    func testARowMovedIntoAnInsertedSectionReloadsTheTable() async throws {
        let vc = TableViewTests.Sections()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.counts = [1, 1, 3]
                vc.table.performBatchUpdates {
                    vc.table.insertSections(IndexSet(integer: 0), with: .fade)
                    vc.table.moveRow(at: self.path(0, 0), to: self.path(0, 0))
                }
            }
        }
        let middle = r.frames[5]
        XCTAssertEqual(vc.table.indexPathsForVisibleRows, [path(0, 0), path(1, 0), path(2, 0), path(2, 1), path(2, 2)])
        // The cells (`table.cellN`, not their subviews) that show.
        let cells = middle.views.filter { key, view in
            let name = key.name
            return name.hasPrefix("table.cell") && !name.dropFirst(10).contains(".") && view.isHidden != true
        }
        XCTAssertEqual(cells.values.map { $0.frame.minY }.sorted(), [0, 43.5, 87, 130.5, 194])
        XCTAssertEqual(middle.views.values.filter { $0.alpha > 0 && $0.alpha < 1 }.count, 0, "nothing fades")
    }

    /// The same for a row moved out of a section deleted in the batch: section 0 goes, its
    /// row 1 moves to section 0 after the update (old section 1, which gains it): no
    /// exception, the table reloads.
    func testARowMovedOutOfADeletedSectionReloadsTheTable() async throws {
        let vc = TableViewTests.Sections()
        _ = try plainSimulator().record(vc, fps: 10, duration: 0.3) { script in
            script.at(0.1) {
                vc.counts = [4]
                vc.table.performBatchUpdates {
                    vc.table.deleteSections(IndexSet(integer: 0), with: .fade)
                    vc.table.moveRow(at: self.path(0, 1), to: self.path(0, 0))
                }
            }
        }
        XCTAssertEqual(vc.table.numberOfSections, 1)
        XCTAssertEqual(vc.table.numberOfRows(inSection: 0), 4)
    }

    /// A data source that says a negative number of rows after an update: UIKit's own
    /// reason, not the count message (which would print "(-1)"); the table's shape reads it
    /// as none, as `numberOfRows(inSection:)` always did.
    func testANegativeRowCountAfterAnUpdateIsUIKitsException() async throws {
        let vc = TableViewTests.Sections()
        XCTAssertThrowsError(try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) {
                vc.counts = [-1, 3]
                vc.table.deleteRows(at: [self.path(0, 0)], with: .fade)
            }
        }) { error in
            XCTAssertEqual(error as? UIKitError, .internalInconsistency(
                "Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than exist in section."))
        }
        XCTAssertEqual(vc.table.numberOfRows(inSection: 0), 0)
    }
}
