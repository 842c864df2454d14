import Geometry
@testable import Layout
import XCTest
import TestSupport

/// Labels with a Dynamic Type font take the size of the content size category in force
/// and are re-measured when it changes; fixed fonts stay.
final class DynamicTypeLayoutTests: XCTestCase {
    func testATextStyleLabelFollowsTheCategory() throws {
        let e = LayoutEngine(configuration: LayoutEngineConfiguration(
            screen: ScreenState(size: Size(375, 667)), textMeasurer: ScaledTextMeasurer(), contentSizeCategory: .extraSmall))
        try e.addView(ViewSpec(id: "title", text: "Hello", font: FontDescriptor(textStyle: .headline)))
        try e.addView(ViewSpec(id: "fixed", text: "Hello", font: FontDescriptor(size: 17)))
        try e.add(all: ["title.leading == root.leading + 20", "title.top == root.top + 100",
                        "fixed.leading == root.leading + 20", "fixed.top == title.bottom + 8"])
        e.appear()
        // headline at xSmall: 14 pt → 5 × 7 = 35 wide, 17.5 tall; the fixed label is 17 pt.
        assertRect(e.frame("title"), 20, 100, 35, 17.5)
        assertRect(e.frame("fixed"), 20, 125.5, 42.5, 21.25)

        e.setContentSizeCategory(.accessibilityExtraLarge)
        XCTAssertTrue(e.pass.isNeeded)
        e.layoutIfNeeded()
        // headline at AX3: 40 pt → 100 wide, 50 tall; the fixed label keeps its size and
        // moves down under it.
        assertRect(e.frame("title"), 20, 100, 100, 50)
        assertRect(e.frame("fixed"), 20, 158, 42.5, 21.25)
        XCTAssertEqual(e.traits.contentSizeCategory, .accessibilityExtraLarge)
    }
}
