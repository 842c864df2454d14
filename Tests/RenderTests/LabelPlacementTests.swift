import Geometry
import Overlays
import Render
import XCTest

/// `LabelPlacement`: each label at its own spot when that is free, else at the first free
/// candidate around it in the fixed order (up, left, right, down, then further out), inside
/// the bounds, with a leader line once it is more than 6 pt from what it labels.
final class LabelPlacementTests: XCTestCase {
    let screen = Size(400, 300)

    func placement() throws -> LabelPlacement { LabelPlacement(screen: screen, text: try TextEngine.shared()) }

    func tag(_ text: String, at: Point) -> Overlay { Overlay(.tag(text, at: at), style: .idTag) }

    func testAPillIsTheTextWithRoomAroundIt() throws {
        let p = try placement()
        let size = p.pillSize("card", font: OverlayPaint.labelFont)
        let text = try TextEngine.shared()
        // Half the font size each side, a fifth above and below.
        XCTAssertEqual(size.width, text.width(of: "card", font: OverlayPaint.labelFont) + 10, accuracy: 1e-9)
        XCTAssertEqual(size.height, text.lineHeight(for: OverlayPaint.labelFont) + 4, accuracy: 1e-9)
    }

    func testTagsAtOnePointStackUpThenDownThenFurtherOutWithALeader() throws {
        let p = try placement()
        let at = Point(100, 150)
        let placed = p.place(Array(repeating: tag("card", at: at), count: 4))
        let size = p.pillSize("card", font: OverlayPaint.labelFont)
        let (w, h) = (size.width, size.height)
        // The first on top of its point; the second one pill height (and the 2 pt gap) up.
        XCTAssertEqual(placed[0].pill, PlacedPill(rect: Rect(100, 150 - h, w, h)))
        XCTAssertEqual(placed[1].pill, PlacedPill(rect: Rect(100, 150 - 2 * h - 2, w, h)))
        // Half a pill left or right still overlaps the first: the third goes down, 2 pt
        // under its point — near enough to need no leader.
        XCTAssertEqual(placed[2].pill, PlacedPill(rect: Rect(100, 152, w, h)))
        // Every diagonal of the first ring overlaps a placed one; the fourth is two up,
        // 2h + 4 pt above its point: a leader from the point to the pill's bottom edge.
        XCTAssertEqual(placed[3].pill, PlacedPill(rect: Rect(100, 150 - 3 * h - 4, w, h),
                                                  leader: [at, Point(100, 150 - 2 * h - 4)]))
        XCTAssertEqual(overlappingPairs(placed), 0)
    }

    func testCandidatesPastTheEdgeAreSkipped() throws {
        let p = try placement()
        // At the top edge the tag is moved in (down); the second cannot go up, nor half a
        // pill sideways (it would overlap), so it goes below.
        let placed = p.place([tag("bar", at: Point(50, 0)), tag("bar", at: Point(50, 0))])
        let h = p.pillSize("bar", font: OverlayPaint.labelFont).height
        XCTAssertEqual(placed[0].pill?.rect.minY, 0)
        XCTAssertEqual(placed[1].pill?.rect.minY, h + 2)
        for o in placed { XCTAssertTrue(Rect(0, 0, 400, 300).encloses(o.pill!.rect)) }
    }

    func testTheOrderDecidesWhoKeepsItsSpotAndBadgesNeverMove() throws {
        let p = try placement()
        let a = tag("first", at: Point(100, 100)), b = tag("second", at: Point(100, 100))
        XCTAssertEqual(p.place([a, b], order: [1, 0])[1].pill?.rect.minY, p.place([b, a])[0].pill?.rect.minY)
        XCTAssertEqual(p.place([a, b], order: [1, 0])[1].pill?.rect.maxY, 100)
        // A badge is in its corner, 10 pt in, whatever comes before it in the list; a tag
        // at that corner moves off it.
        let badge = Overlay.statusBadge(inFlight: 2)
        let size = p.pillSize("✗ 2 violations", font: OverlayPaint.badgeFont)
        let placed = p.place([tag("late", at: Point(380, 290)), badge])
        XCTAssertEqual(placed[1].pill, PlacedPill(rect: Rect(390 - size.width, 290 - size.height, size.width, size.height)))
        XCTAssertEqual(overlappingPairs(placed), 0)
    }

    func testPlacedPillsStayAndAreAvoided() throws {
        let p = try placement()
        let fixed = PlacedPill(rect: Rect(90, 80, 60, 30))
        var first = tag("x", at: Point(100, 100)); first.pill = fixed
        let placed = p.place([first, tag("y", at: Point(100, 100))])
        XCTAssertEqual(placed[0].pill, fixed)
        XCTAssertEqual(overlappingPairs(placed), 0)
        // Placing again changes nothing: the same overlays, the same spots.
        XCTAssertEqual(p.place(placed), placed)
    }

    func testADimensionLabelSitsOnTheMiddleOfALongLineAndBesideAShortOne() throws {
        let p = try placement()
        let size = p.pillSize("12 pt", font: OverlayPaint.labelFont)
        let long = p.place([Overlay.violation(from: Point(100, 100), to: Point(300, 100), amount: 12)])[0]
        XCTAssertEqual(long.pill, PlacedPill(rect: Rect(200 - size.width / 2, 100 - size.height / 2, size.width, size.height)))
        // 20 pt is shorter than the pill: below the line, clear of it by 4 pt.
        let short = p.place([Overlay.violation(from: Point(100, 100), to: Point(120, 100), amount: 12)])[0]
        XCTAssertEqual(short.pill?.rect.minY ?? 0, 104, accuracy: 1e-9)
    }

    func testThousandsOfTagsArePlacedInsideTheBounds() throws {
        // Once `workBudget` comparisons are spent, labels keep their own spot: the work stays
        // bounded, and cut at the same label on every run.
        let p = try placement()
        let tags = (0..<2_000).map { tag("v\($0)", at: Point(Double($0 % 40) * 10, Double($0 / 40) * 6)) }
        let placed = p.place(tags)
        XCTAssertTrue(placed.allSatisfy { $0.pill.map { Rect(0, 0, 400, 300).encloses($0.rect) } ?? false })
        XCTAssertEqual(p.place(tags), placed)
    }

    func testAPileOfTagsStopsLookingForRoomOnceItsWorkIsSpent() throws {
        // 45 tags on one point: without a limit the last still finds a free spot (checked
        // with the limit lifted); the counted work runs out first, so it keeps its own.
        let p = try placement()
        let pile = (0..<45).map { tag("v\($0)", at: Point(200, 150)) }
        let placed = p.place(pile)
        let own = placed[0].pill!.rect.origin
        XCTAssertNotEqual(placed[1].pill!.rect.origin, own)
        XCTAssertEqual(placed[44].pill!.rect.origin, own)
        XCTAssertEqual(p.place(pile), placed)
    }

    func overlappingPairs(_ overlays: [Overlay]) -> Int {
        let rects = overlays.compactMap { $0.pill?.rect }
        var n = 0
        for i in rects.indices { for j in rects.indices where j > i {
            if rects[i].minX < rects[j].maxX - 1e-6 && rects[j].minX < rects[i].maxX - 1e-6
                && rects[i].minY < rects[j].maxY - 1e-6 && rects[j].minY < rects[i].maxY - 1e-6 { n += 1 }
        } }
        return n
    }
}

extension Rect {
    func encloses(_ r: Rect) -> Bool {
        r.minX >= minX - 1e-9 && r.minY >= minY - 1e-9 && r.maxX <= maxX + 1e-9 && r.maxY <= maxY + 1e-9
    }
}
