import Geometry
import XCTest

/// UICollectionViewFlowLayout's arrangement (`FlowLayout`), every number worked out by hand
/// from the rules in its doc comment (docs/collections.md).
final class FlowLayoutTests: XCTestCase {
    private func vertical(_ sizes: [Size], width: Double, section: (inout FlowLayout.Section) -> Void = { _ in }) -> FlowLayoutResult {
        var s = FlowLayout.Section(itemSizes: sizes)
        section(&s)
        return FlowLayout.layout([s], direction: .vertical, extent: width)
    }

    /// 375 wide, 100 pt items, 10 apart: three fit a line (320; four need 430), and the
    /// 75 pt left over makes the two gaps 37.5. The seventh item alone on the last line stands
    /// under the first column; lines are 110 apart; the content is 3 × 100 + 2 × 10 tall.
    func testUniformItemsFillJustifiedLinesAndTheLastLineKeepsTheColumns() {
        let r = vertical(Array(repeating: Size(100, 100), count: 7), width: 375)
        XCTAssertEqual(r.items[0].map(\.minX), [0, 137.5, 275, 0, 137.5, 275, 0])
        XCTAssertEqual(r.items[0].map(\.minY), [0, 0, 0, 110, 110, 110, 220])
        XCTAssertEqual(r.contentSize, Size(375, 320))
    }

    /// Lines from y 0, 110, 220: a rect from 200 to 300 overlaps the second (110…210) and the
    /// third (220…320); one ending at 110 only touches the second line, which is not shown.
    func testTheItemsInARectAreThoseThatOverlapIt() {
        let r = vertical(Array(repeating: Size(100, 100), count: 7), width: 375)
        XCTAssertEqual(r.items(in: Rect(0, 200, 375, 100)).map(\.item), [3, 4, 5, 6])
        XCTAssertEqual(r.items(in: Rect(0, 0, 375, 110)).map(\.item), [0, 1, 2])
    }

    /// Widths 100, 150, 80, 60 in 300: 100 + 10 + 150 = 260 fits, + 10 + 80 does not. The
    /// first line is justified (one gap of 300 − 250 = 50) and 60 thick (its thickest item),
    /// the 40 pt item centred in it (y 10); the last line, of items of other sizes, is left
    /// aligned at the minimum spacing (0, 90), 60 + 10 down.
    func testMixedSizesJustifyAllButTheLastLineWhichIsLeftAligned() {
        let r = vertical([Size(100, 40), Size(150, 60), Size(80, 40), Size(60, 40)], width: 300)
        XCTAssertEqual(r.items[0], [Rect(0, 10, 100, 40), Rect(150, 0, 150, 60), Rect(0, 70, 80, 40), Rect(90, 70, 60, 40)])
        XCTAssertEqual(r.contentSize, Size(300, 110))
    }

    /// A 250 pt item leaves no room for the next (250 + 10 + 100 > 300): alone on a line
    /// that is not the last it is centred (x 25); the last line's lone item of another size
    /// starts at the left.
    func testALoneItemOnALineThatIsNotTheLastIsCentred() {
        let r = vertical([Size(250, 40), Size(100, 40)], width: 300)
        XCTAssertEqual(r.items[0].map(\.minX), [25, 0])
    }

    /// Header 30, inset 10 / 20 / 5 / 20 in 375: 335 across holds three 100 pt items (320),
    /// so the two items stand where a full line's first two would: 20 and 20 + 100 + 17.5.
    /// Height: 30 + 10 + 100 + 5.
    func testHeaderAndSectionInset() {
        let r = vertical([Size(100, 100), Size(100, 100)], width: 375) { s in
            s.headerSize = Size(0, 30)
            s.inset = EdgeInsets(top: 10, left: 20, bottom: 5, right: 20)
        }
        XCTAssertEqual(r.headers, [Rect(0, 0, 375, 30)])
        XCTAssertEqual(r.items[0], [Rect(20, 40, 100, 100), Rect(137.5, 40, 100, 100)])
        XCTAssertEqual(r.contentSize, Size(375, 145))
    }

    /// Horizontal, 200 tall: three 50 pt items fit a column (170; four need 230), gaps
    /// (200 − 150) / 2 = 25, so y 0, 75, 150; the second column (the last, uniform) at x 60
    /// keeps the rows; the content is 50 + 10 + 50 wide.
    func testHorizontalFlowFillsColumns() {
        let r = FlowLayout.layout([FlowLayout.Section(itemSizes: Array(repeating: Size(50, 50), count: 5))],
                                  direction: .horizontal, extent: 200)
        XCTAssertEqual(r.items[0].map(\.minY), [0, 75, 150, 0, 75])
        XCTAssertEqual(r.items[0].map(\.minX), [0, 0, 0, 60, 60])
        XCTAssertEqual(r.contentSize, Size(110, 200))
    }

    /// The reuse rule: two cells leave (queued), the entering items take them back, the
    /// last queued first, then a new one is made.
    func testRealisationReusesTheLastCellPutBack() {
        var r = CollectionRealisation()
        for i in 0..<2 { r.realise(ItemPath(section: 0, item: i), with: r.dequeue("tile").cell) }
        let leaving = r.releaseHidden(keeping: [ItemPath(section: 0, item: 1)])
        XCTAssertEqual(leaving.map(\.path.item), [0])
        let entering = r.entering([1, 2, 3].map { ItemPath(section: 0, item: $0) })
        XCTAssertEqual(entering.map(\.item), [2, 3])
        XCTAssertEqual(r.dequeue("tile").cell.identity, CellIdentity(number: 1))
        let fresh = r.dequeue("tile")
        XCTAssertEqual(fresh.cell.identity, CellIdentity(number: 3))
        XCTAssertTrue(fresh.isNew)
    }
}
