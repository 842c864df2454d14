import XCTest
import Geometry

/// The typed identities keep a `String` id's order, equality and text, so no output
/// changes when an id is typed.
final class LayoutIdentityTests: XCTestCase {
    func testSortsAsItsName() {
        // String order is by Unicode scalars: "Card" (C = 67) < "a" (97) < "a#2" < "b".
        let names = ["b", "a#2", "Card", "a"]
        XCTAssertEqual(names.map(ViewID.init).sorted().map(\.name), ["Card", "a", "a#2", "b"])
        XCTAssertEqual(names.map(LayoutConstraintID.init).sorted().map(\.name), names.sorted())
        XCTAssertFalse(ViewID("b") < ViewID("a"))
    }

    func testEqualAndHashedAsItsName() {
        let ids: Set<LayoutGuideID> = ["spacer", LayoutGuideID("spacer"), "gap"]
        XCTAssertEqual(ids.count, 2)
        XCTAssertNotEqual(ViewID("card"), ViewID("Card"))
    }

    func testTextIsTheName() {
        let id: LayoutConstraintID = "$.constraints[4]#2"
        XCTAssertEqual("\(id)", "$.constraints[4]#2")
        XCTAssertEqual(ViewID.root.description, "root")
        XCTAssertEqual(ViewID.window.name, "window")
        XCTAssertEqual(ViewID(guide: "spacer"), ViewID("spacer"))
    }

    /// Geometry's own values that name views take the identity: a stack's custom spacing is
    /// found by the arranged view's id (20 after a, the stack's 8 after b), and a rule's
    /// condition prints its view by name.
    func testGeometryValuesNameViewsByIdentity() {
        let stack = StackConfiguration(spacing: 8, arrangedSubviews: ["a", "b"], customSpacing: [ViewID("a"): 20])
        XCTAssertEqual(stack.arrangedSubviews, [ViewID("a"), ViewID("b")])
        XCTAssertEqual(stack.spacing(after: "a"), 20)
        XCTAssertEqual(stack.spacing(after: ViewID("b")), 8)
        let condition = FrameCondition(view: "a", attribute: .width, comparison: .less, value: 100)
        XCTAssertEqual(condition.view, ViewID("a"))
        XCTAssertEqual(condition.description, "a.width < 100")
    }
}
