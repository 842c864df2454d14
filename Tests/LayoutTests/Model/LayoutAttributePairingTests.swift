import XCTest
@testable import Layout

/// UIKit's pairing rules, with the expected counts worked out by hand.
final class LayoutAttributePairingTests: XCTestCase {
    func testValidPairCount() {
        // Horizontal positions: left right leftMargin rightMargin (left family, 4),
        // leading trailing leadingMargin trailingMargin (leading family, 4),
        // centerX centerXWithinMargins (neutral, 2). Vertical positions: top bottom
        // topMargin bottomMargin centerY centerYWithinMargins firstBaseline lastBaseline (8).
        // Valid ordered pairs: sizes 2×2 = 4; vertical 8×8 = 64; horizontal 10×10 minus
        // the 2×4×4 = 32 cross-family pairs = 68. Total 136.
        var valid = 0
        for first in LayoutAttribute.allCases {
            for second in LayoutAttribute.allCases where first.pairingProblem(with: second) == nil { valid += 1 }
        }
        XCTAssertEqual(valid, 136)
    }

    func testOnlySizesAcceptConstants() {
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.acceptsConstantOnly), [.width, .height])
    }
}
