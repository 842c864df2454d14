import Geometry
import XCTest
import Layout
@testable import Timeline
import TestSupport

final class ShorthandTests: XCTestCase {
    private typealias E = ParsingExpect
    private let parentOf: (String) -> String? = { $0 == "card" ? "root" : nil }

    /// PureLayout's autoPinEdgesToSuperviewEdges(with: insets): near edges `+ inset`,
    /// far edges `- inset`, in the order top, leading, bottom, trailing.
    func testPinAllEdgesWithInwardInsets() throws {
        XCTAssertEqual(try Shorthand.pinEdges(view: "card", insets: .uniform(10), parentOf: parentOf), [
            E.constraint("card", .top, .equal, "root", .top, constant: 10),
            E.constraint("card", .leading, .equal, "root", .leading, constant: 10),
            E.constraint("card", .bottom, .equal, "root", .bottom, constant: -10),
            E.constraint("card", .trailing, .equal, "root", .trailing, constant: -10),
        ])
    }

    func testPinToGuidesAndChosenEdges() throws {
        XCTAssertEqual(try Shorthand.pinEdges(view: "card", to: .safeArea, edges: [.top, .trailing],
                                              insets: Shorthand.Insets(top: 4, right: 6), parentOf: parentOf), [
            E.constraint("card", .top, .equal, "root", .top, guide: .safeArea, constant: 4),
            E.constraint("card", .trailing, .equal, "root", .trailing, guide: .safeArea, constant: -6),
        ])
        XCTAssertEqual(try Shorthand.pinEdges(view: "card", to: .margins, edges: [.left], parentOf: parentOf),
                       [E.constraint("card", .left, .equal, "root", .left, guide: .margins)])
    }

    /// Left-to-right: leading/left and trailing/right stand in for each other.
    func testInsetFallbacks() {
        let lr = Shorthand.Insets(left: 5, right: 7)
        XCTAssertEqual([PinEdge.leading, .trailing, .left, .right, .top, .bottom].map { lr.inset(for: $0) }, [5, 7, 5, 7, 0, 0])
        let lt = Shorthand.Insets(leading: 3, trailing: 4)
        XCTAssertEqual([PinEdge.left, .right].map { lt.inset(for: $0) }, [3, 4])
        let both = Shorthand.Insets(left: 1, right: 2, leading: 3, trailing: 4)
        XCTAssertEqual([PinEdge.leading, .trailing, .left, .right].map { both.inset(for: $0) }, [3, 4, 1, 2])
        // Right-to-left, leading stands for the right side of the screen.
        XCTAssertEqual([PinEdge.leading, .trailing].map { lr.inset(for: $0, direction: .rightToLeft) }, [7, 5])
        XCTAssertEqual([PinEdge.left, .right].map { lt.inset(for: $0, direction: .rightToLeft) }, [4, 3])
    }

    /// "At least 10 inside" on every edge: far edges flip the relation.
    func testInequalityInsetsFlipOnFarEdges() throws {
        XCTAssertEqual(try Shorthand.pinEdges(view: "card", edges: [.top, .bottom, .left, .right], insets: .uniform(10),
                                              relation: .greaterThanOrEqual, parentOf: parentOf), [
            E.constraint("card", .top, .greaterThanOrEqual, "root", .top, constant: 10),
            E.constraint("card", .bottom, .lessThanOrEqual, "root", .bottom, constant: -10),
            E.constraint("card", .left, .greaterThanOrEqual, "root", .left, constant: 10),
            E.constraint("card", .right, .lessThanOrEqual, "root", .right, constant: -10),
        ])
    }

    func testCenter() throws {
        XCTAssertEqual(try Shorthand.center(view: "card", in: .margins, parentOf: parentOf), [
            E.constraint("card", .centerX, .equal, "root", .centerX, guide: .margins),
            E.constraint("card", .centerY, .equal, "root", .centerY, guide: .margins),
        ])
        XCTAssertEqual(try Shorthand.center(view: "card", parentOf: parentOf).map(\.secondItem),
                       [ItemReference(view: "root"), ItemReference(view: "root")])
    }

    func testSize() throws {
        XCTAssertEqual(try Shorthand.size(view: "card", width: 100, height: 50), [
            E.constraint("card", .width, .equal, constant: 100),
            E.constraint("card", .height, .equal, constant: 50),
        ])
        XCTAssertEqual(try Shorthand.size(view: "card", height: 0), [E.constraint("card", .height, .equal, constant: 0)])
    }

    func testErrors() {
        XCTAssertThrowsError(try Shorthand.size(view: "card")) {
            XCTAssertEqual(($0 as? ShorthandError)?.message, "size of 'card' needs a width, a height or both")
        }
        XCTAssertThrowsError(try Shorthand.size(view: "card", width: -1)) {
            XCTAssertEqual(($0 as? ShorthandError)?.message, "width of 'card' must be a finite number ≥ 0, not -1.0")
        }
        XCTAssertThrowsError(try Shorthand.pinEdges(view: "window", parentOf: parentOf)) {
            XCTAssertEqual(($0 as? ShorthandError)?.message, "'window' has no superview to pin or center it in")
        }
        XCTAssertThrowsError(try Shorthand.center(view: "window", parentOf: parentOf))
        XCTAssertThrowsError(try Shorthand.pinEdges(view: "card", edges: [.top, .top], parentOf: parentOf)) {
            XCTAssertEqual(($0 as? ShorthandError)?.message, "edge 'top' is listed twice")
        }
    }
}
