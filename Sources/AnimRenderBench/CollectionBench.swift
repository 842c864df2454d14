import AnimRenderUIKit
import Foundation

/// A UICollectionView of 500 items in a vertical flow layout (issue 23 item 3), no
/// recorder, 393 × 852: 123 × 123 tiles three a line, 3 pt apart, each a cell with a
/// title label pinned to its content view's bottom-left corner.
/// - `first`: the first `layoutIfNeeded()` of the controller's view — the layout is
///   prepared for all 500 items and the visible ones realised;
/// - `scroll`: 60 frames of scrolling, 40 pt down each (`contentOffset` set, then
///   `layoutIfNeeded()`): tiles leave, cells are reused for the tiles coming in.
/// Medians of the samples (thread CPU time), best beside them.
///
/// usage: animrender-bench collection [first|scroll [N]] — one case alone, repeated (for a profiler)
@MainActor
func runCollectionBench(_ args: [String]) {
    runScrollingListBench(args, header: "collection\titems=500", make: CollectionBenchScreen.init, scrollView: \.grid,
                          afterFirst: { ["visible=\($0.grid.visibleCells.count)"] },
                          afterScroll: { ["cells_made=\($0.cellsMade)", "contentHeight=\($0.grid.contentSize.height)"] })
}

/// The benchmark's screen: a full-size grid of 500 tiles.
@MainActor
final class CollectionBenchScreen: UIViewController, UICollectionViewDataSource {
    let grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 123, height: 123)
        layout.minimumLineSpacing = 3
        layout.minimumInteritemSpacing = 3
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    var cellsMade = 0

    final class Tile: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = self
        grid.contentInsetAdjustmentBehavior = .never
        grid.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grid)
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: view.topAnchor),
            grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
        if cell.title.text == nil { cellsMade += 1 }
        cell.title.text = "Photo \(indexPath.item + 1)"
        return cell
    }
}
