import Cassowary
import Geometry
@testable import Layout
import XCTest

final class TransformGeometryTests: XCTestCase {
    /// A 180×180 tile pinned 20 from root's top-left.
    func pinnedTile(style: UIKitStyle, transform: AffineTransform, keepCenter: Bool = false) throws -> LayoutEngine {
        let e = makeEngine(style: style)
        try e.addView(ViewSpec(id: "container", keepCenterOf: keepCenter ? "tile" : nil))
        try e.addView(ViewSpec(id: "tile", parent: "container", transform: transform))
        try e.add(all: ["container.leading == root.leading", "container.top == root.top", "container.width == 300",
                  "container.height == 300", "tile.leading == container.leading + 20", "tile.top == container.top + 20",
                  "tile.width == 180", "tile.height == 180"])
        e.appear()
        return e
    }

    func testModernScaleKeepsTheCenter() throws {
        let e = try pinnedTile(style: .modern, transform: AffineTransform(scaleX: 0.5, y: 0.5))
        let t = try XCTUnwrap(e.tree.layout(of: "tile"))
        assertRect(t.layoutRect, 20, 20, 180, 180)
        XCTAssertEqual(t.center, Point(110, 110))
        XCTAssertEqual(t.bounds, Rect(0, 0, 180, 180))
        assertRect(t.frame, 65, 65, 90, 90)
    }

    func testLegacyScaleKeepsTheTopLeftCorner() throws {
        let e = try pinnedTile(style: .legacy, transform: AffineTransform(scaleX: 0.5, y: 0.5))
        let t = try XCTUnwrap(e.tree.layout(of: "tile"))
        XCTAssertEqual(t.center, Point(65, 65))
        XCTAssertEqual(t.bounds, Rect(0, 0, 180, 180))
        assertRect(t.frame, 20, 20, 90, 90)
    }

    func testRotatedFrameIsTheBoundingBox() throws {
        // A 180×180 square turned 45°: its bounding box is 180·√2 wide, same center.
        let e = try pinnedTile(style: .modern, transform: AffineTransform(rotationAngle: .pi / 4))
        let side = 180 * 2.0.squareRoot()
        assertRect(e.frame("tile"), 110 - side / 2, 110 - side / 2, side, side, accuracy: 1e-9)
        assertRect(e.tree.windowFrame(of: "tile")!, 110 - side / 2, 110 - side / 2, side, side, accuracy: 1e-9)
    }

    func testLegacyRotatedRectangleFramePlacedAtTheLayoutOrigin() throws {
        let e = makeEngine(style: .legacy)
        try e.addView(ViewSpec(id: "bar", transform: AffineTransform(rotationAngle: .pi / 2)))
        try e.add(all: ["bar.leading == root.leading + 20", "bar.top == root.top + 20", "bar.width == 200", "bar.height == 100"])
        e.appear()
        // Turned a quarter: the box is 100 wide and 200 tall, its corner at (20, 20).
        assertRect(e.frame("bar"), 20, 20, 100, 200, accuracy: 1e-9)
        XCTAssertEqual(e.tree.layout(of: "bar")!.center.x, 70, accuracy: 1e-9)
        XCTAssertEqual(e.tree.layout(of: "bar")!.center.y, 120, accuracy: 1e-9)
    }

    func testTransformChangeModernNeedsNoPassLegacyDrifts() throws {
        for style in UIKitStyle.allCases {
            let e = try pinnedTile(style: style, transform: .identity)
            try e.updateView("tile") { $0.transform = AffineTransform(scaleX: 0.5, y: 0.5) }
            // Until a pass runs, both keep the center and scale about it.
            XCTAssertEqual(e.tree.layout(of: "tile")?.center, Point(110, 110))
            e.layoutIfNeeded()
            XCTAssertEqual(e.tree.layout(of: "tile")?.center, style == .modern ? Point(110, 110) : Point(65, 65), "\(style)")
        }
    }

    func testKeepCenterOfRestoresTheFirstCenter() throws {
        let e = try pinnedTile(style: .legacy, transform: .identity, keepCenter: true)
        XCTAssertEqual(e.tree.layout(of: "tile")?.center, Point(110, 110))
        try e.updateView("tile") { $0.transform = AffineTransform(scaleX: 0.5, y: 0.5) }
        e.layoutIfNeeded()
        XCTAssertEqual(e.tree.layout(of: "tile")?.center, Point(110, 110))
        assertRect(e.frame("tile"), 65, 65, 90, 90)
        // And it is not a violation at rest.
        XCTAssertEqual(e.diagnostics.violations(presentation: [:]), [])
    }

    func testGeometryRoundTrips() {
        let t = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 0.7, y: 1.2))
        for style in UIKitStyle.allCases {
            let rect = Rect(12, 34, 56, 78)
            let g = ViewGeometry.place(rect, transform: t, anchorPoint: Point(0.2, 0.9), style: style)
            let back = ViewGeometry.layoutRect(center: g.center, bounds: g.bounds, transform: t, anchorPoint: Point(0.2, 0.9), style: style)
            assertRect(back, 12, 34, 56, 78, accuracy: 1e-9)
        }
    }
}
