import AnimRenderUIKit
import XCTest

/// Timelines/ examples of collection views, written with the Swift API as an app writes them.
@MainActor
final class CollectionTwinTests: XCTestCase {
    final class ChipCell: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = hex(0xE5E5EA)
            layer.cornerRadius = 16
            title.translatesAutoresizingMaskIntoConstraints = false
            title.font = .systemFont(ofSize: 15, weight: .semibold)
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -7),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    class TileCell: UICollectionViewCell {
        let title = UILabel()
        var color: UIColor { hex(0x5E8C6A) }
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = color
            title.translatesAutoresizingMaskIntoConstraints = false
            title.font = .systemFont(ofSize: 13, weight: .semibold)
            title.textColor = .white
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class AltTileCell: TileCell {
        override var color: UIColor { hex(0x88A65E) }
    }

    /// The photo grid of both examples: 123 pt tiles 3 pt apart, three a line in 375.
    static func photoGrid() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 123, height: 123)
        layout.minimumLineSpacing = 3
        layout.minimumInteritemSpacing = 3
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }

    /// The photo grid of the update examples in `controller`'s view, 52 pt from its top and
    /// filling the rest, white, its tiles registered, `controller` its data source.
    static func install(_ grid: UICollectionView, in controller: UIViewController & UICollectionViewDataSource) {
        grid.backgroundColor = .white
        grid.contentInsetAdjustmentBehavior = .never
        grid.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(grid)
        grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        grid.register(AltTileCell.self, forCellWithReuseIdentifier: "tileAlt")
        grid.dataSource = controller
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 52),
            grid.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            grid.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ].namedAsTimeline())
    }

    /// A photo's tile for `indexPath`: dequeued with the photo's reuse identifier, titled.
    static func tile(_ photo: (identifier: String, title: String), in collectionView: UICollectionView,
                     at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: photo.identifier, for: indexPath) as! TileCell
        cell.title.text = photo.title
        return cell
    }

    final class PhotosController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        static let filters = ["All", "Favourites", "Recents", "Shared with me", "Screenshots", "Videos"]
        /// The grid's photos: their reuse identifier and title.
        var photos = (0..<24).map { (identifier: $0 % 2 == 0 ? "tile" : "tileAlt", title: "Photo \($0 + 1)") }
        let chips: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.minimumLineSpacing = 8
            layout.sectionInset = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }()
        let grid = CollectionTwinTests.photoGrid()

        override func viewDidLoad() {
            super.viewDidLoad()
            for cv in [chips, grid] {
                cv.backgroundColor = .white
                cv.contentInsetAdjustmentBehavior = .never
                cv.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(cv)
            }
            chips.showsHorizontalScrollIndicator = false
            chips.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
            grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            grid.register(AltTileCell.self, forCellWithReuseIdentifier: "tileAlt")
            chips.dataSource = self
            grid.dataSource = self
            grid.delegate = self
            NSLayoutConstraint.activate([
                chips.topAnchor.constraint(equalTo: view.topAnchor),
                chips.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                chips.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                chips.heightAnchor.constraint(equalToConstant: 44),
                grid.topAnchor.constraint(equalTo: chips.bottomAnchor, constant: 8),
                grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ].namedAsTimeline())
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            collectionView === chips ? Self.filters.count : photos.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            if collectionView === chips {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
                cell.title.text = Self.filters[indexPath.item]
                return cell
            }
            return CollectionTwinTests.tile(photos[indexPath.item], in: collectionView, at: indexPath)
        }
    }

    /// Timelines/collection-grid.json.
    func testCollectionGrid() async throws {
        let vc = PhotosController()
        let recording = try Simulator(size: CGSize(width: 375, height: 600)).record(vc, fps: 10) { script in
            script.at(0.3) { vc.grid.setContentOffset(CGPoint(x: 0, y: 400), animated: true) }
            script.at(1.0) {
                UIView.performWithoutAnimation {
                    vc.photos.insert(("tile", "New photo"), at: 12)
                    vc.grid.insertItems(at: [IndexPath(item: 12, section: 0)])
                }
            }
            script.at(1.6) {
                UIView.performWithoutAnimation {
                    vc.photos.remove(at: 10)
                    vc.grid.deleteItems(at: [IndexPath(item: 10, section: 0)])
                }
            }
        }
        // By hand: 123 pt tiles three a line exactly fill 375 (3 × 123 + 2 × 3); eight lines
        // of 24 tiles make 8 × 123 + 7 × 3 = 1005. The grid is 600 − 44 − 8 = 548 tall: at
        // offset 0 lines 0…4 show (line 4 is 504…627), tiles 0…14, whose cells were made in
        // that order (`grid.cell1` … `grid.cell15`); at 400 (400…948) lines 3…7, tiles 9…23.
        let first = recording.frames[0], last = try XCTUnwrap(recording.frames.last)
        func cell(showing item: Int, in frame: RecordedFrame) -> RecordedView? {
            frame.views.first { $0.key.name.hasPrefix("grid.cell") && $0.value.indexPath == IndexPath(item: item, section: 0) }?.value
        }
        XCTAssertEqual(first.views["grid"]?.frame, CGRect(x: 0, y: 52, width: 375, height: 548))
        XCTAssertEqual(vc.grid.contentSize, CGSize(width: 375, height: 1005))
        XCTAssertEqual(first.views.values.filter { $0.parent == "grid" && $0.indexPath != nil }.count, 15)
        XCTAssertEqual(first.views["grid.cell15"]?.indexPath, IndexPath(item: 14, section: 0))
        XCTAssertNil(first.views["grid.cell16"])
        XCTAssertEqual(first.views["grid.cell5"]?.frame, CGRect(x: 126, y: 126, width: 123, height: 123))
        XCTAssertEqual(first.views["grid.cell5"]?.indexPath, IndexPath(item: 4, section: 0))
        XCTAssertNil(cell(showing: 8, in: last))
        XCTAssertEqual(cell(showing: 23, in: last)?.frame, CGRect(x: 252, y: 882, width: 123, height: 123))
        XCTAssertEqual(vc.grid.indexPathsForVisibleItems.map(\.item), Array(9...23))
        // At 1 s item 12 is inserted at once (line 4, column 0: (0, 504)); item 12's old cell
        // is item 13's now, at (126, 504).
        XCTAssertEqual(cell(showing: 12, in: recording.frames[10])?.frame, CGRect(x: 0, y: 504, width: 123, height: 123))
        XCTAssertEqual(cell(showing: 12, in: recording.frames[10])?.alpha, 1)
        XCTAssertEqual(cell(showing: 13, in: recording.frames[10])?.frame, CGRect(x: 126, y: 504, width: 123, height: 123))
        // At 1.6 s item 10 is deleted: from 1.9 s the item after it stands at (126, 378).
        XCTAssertEqual(cell(showing: 10, in: recording.frames[19])?.frame, CGRect(x: 126, y: 378, width: 123, height: 123))
        try assertTwin("collection-grid", recording, overlays: [])
    }

    /// Timelines/collection-updates.json's grid: 18 photos, three a line, updated with animation.
    final class UpdatesController: UIViewController, UICollectionViewDataSource {
        var photos = (0..<18).map { (identifier: $0 % 2 == 0 ? "tile" : "tileAlt", title: "Photo \($0 + 1)") }
        let grid = CollectionTwinTests.photoGrid()

        override func viewDidLoad() {
            super.viewDidLoad()
            CollectionTwinTests.install(grid, in: self)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            CollectionTwinTests.tile(photos[indexPath.item], in: collectionView, at: indexPath)
        }
    }

    /// Timelines/collection-updates.json.
    func testCollectionUpdates() async throws {
        let vc = UpdatesController()
        let recording = try Simulator(size: CGSize(width: 375, height: 600)).record(vc, fps: 10, duration: 2.6) { script in
            script.at(0.6) {
                vc.photos.insert(("tile", "New photo"), at: 1)
                vc.grid.insertItems(at: [IndexPath(item: 1, section: 0)])
            }
            script.at(1.2) {
                vc.photos.removeSubrange(4...5)
                vc.grid.deleteItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)])
            }
            script.at(1.6) {
                vc.photos[0] = ("tileAlt", "Edited")
                vc.grid.reloadItems(at: [IndexPath(item: 0, section: 0)])
            }
            script.at(2.0) {
                vc.grid.performBatchUpdates {
                    let moved = vc.photos.remove(at: 6)
                    vc.photos.remove(at: 2)
                    vc.photos.insert(("tile", "Newest"), at: 0)
                    vc.photos.insert(moved, at: 3)
                    vc.grid.deleteItems(at: [IndexPath(item: 2, section: 0)])
                    vc.grid.insertItems(at: [IndexPath(item: 0, section: 0)])
                    vc.grid.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 3, section: 0))
                }
            }
        }
        // By hand: tiles three a line every 126 pt; the grid is 548 tall, so lines 0…4 show
        // (items 0…14, cells grid.cell1…15). UIKit's update animation lasts 0.3 s.
        func cell(showing item: Int, at k: Int) -> (name: String, view: RecordedView)? {
            recording.frames[k].views.first { $0.key.name.hasPrefix("grid.cell") && $0.value.indexPath == IndexPath(item: item, section: 0) }
                .map { ($0.key.name, $0.value) }
        }
        let tile = { (x: Double, y: Double) in CGRect(x: x, y: y, width: 123, height: 123) }
        // 0.7 s, inside the insert's animation: the new item 1 is a new cell fading in at its place.
        XCTAssertEqual(cell(showing: 1, at: 7)?.name, "grid.cell16")
        XCTAssertEqual(cell(showing: 1, at: 7)?.view.frame, tile(126, 0))
        let fading = try XCTUnwrap(cell(showing: 1, at: 7)?.view.alpha)
        XCTAssertTrue(fading > 0 && fading < 1, "\(fading)")
        // Item 14, now 15, keeps its cell and heads for line 5 (y 630), out of view …
        XCTAssertEqual(cell(showing: 15, at: 7)?.name, "grid.cell15")
        let y = try XCTUnwrap(cell(showing: 15, at: 7)?.view.frame.minY)
        XCTAssertTrue(y > 504 && y < 630, "\(y)")
        // … and leaves when the animation ends (0.9 s); item 1 is opaque, item 2 where 1 was.
        XCTAssertNil(recording.frames[9].views["grid.cell15"])
        XCTAssertEqual(cell(showing: 1, at: 9)?.view.alpha, 1)
        XCTAssertEqual(cell(showing: 2, at: 9)?.view.frame, tile(252, 0))
        // 1.2 s: items 4 and 5 deleted; items 13 and 14 (15 and 16 before) come into view from
        // line 5 and stand at line 4 when the animation ends (1.5 s).
        let rising = try XCTUnwrap(cell(showing: 13, at: 13)?.view.frame.minY)
        XCTAssertTrue(rising > 504 && rising < 630, "\(rising)")
        XCTAssertEqual(cell(showing: 13, at: 15)?.view.frame, tile(126, 504))
        XCTAssertEqual(cell(showing: 14, at: 15)?.view.frame, tile(252, 504))
        XCTAssertEqual(recording.frames[15].views.values.filter { $0.parent == "grid" && $0.indexPath != nil }.count, 15)
        // 1.6 s: item 0 reloaded — its old cell (showing no item) fades out as a new one fades in.
        let old = try XCTUnwrap(recording.frames[17].views.first { $0.key.name.hasPrefix("grid.cell") && $0.value.parent == "grid"
            && $0.value.indexPath == nil && $0.value.frame == tile(0, 0) }?.value.alpha)
        let new = try XCTUnwrap(cell(showing: 0, at: 17)?.view.alpha)
        XCTAssertTrue(old > 0 && old < 1 && new > 0 && new < 1, "\(old) \(new)")
        XCTAssertEqual(try XCTUnwrap(cell(showing: 0, at: 19)?.view.alpha), 1, accuracy: 1e-9)
        // 2 s, one batch: before it, items 0…7 are Edited, New photo, Photo 2, 3, 6, 7, 8, 9.
        // Deleting 2 and moving 6 (Photo 8) to 3 while inserting Newest at 0 gives Newest,
        // Edited, New photo, Photo 8, Photo 3, Photo 6, Photo 7, Photo 9 (UIKit: deletes and
        // move sources count the items before, inserts and destinations those after).
        let photo8 = try XCTUnwrap(cell(showing: 6, at: 19)?.name)
        XCTAssertEqual(cell(showing: 3, at: 24)?.name, photo8)
        XCTAssertEqual(cell(showing: 3, at: 24)?.view.frame, tile(0, 126))
        let travelling = try XCTUnwrap(cell(showing: 3, at: 21)?.view.frame)
        XCTAssertTrue(travelling.minY > 126 && travelling.minY < 252, "\(travelling)")
        XCTAssertEqual(cell(showing: 1, at: 24)?.name, cell(showing: 0, at: 19)?.name)
        XCTAssertEqual(cell(showing: 4, at: 24)?.name, cell(showing: 3, at: 19)?.name)
        XCTAssertEqual(vc.grid.indexPathsForVisibleItems.count, 15)
        try assertTwin("collection-updates", recording, overlays: [])
        XCTAssertEqual(recording.trace, try TimelineTwin.commandLineTrace("collection-updates"))
    }

    /// Timelines/collection-headers.json's section header: a month's name.
    final class MonthHeader: UICollectionReusableView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = hex(0xF2F2F7)
            title.translatesAutoresizingMaskIntoConstraints = false
            title.font = .systemFont(ofSize: 17, weight: .bold)
            title.textColor = .black
            addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Its section footer: how many photos the month has.
    final class CountFooter: UICollectionReusableView {
        let caption = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            caption.translatesAutoresizingMaskIntoConstraints = false
            caption.font = .systemFont(ofSize: 13, weight: .regular)
            caption.textColor = hex(0x8E8E93)
            addSubview(caption)
            NSLayoutConstraint.activate([
                caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                caption.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Timelines/collection-headers.json's grid: three months of photos, a header and a
    /// footer each, headers pinned.
    final class MonthsController: UIViewController, UICollectionViewDataSource {
        static let months = [("March", 6), ("April", 9), ("May", 6)]
        let grid = CollectionTwinTests.photoGrid()

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = grid.collectionViewLayout as! UICollectionViewFlowLayout
            layout.headerReferenceSize = CGSize(width: 0, height: 36)
            layout.footerReferenceSize = CGSize(width: 0, height: 24)
            layout.sectionHeadersPinToVisibleBounds = true
            grid.backgroundColor = .white
            grid.contentInsetAdjustmentBehavior = .never
            grid.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(grid)
            grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            grid.register(AltTileCell.self, forCellWithReuseIdentifier: "tileAlt")
            grid.register(MonthHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "month")
            grid.register(CountFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "count")
            grid.dataSource = self
            NSLayoutConstraint.activate([
                grid.topAnchor.constraint(equalTo: view.topAnchor, constant: 52),
                grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ].namedAsTimeline())
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { Self.months.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.months[section].1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let n = Self.months.prefix(indexPath.section).map(\.1).reduce(0, +) + indexPath.item
            return CollectionTwinTests.tile((n % 2 == 0 ? "tile" : "tileAlt", "Photo \(n + 1)"), in: collectionView, at: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let (month, count) = Self.months[indexPath.section]
            if kind == UICollectionView.elementKindSectionHeader {
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "month", for: indexPath) as! MonthHeader
                header.title.text = month
                return header
            }
            let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "count", for: indexPath) as! CountFooter
            footer.caption.text = "\(count) photos"
            return footer
        }
    }

    /// Timelines/collection-headers.json.
    func testCollectionHeaders() async throws {
        let vc = MonthsController()
        let recording = try Simulator(size: CGSize(width: 375, height: 600)).record(vc, fps: 10, duration: 2.6) { script in
            script.at(0.3) { vc.grid.setContentOffset(CGPoint(x: 0, y: 450), animated: true) }
            script.at(1.2) { vc.grid.setContentOffset(CGPoint(x: 0, y: 505), animated: true) }
            script.at(2.0) { vc.grid.setContentOffset(CGPoint(x: 0, y: 0), animated: true) }
        }
        // By hand: a 36 pt header, lines of 123 pt 3 apart, a 24 pt footer. March: header
        // 0…36, lines 36…285 (its end), footer 285…309; April: header 309…345, three lines
        // to 720, footer 720…744; May: header 744…780, lines to 1029, footer 1029…1053. The
        // grid is 548 tall. A pinned header stands at max(its place, min(offset, end − 36)).
        // The scrolls are linear over 0.33 s: 0.5 s is offset 450 × 0.2 / 0.33 = 272.7.
        func frame(_ name: String, at k: Int) -> CGRect? { recording.frames[k].views.first { $0.key.name == name }?.value.frame }
        let bar = { (y: Double, height: Double) in CGRect(x: 0, y: y, width: 375, height: height) }
        XCTAssertEqual(frame("grid.header1", at: 0), bar(0, 36), "March's header, the first header view made")
        XCTAssertEqual(frame("grid.header2", at: 0), bar(309, 36), "April's")
        XCTAssertEqual(frame("grid.footer1", at: 0), bar(285, 24), "March's footer")
        XCTAssertNil(frame("grid.footer2", at: 0), "April's footer (720…744) is below 0…548")
        XCTAssertEqual(vc.grid.contentSize, CGSize(width: 375, height: 1053))
        // 0.5 s (272.7): March's header is pushed up by its section's end (285 − 36 = 249);
        // May's header (744, in view past 196) is a new view, the third.
        XCTAssertEqual(frame("grid.header1", at: 5), bar(249, 36))
        XCTAssertEqual(frame("grid.header2", at: 5), bar(309, 36))
        XCTAssertEqual(frame("grid.header3", at: 5), bar(744, 36))
        XCTAssertEqual(frame("grid.footer2", at: 5), bar(720, 24), "April's footer, a new view: March's is still in view")
        // 0.7 s (450): March's header has left; April's is pinned at the top.
        XCTAssertNil(frame("grid.header1", at: 7))
        XCTAssertEqual(frame("grid.header2", at: 7), bar(450, 36))
        XCTAssertNil(frame("grid.footer1", at: 7))
        // 1.6 s (505, the end): May's footer reuses March's footer view.
        XCTAssertEqual(frame("grid.header2", at: 16), bar(505, 36))
        XCTAssertEqual(frame("grid.footer1", at: 16), bar(1029, 24))
        // 2.5 s (back at 0): March's header and footer come back in the views that left first.
        XCTAssertEqual(frame("grid.header1", at: 25), bar(0, 36))
        XCTAssertEqual(frame("grid.header2", at: 25), bar(309, 36))
        XCTAssertEqual(frame("grid.footer1", at: 25), bar(285, 24))
        XCTAssertNil(frame("grid.header3", at: 25))
        try assertTwin("collection-headers", recording, overlays: [])
        XCTAssertEqual(recording.trace, try TimelineTwin.commandLineTrace("collection-headers"))
    }
}

