import AnimRenderUIKit
import XCTest

/// Section headers and footers of a flow layout (supplementary views): registered, dequeued
/// and realised when visible as cells are, placed by UIKit's flow-layout geometry (a header
/// before its section's top inset, the full width when scrolling vertically), and pinned to
/// the visible bounds with `sectionHeadersPinToVisibleBounds`. Numbers worked out by hand.
@MainActor
final class CollectionHeaderTests: XCTestCase {
    final class Header: UICollectionReusableView {}

    /// Two sections of six 100 × 100 items in a 300 pt wide grid, no spacing: three a line.
    /// Section 0: header 0…40, lines 40…140 and 140…240 (its end); section 1: header 240…280,
    /// lines 280…480. Content 300 × 480, bounds 200 tall.
    final class Source: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private func grid(direction: UICollectionView.ScrollDirection = .vertical, pins: Bool) -> (UICollectionView, Source) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.scrollDirection = direction
        layout.headerReferenceSize = CGSize(width: 30, height: 40)
        layout.sectionHeadersPinToVisibleBounds = pins
        let size = direction == .vertical ? CGSize(width: 300, height: 200) : CGSize(width: 200, height: 300)
        let grid = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        grid.accessibilityIdentifier = "grid"
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Source()
        grid.dataSource = source
        return (grid, source)
    }

    private func header(_ section: Int, in grid: UICollectionView) -> UICollectionReusableView? {
        grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    func testHeadersSitBeforeTheirSectionAndScrollWithIt() async {
        let (grid, source) = grid(pins: false)
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.contentSize, CGSize(width: 300, height: 480))
        XCTAssertEqual(header(0, in: grid)?.frame, CGRect(x: 0, y: 0, width: 300, height: 40))
        XCTAssertNil(header(1, in: grid), "section 1's header (240…280) is below the bounds (0…200)")
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 1)), nil)
        grid.contentOffset = CGPoint(x: 0, y: 100)
        grid.layoutIfNeeded()
        XCTAssertNil(header(0, in: grid), "not pinned: it stays at its place (0…40), out of view (100…300), and leaves")
        XCTAssertEqual(header(1, in: grid)?.frame, CGRect(x: 0, y: 240, width: 300, height: 40))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 0, y: 280, width: 100, height: 100))
        _ = source
    }

    /// Pinned: y = max(its place, min(visible top, section end − 40)).
    func testPinnedHeadersStayAtTheTopUntilTheirSectionEnds() async {
        let (grid, source) = grid(pins: true)
        grid.layoutIfNeeded()
        XCTAssertEqual(header(0, in: grid)?.frame.minY, 0)
        grid.contentOffset = CGPoint(x: 0, y: 100)
        grid.layoutIfNeeded()
        XCTAssertEqual(header(0, in: grid)?.frame, CGRect(x: 0, y: 100, width: 300, height: 40))
        XCTAssertEqual(header(1, in: grid)?.frame.minY, 240)
        XCTAssertTrue(grid.subviews.suffix(2).contains { $0 === header(0, in: grid) }, "pinned headers stand in front of the cells")
        // Section 0 ends at 240: at 220 its header is pushed up to 200 (240 − 40).
        grid.contentOffset = CGPoint(x: 0, y: 220)
        grid.layoutIfNeeded()
        XCTAssertEqual(header(0, in: grid)?.frame.minY, 200)
        XCTAssertEqual(header(1, in: grid)?.frame.minY, 240)
        // At 260 section 0's header (200…240) is out of view; section 1's is pinned at 260.
        grid.contentOffset = CGPoint(x: 0, y: 260)
        grid.layoutIfNeeded()
        XCTAssertNil(header(0, in: grid))
        XCTAssertEqual(header(1, in: grid)?.frame, CGRect(x: 0, y: 260, width: 300, height: 40))
        XCTAssertTrue(grid.subviews.last === header(1, in: grid))
        XCTAssertEqual(grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader),
                       [IndexPath(item: 0, section: 1)])
        XCTAssertEqual(grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 1)
        _ = source
    }

    /// Scrolling horizontally the header is `headerReferenceSize.width` (30) wide, the full
    /// height, at its section's left; pinned, it stays at the visible left: at x 50, 50.
    /// Section 0 is 30 + 2 columns of 100 (three items a column in 300): it ends at 230.
    func testHorizontalHeadersPinToTheLeft() async {
        let (grid, source) = grid(direction: .horizontal, pins: true)
        grid.layoutIfNeeded()
        XCTAssertEqual(header(0, in: grid)?.frame, CGRect(x: 0, y: 0, width: 30, height: 300))
        grid.contentOffset = CGPoint(x: 50, y: 0)
        grid.layoutIfNeeded()
        XCTAssertEqual(header(0, in: grid)?.frame, CGRect(x: 50, y: 0, width: 30, height: 300))
        grid.contentOffset = CGPoint(x: 210, y: 0)
        grid.layoutIfNeeded()
        XCTAssertEqual(header(0, in: grid)?.frame.minX, 200)
        _ = source
    }

    /// Section 0 has a 40 pt header (the delegate's size), section 1 none (the delegate's
    /// zero); both a 20 pt footer (`footerReferenceSize`). By hand: section 0 is header 0…40,
    /// lines 40…240, footer 240…260; section 1 lines 260…460, footer 460…480.
    final class Sized: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader
                                                            ? "header" : "footer", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            referenceSizeForHeaderInSection section: Int) -> CGSize {
            section == 0 ? CGSize(width: 0, height: 40) : .zero
        }
    }

    /// Headers and footers are named for the view object, as cells are (headers and footers
    /// counted apart), and keep the name through reuse: section 1's footer reuses section 0's.
    func testHeadersAndFootersAreNamedForTheirViewAndReused() async {
        let (grid, _) = grid(pins: false)
        let sized = Sized()
        (grid.collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize = CGSize(width: 0, height: 20)
        grid.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer")
        grid.dataSource = sized
        grid.delegate = sized
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.contentSize, CGSize(width: 300, height: 480))
        XCTAssertEqual(header(0, in: grid)?.recordedName?.name, "grid.header1")
        XCTAssertEqual(header(0, in: grid)?.frame, CGRect(x: 0, y: 0, width: 300, height: 40))
        let footerKind = UICollectionView.elementKindSectionFooter
        XCTAssertEqual(grid.visibleSupplementaryViews(ofKind: footerKind).count, 0, "section 0's footer (240…260) is below 0…200")
        grid.contentOffset = CGPoint(x: 0, y: 250)
        grid.layoutIfNeeded()
        XCTAssertNil(header(0, in: grid))
        XCTAssertNil(header(1, in: grid), "section 1 has no header")
        let footer = grid.supplementaryView(forElementKind: footerKind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(footer?.recordedName?.name, "grid.footer1")
        XCTAssertEqual(footer?.frame, CGRect(x: 0, y: 240, width: 300, height: 20))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 0, y: 260, width: 100, height: 100))
        grid.contentOffset = CGPoint(x: 0, y: 300)
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.indexPathsForVisibleSupplementaryElements(ofKind: footerKind), [IndexPath(item: 0, section: 1)])
        let reused = grid.supplementaryView(forElementKind: footerKind, at: IndexPath(item: 0, section: 1))
        XCTAssertTrue(reused === footer, "section 0's footer left (240…260 is above 300…500) and came back for section 1")
        XCTAssertEqual(reused?.recordedName?.name, "grid.footer1")
        XCTAssertEqual(reused?.frame, CGRect(x: 0, y: 460, width: 300, height: 20))
    }
}
