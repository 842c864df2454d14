import AnimRenderUIKit
import XCTest

/// A data source's counts that make no sense (issue 23 item 5): a negative number of
/// sections, rows or items is read as none, in a table and in a collection view alike,
/// never a trap (UIKit documents nothing for them; docs/tables.md, docs/collections.md).
@MainActor
final class DataSourceCountTests: XCTestCase {
    final class Grid: NSObject, UICollectionViewDataSource {
        var sections = 1, items = 3
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }

    final class List: NSObject, UITableViewDataSource {
        var sections = 1, rows = 3
        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    func testNegativeCountsInACollectionViewAreNone() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = Grid()
        source.items = -3
        grid.dataSource = source
        let errors = UIKitError.reported { grid.layoutIfNeeded() }
        XCTAssertEqual(errors, [])
        XCTAssertEqual(grid.numberOfItems(inSection: 0), 0)
        XCTAssertEqual(grid.visibleCells.count, 0)
        source.items = 3
        source.sections = -1
        grid.reloadData()
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.numberOfSections, 0)
        XCTAssertEqual(grid.visibleCells.count, 0)
        // Back to sense: three items, one line.
        source.sections = 1
        grid.reloadData()
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.visibleCells.count, 3)
    }

    func testNegativeCountsInATableAreNone() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = List()
        source.rows = -3
        table.dataSource = source
        XCTAssertEqual(UIKitError.reported { table.layoutIfNeeded() }, [])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(table.visibleCells.count, 0)
        source.rows = 3
        source.sections = -1
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 0)
        XCTAssertEqual(table.visibleCells.count, 0)
    }
}
