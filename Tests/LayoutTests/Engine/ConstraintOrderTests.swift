@testable import Layout
import XCTest
import enum Timeline.ConstraintParser

/// The engine lists constraints in the order they were made; a front end that hands a
/// constraint (or a view) over later than it was made says where it belongs.
final class ConstraintOrderTests: XCTestCase {
    func testAConstraintIsListedBeforeTheOneItNames() throws {
        let e = makeEngine()
        try addPinnedCard(to: e)   // lead, trail, top, h
        try e.store.addConstraint(ConstraintParser.parse("card.width == 300 @500", id: "wish"), before: "top")
        XCTAssertEqual(e.store.activeDrawableConstraints.map(\.id), ["lead", "trail", "wish", "top", "h"])
        // Listing is not solving: the pins still win over the wish.
        e.layoutIfNeeded()
        assertRect(e.frame("card"), 20, 40, 335, 100)
    }

    func testAnUnknownPlaceIsAnErrorAndAddsNothing() throws {
        let e = makeEngine()
        try addPinnedCard(to: e)
        XCTAssertThrowsError(try e.store.addConstraint(ConstraintParser.parse("card.width == 10 @400", id: "x"), before: "nope")) {
            XCTAssertEqual($0 as? LayoutError, .unknownConstraint("nope"))
        }
        XCTAssertNil(e.store.constraint("x"))
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "label", text: "Hi"), generatedBefore: "nope")) {
            XCTAssertEqual($0 as? LayoutError, .unknownConstraint("nope"))
        }
        XCTAssertNil(e.tree.layout(of: "label"))
    }

    func testAViewsGeneratedConstraintsAreListedBeforeTheOneNamed() throws {
        let e = makeEngine()
        try addPinnedCard(to: e)
        try e.addView(ViewSpec(id: "label", translatesAutoresizingMaskIntoConstraints: false, text: "Hi"), generatedBefore: "trail")
        let listed = e.store.recordOrder.map(\.id).filter { $0.name.hasPrefix("label.") || ["lead", "trail", "top"].contains($0) }
        XCTAssertEqual(listed, ["lead", "label.width<=intrinsic", "label.width>=intrinsic", "label.height<=intrinsic",
                                "label.height>=intrinsic", "trail", "top"])
        // Without a place they come last, as before.
        try e.addView(ViewSpec(id: "note", translatesAutoresizingMaskIntoConstraints: false, text: "Yo"))
        XCTAssertEqual(e.store.recordOrder.last?.id, "note.height>=intrinsic")
    }
}
