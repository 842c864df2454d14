import XCTest
@testable import Geometry

/// The value and indicator controls' intrinsic content sizes (docs/controls.md's table,
/// `ControlMetrics`), worked out by hand, and the setters' UIKit invariants. Text is
/// measured by a stand-in that makes every character 7 pt wide, so a segmented control's
/// width is arithmetic.
final class ControlSizeTests: XCTestCase {
    struct SevenPointCharacters: TextMeasuring {
        func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
            TextMetrics(size: Size(Double(text.count) * 7, 16), firstBaseline: 12, lastBaseline: 12, lines: [text])
        }
    }

    func size(_ c: ViewContent) -> Size? { c.intrinsicContentSize(measuring: SevenPointCharacters(), category: .default) }

    func testFixedSizes() {
        XCTAssertEqual(size(.stepper(StepperContent())), Size(94, 32))
        XCTAssertEqual(size(.activityIndicatorView(ActivityIndicatorContent())), Size(20, 20))
        XCTAssertEqual(size(.activityIndicatorView(ActivityIndicatorContent(style: .large))), Size(37, 37))
        // A stopped, hidden spinner keeps its size (UIKit hides it; it does not shrink).
        XCTAssertEqual(size(.activityIndicatorView(ActivityIndicatorContent(isAnimating: false))), Size(20, 20))
    }

    func testOneFixedSide() {
        // −1 is UIView.noIntrinsicMetric: no width of their own.
        XCTAssertEqual(size(.slider(SliderContent())), Size(-1, 31))
        XCTAssertEqual(size(.progressView(ProgressViewContent())), Size(-1, 4))
    }

    func testASegmentedControlIsEqualSegmentsOfItsWidestTitle() {
        // "Month" is the widest: 5 × 7 = 35, plus 12 each side = 59 a segment, 3 × 59 = 177.
        XCTAssertEqual(size(.segmentedControl(SegmentedControlContent(segments: ["Day", "Week", "Month"]))), Size(177, 32))
        XCTAssertEqual(size(.segmentedControl(SegmentedControlContent())), Size(0, 32))
    }

    func testAPageControlIsAStepPerPageAndAMarginEachEnd() {
        var p = PageControlContent()
        p.setNumberOfPages(5)
        XCTAssertEqual(size(.pageControl(p)), Size(2 * 12 + 5 * 16, 26))
        p.setNumberOfPages(1)
        XCTAssertEqual(size(.pageControl(p)), Size(40, 26))
        p.hidesForSinglePage = true
        XCTAssertEqual(size(.pageControl(p)), Size(0, 0))
        XCTAssertEqual(ControlMetrics.pageControlSize(forNumberOfPages: 0), Size(0, 0))
    }

    func testSettersKeepUIKitsInvariants() {
        var slider = SliderContent()
        slider.setValue(-3)
        XCTAssertEqual(slider.value, 0)
        slider.setMinimumValue(0.4)
        XCTAssertEqual(slider.value, 0.4, "a value below a new minimum moves up to it")
        slider.setMaximumValue(0.2)
        XCTAssertEqual([slider.minimumValue, slider.maximumValue, slider.value], [0.2, 0.2, 0.2])
        XCTAssertEqual(slider.fraction, 0, "an empty range draws the thumb at the start")

        var stepper = StepperContent()
        XCTAssertFalse(stepper.setStepValue(0))
        XCTAssertEqual(stepper.stepValue, 1)
        XCTAssertFalse(stepper.canDecrement)
        stepper.setValue(100)
        XCTAssertFalse(stepper.canIncrement)

        var segments = SegmentedControlContent(segments: ["A", "B", "C"])
        segments.setSelectedSegmentIndex(2)
        segments.setSegments(["A", "B"])
        XCTAssertEqual(segments.selectedSegmentIndex, -1, "the selected segment was removed")

        var progress = ProgressViewContent()
        progress.setProgress(1.5)
        XCTAssertEqual(progress.progress, 1)
    }
}
