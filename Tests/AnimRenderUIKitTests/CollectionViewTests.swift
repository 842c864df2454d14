import AnimRenderUIKit
import XCTest

/// UICollectionView with a flow layout, laid out outside a recording (a detached hierarchy
/// lays itself out): every number worked out by hand from UIKit's documented behaviour.
@MainActor
final class CollectionViewTests: XCTestCase {
    final class Tile: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Chip: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var count: Int
        var identifier = "tile"
        var texts: [String] = []
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            if let chip = cell as? Chip { chip.title.text = texts[indexPath.item] }
            if let tile = cell as? Tile { tile.title.text = "\(indexPath.item)" }
            return cell
        }
    }

    private func grid(count: Int, height: CGFloat = 600) -> (UICollectionView, Source) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
        grid.accessibilityIdentifier = "grid"
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let source = Source(count: count)
        grid.dataSource = source
        grid.delegate = source
        return (grid, source)
    }

    /// 30 items of 100 × 100 in 375: three a line (37.5 gaps), ten lines 110 apart, content
    /// 375 × 1090. At offset 0 the 600 pt bounds overlap lines 0…5 (line 5 is 550…650): items
    /// 0…17 are realised, no more. At offset 500 (500…1100) lines 4…9: items 12…29, the cells
    /// of 0…11 reused, and still 18 cells in the collection view.
    func testOnlyTheVisibleItemsAreRealised() async {
        let (grid, source) = grid(count: 30)
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.contentSize, CGSize(width: 375, height: 1090))
        XCTAssertEqual(grid.indexPathsForVisibleItems.map(\.item), Array(0...17))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 137.5, y: 110, width: 100, height: 100))
        XCTAssertNil(grid.cellForItem(at: IndexPath(item: 18, section: 0)))
        grid.contentOffset = CGPoint(x: 0, y: 500)
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.indexPathsForVisibleItems.map(\.item), Array(12...29))
        XCTAssertEqual(grid.subviews.filter { $0 is Tile }.count, 18)
        XCTAssertEqual((grid.cellForItem(at: IndexPath(item: 29, section: 0)) as? Tile)?.title.text, "29")
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 29, section: 0))?.frame.minY, 990)
        _ = source
    }

    /// A cell is named for the order its collection view made it, as a UIKit cell is one
    /// object through reuse: 30 items at offset 0 realise items 0…17 with cells made in
    /// index-path order, so item 2's is `grid.cell3`. Scrolled to 500, items 0…11 leave in
    /// order (cells 1…12 queued) and items 18…29 take them back, the last queued first:
    /// item 18 gets `grid.cell12`, item 27 (the ninth after 18) `grid.cell3` — the same
    /// object, with the same name — and item 29 `grid.cell1`.
    func testCellsKeepTheirNameThroughReuse() async throws {
        let (grid, source) = grid(count: 30)
        grid.layoutIfNeeded()
        let cell = try XCTUnwrap(grid.cellForItem(at: IndexPath(item: 2, section: 0)) as? Tile)
        XCTAssertEqual(cell.recordedName, "grid.cell3")
        XCTAssertEqual(cell.contentView.recordedName, "grid.cell3.contentView")
        XCTAssertEqual(cell.title.recordedName, "grid.cell3.title")
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        grid.contentOffset = CGPoint(x: 0, y: 500)
        grid.layoutIfNeeded()
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 27, section: 0)) === cell)
        XCTAssertEqual(cell.recordedName, "grid.cell3")
        XCTAssertEqual(cell.title.text, "27")
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 18, section: 0))?.recordedName, "grid.cell12")
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 29, section: 0))?.recordedName, "grid.cell1")
        _ = source
    }

    /// Horizontal chips sizing themselves: each is its title's width (a 17 pt label's, as the
    /// label measures it) plus 12 + 12, its height plus 6 + 6; they follow each other 10 apart.
    func testSelfSizingChipsAreTheirTitlesPlusPadding() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let chips = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 44), collectionViewLayout: layout)
        chips.contentInsetAdjustmentBehavior = .never
        chips.register(Chip.self, forCellWithReuseIdentifier: "chip")
        let source = Source(count: 3)
        source.identifier = "chip"
        source.texts = ["All", "Favourites", "Shared with me"]
        chips.dataSource = source
        chips.layoutIfNeeded()
        let widths = source.texts.map { text -> CGSize in
            let l = UILabel()
            l.text = text
            return l.intrinsicContentSize
        }
        let frames = (0..<3).compactMap { chips.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames.map(\.width), widths.map { $0.width + 24 })
        XCTAssertEqual(frames.map(\.height), widths.map { $0.height + 12 })
        XCTAssertEqual(frames[0].minX, 0)
        XCTAssertEqual(frames[1].minX, frames[0].maxX + 10)
        XCTAssertEqual(frames[2].minX, frames[1].maxX + 10)
    }

    /// An identifier nothing was registered for: UIKit's NSInternalInconsistencyException.
    func testDequeueOfAnUnregisteredIdentifierIsUIKitsException() async {
        let (grid, source) = grid(count: 1)
        source.identifier = "Cell"
        let errors = UIKitError.reported { grid.layoutIfNeeded() }
        XCTAssertEqual(errors.first?.exceptionName, "NSInternalInconsistencyException")
        XCTAssertEqual(errors.first?.reason, "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - "
                       + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    /// The data source says 5 where 4 were and nothing was inserted: UIKit's message, word
    /// for word; an insert that adds up reports nothing and shows the new item.
    func testAnUpdateWhoseCountsDoNotAddUpIsUIKitsException() async {
        let (grid, source) = grid(count: 4)
        grid.layoutIfNeeded()
        source.count = 5
        let errors = UIKitError.reported { grid.performBatchUpdates({}) }
        XCTAssertEqual(errors.map(\.reason), [
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after "
            + "the update (5) must be equal to the number of items contained in that section before the update (4), plus or "
            + "minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
            + "number of items moved into or out of that section (0 moved in, 0 moved out)."])
        grid.layoutIfNeeded()
        source.count = 6
        XCTAssertEqual(UIKitError.reported { grid.insertItems(at: [IndexPath(item: 5, section: 0)]) }, [])
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.indexPathsForVisibleItems.count, 6)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 5, section: 0))?.frame, CGRect(x: 275, y: 110, width: 100, height: 100))
    }
}
