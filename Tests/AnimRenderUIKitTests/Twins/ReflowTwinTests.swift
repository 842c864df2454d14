import AnimRenderUIKit
import XCTest

/// Timelines/ examples whose layout adapts to a rotation, written in Swift: constraint sets
/// switched on size classes, and rows rearranged in `layoutSubviews`.
@MainActor
final class ReflowTwinTests: XCTestCase {
    func testSizeClassRotation() async throws {
        final class Controller: UIViewController {
            let sidebar = UIView(), menu = UILabel(), photo = UIView(), photoText = UILabel()
            let caption = UIView(), captionText = UILabel()
            /// The sidebar's own constraints and the photo's place beside it (regular width).
            var regularWidth: [NSLayoutConstraint] = []
            var compactWidth: [NSLayoutConstraint] = []
            /// Photo above caption (regular height) or beside it (compact height).
            var regularHeight: [NSLayoutConstraint] = []
            var compactHeight: [NSLayoutConstraint] = []
            var traitChanges: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                sidebar.accessibilityIdentifier = "sidebar"
                sidebar.backgroundColor = hex(0x34495E)
                sidebar.layer.cornerRadius = 12
                menu.accessibilityIdentifier = "menu"
                menu.text = "Sidebar (wR)"
                menu.textColor = hex(0xFFFFFF)
                menu.font = .preferredFont(forTextStyle: .headline)
                photo.accessibilityIdentifier = "photo"
                photo.backgroundColor = hex(0x4A90E2)
                photo.layer.cornerRadius = 12
                photoText.accessibilityIdentifier = "photoText"
                photoText.text = "Photo"
                photoText.textColor = hex(0xFFFFFF)
                photoText.font = .preferredFont(forTextStyle: .title2)
                caption.accessibilityIdentifier = "caption"
                caption.backgroundColor = hex(0xF5A623)
                caption.layer.cornerRadius = 12
                captionText.accessibilityIdentifier = "captionText"
                captionText.text = "Caption"
                captionText.font = .preferredFont(forTextStyle: .body)
                for v in [sidebar, menu, photo, photoText, caption, captionText] { v.translatesAutoresizingMaskIntoConstraints = false }
                sidebar.addSubview(menu)      // the sidebar joins the screen only in regular width
                view.addSubview(photo)
                photo.addSubview(photoText)
                view.addSubview(caption)
                caption.addSubview(captionText)

                let safe = view.safeAreaLayoutGuide
                let sidebarPins = [sidebar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
                                   sidebar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                                   sidebar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)]
                for c in sidebarPins { c.identifier = "$.constraints[0]" }
                let sidebarInside = [
                    sidebar.widthAnchor.constraint(equalToConstant: 200),
                    menu.topAnchor.constraint(equalTo: sidebar.topAnchor, constant: 16),
                    menu.leadingAnchor.constraint(equalTo: sidebar.leadingAnchor, constant: 16),
                ].namedAsTimeline(from: 1)
                let afterSidebar = photo.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 16)
                afterSidebar.identifier = "afterSidebar"
                regularWidth = sidebarPins + sidebarInside + [afterSidebar]
                let atEdge = photo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16)
                atEdge.identifier = "atEdge"
                compactWidth = [atEdge]
                let always = [
                    photo.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
                    photoText.centerXAnchor.constraint(equalTo: photo.centerXAnchor),
                    photoText.centerYAnchor.constraint(equalTo: photo.centerYAnchor),
                    captionText.leadingAnchor.constraint(equalTo: caption.leadingAnchor, constant: 16),
                    captionText.centerYAnchor.constraint(equalTo: caption.centerYAnchor),
                ].namedAsTimeline(from: 6)
                let views = ["photo": photo, "caption": caption]
                let stacked = NSLayoutConstraint.constraints(withVisualFormat: "V:[photo(240)]-16-[caption(120)]",
                                                             options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: views)
                for c in stacked { c.identifier = "stacked" }   // stacked, stacked#2 … as the entry's
                let stackedWidth = photo.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)
                stackedWidth.identifier = "stackedWidth"
                regularHeight = stacked + [stackedWidth]
                let sideBySide = NSLayoutConstraint.constraints(withVisualFormat: "H:[photo(280)]-16-[caption]",
                                                                options: .alignAllTop, metrics: nil, views: views)
                for c in sideBySide { c.identifier = "sideBySide" }
                let ends = caption.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)
                ends.identifier = "sideBySideEnds"
                let bottom = photo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)
                bottom.identifier = "sideBySideBottom"
                let height = caption.heightAnchor.constraint(equalToConstant: 120)
                height.identifier = "captionHeight"
                compactHeight = sideBySide + [ends, bottom, height]
                NSLayoutConstraint.activate(always)
                apply(traitCollection)
            }

            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                traitChanges.append("\(traitCollection.horizontalSizeClass)/\(traitCollection.verticalSizeClass)")
                apply(traitCollection)
            }

            /// The constraint sets for `traits`: deactivated first, so that no moment holds both.
            func apply(_ traits: UITraitCollection) {
                let regularW = traits.horizontalSizeClass == .regular, regularH = traits.verticalSizeClass == .regular
                NSLayoutConstraint.deactivate((regularW ? compactWidth : regularWidth) + (regularH ? compactHeight : regularHeight))
                if regularW && sidebar.superview == nil { view.insertSubview(sidebar, at: 0) }
                if !regularW { sidebar.removeFromSuperview() }
                NSLayoutConstraint.activate((regularW ? regularWidth : compactWidth) + (regularH ? regularHeight : compactHeight))
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 15 Pro Max").record(vc, fps: 30) { script in
            script.rotate(to: .landscapeLeft, at: 0.3)
        }
        try assertTwin("size-class-rotation", recording,
                       options: RecordingOutputOptions(overlays: [.violations, .safeArea], deviceOutline: true))
        XCTAssertEqual(vc.traitChanges, ["regular/compact"])
        // At the end, landscape (932 × 430, safe area 59 at each side): the sidebar 200 wide at
        // 59 + 16, the photo 280 wide after it, the caption to the safe area's trailing edge.
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views["sidebar"]?.frame, CGRect(x: 75, y: 16, width: 200, height: 377))
        XCTAssertEqual(last.views["photo"]?.frame.minX ?? 0, 291, accuracy: 0.001)
        XCTAssertEqual(last.views["photo"]?.frame.width ?? 0, 280, accuracy: 0.001)
        XCTAssertNil(recording.frames[0].views["sidebar"])
    }

    func testAutoresizingVFL() async throws {
        final class Controller: UIViewController {
            /// A toolbar as written before Auto Layout: a frame and a mask that stretches it.
            let toolbar = UIView(frame: CGRect(x: 0, y: 20, width: 768, height: 44))
            let a = UIView(), b = UIView(), c = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                toolbar.accessibilityIdentifier = "toolbar"
                toolbar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
                toolbar.backgroundColor = hex(0x333333)
                view.addSubview(toolbar)
                for (v, name, color) in [(a, "a", 0xFF6B6B), (b, "b", 0x4ECDC4), (c, "c", 0xFFE66D)] as [(UIView, String, UInt32)] {
                    v.accessibilityIdentifier = name
                    v.backgroundColor = hex(color)
                    v.layer.cornerRadius = 8
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let views = ["toolbar": toolbar, "a": a, "b": b, "c": c]
                let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-[c(==a)]-|",
                                                         options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
                for c in row { c.identifier = "$.constraints[0]" }
                let below = NSLayoutConstraint.constraints(withVisualFormat: "V:[toolbar]-pad-[a(>=80,<=120@750)]",
                                                           metrics: ["pad": 24], views: views)
                for c in below { c.identifier = "$.constraints[1]" }
                let height = a.heightAnchor.constraint(equalToConstant: 100)
                height.priority = UILayoutPriority(500)
                NSLayoutConstraint.activate(row + below + [height].namedAsTimeline(from: 2))
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPad").record(vc, fps: 30) { script in
            script.rotate(to: .landscapeRight, at: 0.2)
        }
        try assertTwin("autoresizing-vfl", recording, options: RecordingOutputOptions(scale: 1, deviceOutline: true))
        // Landscape: the mask stretches the toolbar to 1024; the three buttons share the
        // width between the 20-point margins and 8-point gaps; a's height, between 80 and
        // 120, settles at 100 (its 500 beats nothing stronger).
        let end = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(end.views["toolbar"]?.frame, CGRect(x: 0, y: 20, width: 1024, height: 44))
        XCTAssertEqual(end.views["a"]?.frame.minY ?? 0, 88, accuracy: 0.001)
        XCTAssertEqual(end.views["a"]?.frame.height ?? 0, 100, accuracy: 0.001)
        XCTAssertEqual(end.views["c"]?.frame.maxX ?? 0, 1024 - 20, accuracy: 0.5)
    }

    func testOneRowTwoRows() async throws {
        // Four tiles in one row, or two rows of two when one row makes them narrower than
        // 100 pt; back to one row when two rows would make them 208 pt wide or more.
        let vc = TileRowController(twoRowsBelow: 100, oneRowFrom: 208)
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.rotate(to: .landscapeLeft, at: 0.5)
            script.rotate(to: .portrait, at: 1.3)
        }
        try assertTwin("one-row-two-rows", recording, options: RecordingOutputOptions(deviceOutline: true))
        // Portrait: 343 wide, one row would give (343 - 40) / 4 = 75.75 < 100: two rows of
        // (343 - 24) / 2 = 159.5. Landscape (667 wide): two rows would give 309.5 ≥ 208, so
        // one row of (635 - 40) / 4 = 148.75.
        XCTAssertEqual(recording.frames[0].views["a"]?.frame.width ?? 0, 159.5, accuracy: 0.001)
        XCTAssertEqual(recording.frames[0].views["c"]?.frame.minY ?? 0, 76, accuracy: 0.001)
        let landscape = recording.frames[36]   // 1.2 s: the first turn is over
        XCTAssertEqual(landscape.views["a"]?.frame.width ?? 0, 148.75, accuracy: 0.001)
        XCTAssertEqual(landscape.views["c"]?.frame.minY ?? 0, 8, accuracy: 0.001)
        XCTAssertEqual(recording.frames.last?.views["a"]?.frame.width ?? 0, 159.5, accuracy: 0.001)
    }
}
