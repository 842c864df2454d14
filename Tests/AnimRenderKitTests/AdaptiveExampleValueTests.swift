import Foundation
import Geometry
import Playback
import XCTest
@testable import AnimRenderKit
import TestSupport

/// The adaptive-layout examples (size classes on rotation, right-to-left, Dynamic Type)
/// and right-to-left timelines, played from JSON and checked against positions worked out
/// by hand from the device table (docs/devices.md) and UIKit's documented rules.
final class AdaptiveExampleValueTests: XCTestCase {
    /// iPhone 15 Pro Max: 430 × 932, safe area 59 top / 34 bottom in portrait; 932 × 430
    /// with 59 left and right, 21 bottom in landscape. Compact/regular in portrait,
    /// regular/compact in landscape (a 430 pt phone). The rotation starts at 0.3 s
    /// (frame 9 at 30 fps) and runs the system's 0.3 s.
    func testSizeClassRotation() throws {
        let (compiled, f) = try play(example: "size-class-rotation")
        // Portrait: photo 16 from the safe area's sides, 59 + 16 from the top, 240 tall;
        // the caption 16 below it, aligned both sides, 120 tall. No sidebar (wR only).
        XCTAssertEqual(f[0].traits, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        XCTAssertClose(frame(f, 0, "photo"), Rect(16, 75, 398, 240))
        XCTAssertClose(frame(f, 0, "caption"), Rect(16, 331, 398, 120))
        XCTAssertNil(f[0].view("sidebar"))
        XCTAssertNotNil(f[0].constraint("atEdge"))
        XCTAssertNil(f[0].constraint("afterSidebar"))
        XCTAssertEqual(f[8].traits.sizeClasses, .compactRegular)
        // The switch is inside the rotation: from its first frame the traits are the
        // landscape ones and the variations for them are in effect.
        for k in 9..<f.count {
            XCTAssertEqual(f[k].traits.sizeClasses, SizeClasses(horizontal: .regular, vertical: .compact), "frame \(k)")
            XCTAssertNil(f[k].constraint("atEdge"), "frame \(k)")
            XCTAssertNotNil(f[k].constraint("afterSidebar"), "frame \(k)")
            XCTAssertNotNil(f[k].view("sidebar"), "frame \(k)")
        }
        // Landscape: sidebar at 59 + 16, 16 from the top, 430 − 21 − 32 = 377 tall, 200
        // wide; the photo 16 after it (291), 280 wide, as tall as the sidebar; the caption
        // 16 after the photo (587) to 59 + 16 before the right edge (857), 120 tall.
        let last = f.count - 1
        XCTAssertClose(frame(f, last, "sidebar"), Rect(75, 16, 200, 377))
        XCTAssertClose(frame(f, last, "photo"), Rect(291, 16, 280, 377))
        XCTAssertClose(frame(f, last, "caption"), Rect(587, 16, 270, 120))
        // UIKit's order at the rotation: willTransition(to:with:), viewWillTransition,
        // then traitCollectionDidChange before the layout pass that the coordinator animates.
        let at = compiled.player.trace.entries.filter { abs($0.time - 0.3) < 1e-9 }.map(\.message)
        let will = try XCTUnwrap(at.firstIndex { $0.hasPrefix("willTransition(to: UITraitCollection(") })
        let size = try XCTUnwrap(at.firstIndex { $0.hasPrefix("viewWillTransition(to: (932, 430)") })
        let did = try XCTUnwrap(at.firstIndex { $0.hasPrefix("traitCollectionDidChange(") })
        let pass = try XCTUnwrap(at.firstIndex { $0.hasPrefix("layout pass") })
        XCTAssertLessThan(will, size)
        XCTAssertLessThan(size, did)
        XCTAssertLessThan(did, pass)
    }

    /// iPhone 14, 390 wide, right to left: leading is the right edge.
    func testRightToLeftExample() throws {
        let (_, f) = try play(example: "right-to-left")
        // The avatar ends 20 before the right edge: 390 − 20 − 56; 47 + 20 from the top.
        XCTAssertClose(frame(f, 0, "avatar"), Rect(314, 67, 56, 56))
        // The name runs from 12 left of the avatar (302) to 20 from the left edge, and its
        // natural alignment is drawn right.
        XCTAssertEqual(frame(f, 0, "name")?.minX, 20)
        XCTAssertEqual(frame(f, 0, "name")?.maxX, 302)
        XCTAssertEqual(f[0].view("name")?.textAlignment, .right)
        // The tag stack hugs 72 + 8 + 82 + 8 + 72 = 242 and ends 20 before the right edge;
        // tag1 (first arranged) at its leading, right, end.
        XCTAssertClose(frame(f, 0, "tags"), Rect(128, 147, 242, 28))
        XCTAssertEqual(frame(f, 0, "tag1")?.minX, 170)
        XCTAssertEqual(frame(f, 0, "tag2")?.minX, 80)
        XCTAssertEqual(frame(f, 0, "tag3")?.minX, 0)
        // Directional margins 12 leading (right), 60 trailing (left) on a 350 wide card.
        XCTAssertEqual(frame(f, 0, "card")?.minX, 20)
        XCTAssertEqual(frame(f, 0, "card")?.width, 350)
        XCTAssertEqual(frame(f, 0, "cardText")?.minX, 60)
        XCTAssertEqual(frame(f, 0, "cardText")?.width, 278)
        // VFL, leading to trailing by default: first ends 20 before the right edge, the
        // others follow leftwards 10 apart.
        XCTAssertEqual([frame(f, 0, "first")?.minX, frame(f, 0, "second")?.minX, frame(f, 0, "third")?.minX], [290, 200, 110])
        // The playback bar keeps left to right inside: rewind 16 from its left edge, the
        // progress growing from the track's left end.
        XCTAssertEqual(frame(f, 0, "rewind")?.minX, 16)
        let track = try XCTUnwrap(frame(f, 0, "track"))
        XCTAssertEqual(track.maxX, 334)
        XCTAssertEqual(frame(f, 0, "progress")?.minX, 0)
        XCTAssertEqual(frame(f, 0, "progress")?.width ?? 0, 0.2 * track.width, accuracy: 1e-9)
        XCTAssertEqual(frame(f, f.count - 1, "progress")?.width ?? 0, 0.8 * track.width, accuracy: 1e-9)
        XCTAssertEqual(f[0].traits.layoutDirection, .rightToLeft)
    }

    /// iPhone 16. Text styles at large (34, 17, 17, 13), accessibilityExtraLarge from 0.4 s
    /// (52, 40, 40, 33) and extraSmall from 1.4 s (31, 14, 14, 12), Apple's table; the
    /// fixed 15 pt label never changes.
    func testDynamicTypeExample() throws {
        let (_, f) = try play(example: "dynamic-type")
        let ids = ["title", "subtitle", "body", "note", "fixed"]
        func sizes(_ k: Int) -> [Double] { ids.map { f[k].view(.init($0))?.font.size ?? -1 } }
        XCTAssertEqual(sizes(0), [34, 17, 17, 13, 15])
        XCTAssertEqual(f[0].traits.contentSizeCategory, .large)
        XCTAssertEqual(sizes(11), [34, 17, 17, 13, 15])
        XCTAssertEqual(sizes(12), [52, 40, 40, 33, 15])
        XCTAssertEqual(f[12].traits.contentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(sizes(41), [52, 40, 40, 33, 15])
        XCTAssertEqual(sizes(42), [31, 14, 14, 12, 15])
        XCTAssertEqual(f[f.count - 1].traits.contentSizeCategory, .extraSmall)
        XCTAssertEqual(f[f.count - 1].view("subtitle")?.font.weight, .semibold)
        // The fixed label's frame is the same at the two ends of the size changes, shifted
        // only by the labels above it.
        XCTAssertEqual(frame(f, 0, "fixed")?.size, frame(f, f.count - 1, "fixed")?.size)
    }

    /// VFL's direction options and a vertical stack's leading/trailing alignments in a
    /// right-to-left iPhone 8 (375 wide), as Apple documents them: leading to trailing
    /// (the default) follows the layout direction, left to right and right to left are
    /// fixed to the screen; a stack's leading alignment is the leading (right) edge.
    func testVisualFormatDirectionsAndStackAlignmentsFromJSON() throws {
        func document(_ direction: String) -> String {
            #"""
            { "version": 1, "screen": { "device": "iPhone 8", "layoutDirection": "\#(direction)" },
              "render": { "fps": 10 },
              "views": [ { "id": "a" }, { "id": "b" }, { "id": "c" }, { "id": "d" }, { "id": "e" }, { "id": "f" },
                { "id": "lead", "stack": { "axis": "vertical", "alignment": "leading", "spacing": 4, "arrangedSubviews": ["l1", "l2"] } },
                { "id": "l1", "intrinsicContentSize": [40, 20] }, { "id": "l2", "intrinsicContentSize": [80, 20] },
                { "id": "trail", "stack": { "axis": "vertical", "alignment": "trailing", "arrangedSubviews": ["t1"] } },
                { "id": "t1", "intrinsicContentSize": [40, 20] } ],
              "constraints": [
                { "vfl": "H:|-20-[a(50)]-10-[b(60)]", "options": ["alignAllTop"] },
                { "vfl": "H:|-20-[c(50)]-10-[d(60)]", "options": ["alignAllTop", "directionLeftToRight"] },
                { "vfl": "H:|-20-[e(50)]-10-[f(60)]", "options": ["alignAllTop", "directionRightToLeft"] },
                { "vfl": "V:|-40-[a(10)]-[c(10)]-[e(10)]" }, "b.height == 10", "d.height == 10", "f.height == 10",
                "lead.leading == root.leading + 16", "lead.width == 200", "lead.top == root.top + 200",
                "trail.leading == root.leading + 16", "trail.width == 200", "trail.top == root.top + 300"
              ],
              "timeline": [] }
            """#
        }
        let rtl = try play(json: document("rightToLeft")).frames[0]
        XCTAssertEqual([rtl.view("a")?.frame.minX, rtl.view("b")?.frame.minX], [305, 235])   // 375 − 20 − 50; 305 − 10 − 60
        XCTAssertEqual([rtl.view("c")?.frame.minX, rtl.view("d")?.frame.minX], [20, 80])
        XCTAssertEqual([rtl.view("e")?.frame.minX, rtl.view("f")?.frame.minX], [305, 235])
        XCTAssertEqual(rtl.view("lead")?.frame.minX, 159)                                    // 375 − 16 − 200
        XCTAssertEqual([rtl.view("l1")?.frame.minX, rtl.view("l2")?.frame.minX], [160, 120])  // flush right
        XCTAssertEqual(rtl.view("l2")?.frame.minY, 24)
        XCTAssertEqual(rtl.view("t1")?.frame.minX, 0)                                        // trailing: left
        let ltr = try play(json: document("leftToRight")).frames[0]
        XCTAssertEqual([ltr.view("a")?.frame.minX, ltr.view("b")?.frame.minX], [20, 80])
        XCTAssertEqual([ltr.view("c")?.frame.minX, ltr.view("d")?.frame.minX], [20, 80])
        XCTAssertEqual([ltr.view("e")?.frame.minX, ltr.view("f")?.frame.minX], [305, 235])
        XCTAssertEqual(ltr.view("lead")?.frame.minX, 16)
        XCTAssertEqual([ltr.view("l1")?.frame.minX, ltr.view("l2")?.frame.minX], [0, 0])
        XCTAssertEqual(ltr.view("t1")?.frame.minX, 160)
        XCTAssertEqual(rtl.traits.layoutDirection, .rightToLeft)
        XCTAssertEqual(ltr.traits.layoutDirection, .leftToRight)
    }

    /// The one-row-or-two rules with no gap between their thresholds (iPhone 8, row 343
    /// wide): one row makes the subviews (343 − 16 − 24) / 4 = 75.75 wide, two rows
    /// (343 − 16 − 8) / 2 = 159.5; each switch undoes the other. The pass is stopped after
    /// 100 layoutSubviews, reported once, and the last layout (two rows) kept.
    func testLayoutFeedbackLoopExample() throws {
        let (compiled, f) = try play(example: "layout-feedback-loop")
        let trace = compiled.player.trace.formatted
        XCTAssertEqual(trace.components(separatedBy: "Degenerate layout! Layout feedback loop detected").count - 1, 1, trace)
        XCTAssertEqual(frame(f, 0, "a")?.width, 159.5)
        XCTAssertEqual(frame(f, 0, "c")?.minY, 76)   // 8 + 60 + 8
        XCTAssertEqual(frame(f, f.count - 1, "a")?.width, 159.5)
        // The constraints in effect are the one-row ones the last rule switched on while
        // the screen still shows two rows, so no frame conforms: oneRowTop (c.top == a.top)
        // is off by 76 − 8 = 68 and oneRowBetween (c.leading == b.trailing + 8) by
        // 175.5 + 159.5 + 8 − 8 = 335.
        for k in f.indices {
            XCTAssertFalse(f[k].conforms, "frame \(k)")
            let amounts = Dictionary(f[k].violations.map { ($0.constraint, $0.amount) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(amounts["oneRowTop"] ?? 0, 68, accuracy: 1e-9, "frame \(k)")
            XCTAssertEqual(amounts["oneRowBetween"] ?? 0, 335, accuracy: 1e-9, "frame \(k)")
        }
    }
}
