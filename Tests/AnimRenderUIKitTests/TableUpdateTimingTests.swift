import AnimRenderUIKit
import XCTest

/// When an update's parts happen: `.none` (Apple: the inserted or deleted rows "use the
/// default animations"; the row appears "as if the table view had been reloaded") brings
/// the row in and takes it out at once while the other rows still slide; and
/// `performBatchUpdates`' completion, one rule for a table and a collection view: it runs
/// when the batch's animation ends, with `true`, and at once when nothing animates. On the
/// 30-row list of `TableViewTests` (rows 43.5, 63.5, 83.5 repeating) and the grid of
/// `CollectionUpdateTests`, recorded at 20 fps with the update at 0.1 s: half way at 0.25 s
/// (frame 5), over at 0.4 s (frame 8).
@MainActor
final class TableUpdateTimingTests: XCTestCase {
    final class Log { var completions: [Bool] = [] }

    /// Row 0 inserted with `.none`: its new cell (`table.cell14`, the queue being empty) is
    /// at 0 and opaque from the first frame on, while row 0's old cell slides 43.5 down
    /// (21.75 half way) as with any other style. Before, everything jumped at once.
    func testAnInsertedRowWithoutAnimationAppearsAtOnceAndTheOthersSlide() async throws {
        let vc = TableViewTests.List()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.count = 31
                vc.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }
        }
        let start = r.frames[2], middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(start.views["table.cell14"]?.frame.minY, 0)
        XCTAssertEqual(start.views["table.cell14"]?.alpha, 1)
        XCTAssertEqual(start.views["table.cell1"]?.frame.minY, 0)
        XCTAssertEqual(middle.views["table.cell1"]?.frame.minY ?? -1, 21.75, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell12"]?.frame.minY ?? -1, 700.25, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell14"]?.frame.minY, 0)
        XCTAssertEqual(middle.views["table.cell14"]?.alpha, 1)
        XCTAssertEqual(end.views["table.cell1"]?.frame.minY, 43.5)
    }

    /// Row 1 deleted with `.none`: its cell leaves the row at once, where `.left` slides it
    /// out until 0.4 s; row 2's cell still moves up 63.5 (107 → 75.25 half way → 43.5).
    func testADeletedRowWithoutAnimationGoesAtOnceAndTheOthersSlide() async throws {
        let vc = TableViewTests.List()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.count = 29
                vc.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
            }
        }
        // Queued at once, its cell is taken by the row coming into view at the bottom (old
        // row 13, 63.5 tall: 805.5 − 63.5 = 742) in the same pass.
        XCTAssertEqual(r.frames[2].views["table.cell2"]?.indexPath, IndexPath(row: 12, section: 0))
        XCTAssertEqual(r.frames[2].views["table.cell2"]?.frame.minY, 742)
        XCTAssertEqual(r.frames[5].views["table.cell3"]?.frame.minY ?? -1, 75.25, accuracy: 1e-6)
        XCTAssertEqual(r.frames[8].views["table.cell3"]?.frame.minY, 43.5)
    }

    /// The completion of an animated batch, in a table (before: called at once) and in a
    /// collection view: not yet at 0.1 s right after the call, nor at 0.35 s; `[true]` when
    /// the animation has ended. A `.none` batch animates the other rows, so it completes at
    /// the end too.
    func testABatchCompletesWhenItsAnimationEnds() async throws {
        for animation in [UITableView.RowAnimation.fade, .none] {
            let vc = TableViewTests.List(), log = Log()
            _ = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
                script.at(0.1) {
                    vc.count = 31
                    vc.table.performBatchUpdates({
                        vc.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: animation)
                    }, completion: { log.completions.append($0) })
                    XCTAssertEqual(log.completions, [], "\(animation)")
                }
                script.at(0.35) { XCTAssertEqual(log.completions, [], "\(animation)") }
            }
            XCTAssertEqual(log.completions, [true], "\(animation)")
        }
        let grid = CollectionUpdateTests.Grid()
        _ = try plainSimulator().record(grid, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                grid.items.remove(at: 1)
                grid.grid.performBatchUpdates({
                    grid.grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
                }, completion: { grid.completions.append($0) })
                XCTAssertEqual(grid.completions, [])
            }
            script.at(0.35) { XCTAssertEqual(grid.completions, []) }
        }
        XCTAssertEqual(grid.completions, [true])
    }

    /// Nothing animates — inside `UIView.performWithoutAnimation`, or outside a recording —
    /// and both complete at once with `true`; a nested batch completes with the outer one.
    func testABatchThatDoesNotAnimateCompletesAtOnce() async throws {
        let vc = TableViewTests.List(), log = Log()
        _ = try plainSimulator().record(vc, fps: 20, duration: 0.2) { script in
            script.at(0.1) {
                vc.count = 32
                UIView.performWithoutAnimation {
                    vc.table.performBatchUpdates({
                        vc.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                        vc.table.performBatchUpdates({
                            vc.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                        }, completion: { log.completions.append($0) })
                        XCTAssertEqual(log.completions, [], "the inner batch completes with the outer one")
                    }, completion: { log.completions.append($0) })
                }
                XCTAssertEqual(log.completions, [true, true])
            }
        }
        let grid = CollectionUpdateTests.Grid()
        _ = try plainSimulator().record(grid, fps: 20, duration: 0.2) { script in
            script.at(0.1) {
                grid.items.remove(at: 1)
                UIView.performWithoutAnimation {
                    grid.grid.performBatchUpdates({ grid.grid.deleteItems(at: [IndexPath(item: 1, section: 0)]) },
                                                  completion: { grid.completions.append($0) })
                }
                XCTAssertEqual(grid.completions, [true])
            }
        }
        // Outside a recording.
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let source = TableViewTests.List()
        table.register(TableViewTests.LabelCell.self, forCellReuseIdentifier: "label")
        table.dataSource = source
        table.layoutIfNeeded()
        source.count = 31
        var done: [Bool] = []
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { done.append($0) })
        XCTAssertEqual(done, [true])
    }

    /// A refused batch completes at once with `false` in both (UIKit raises instead and never
    /// completes; here the code goes on, so the completion says the batch did not apply).
    func testARefusedBatchCompletesWithFalse() async throws {
        let vc = TableViewTests.List(), log = Log()
        _ = try? plainSimulator().record(vc, fps: 20, duration: 0.2) { script in
            script.at(0.1) {
                vc.table.performBatchUpdates({ vc.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                             completion: { log.completions.append($0) })
                XCTAssertEqual(log.completions, [false])
            }
        }
        XCTAssertEqual(log.completions, [false])
        let grid = CollectionUpdateTests.Grid()
        _ = try? plainSimulator().record(grid, fps: 20, duration: 0.2) { script in
            script.at(0.1) {
                grid.grid.performBatchUpdates({ grid.grid.deleteItems(at: [IndexPath(item: 1, section: 0)]) },
                                              completion: { grid.completions.append($0) })
            }
        }
        XCTAssertEqual(grid.completions, [false])
    }
}
