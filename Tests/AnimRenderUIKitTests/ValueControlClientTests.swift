import UIKit
import XCTest

/// The value controls as app code configures them, with the values Apple's documentation
/// gives (quoted at each test): defaults, pinning, and the geometry a slider reports.
@MainActor
final class ValueControlClientTests: XCTestCase {
    /// UISlider.value: "If you try to set a value that's below the minimum or above the
    /// maximum, the minimum or maximum value is set instead. The default value of this
    /// property is 0.0." minimumValue: "If you set the minimum value to a value larger than
    /// the maximum, the slider updates the maximum value to equal the minimum."
    func testSliderDefaultsAndPinning() async {
        let s = UISlider()
        XCTAssertEqual([s.value, s.minimumValue, s.maximumValue], [0, 0, 1])
        XCTAssertTrue(s.isContinuous)
        s.maximumValue = 10
        s.value = 20
        XCTAssertEqual(s.value, 10)
        s.value = -3
        XCTAssertEqual(s.value, 0)
        s.minimumValue = 12
        XCTAssertEqual([s.minimumValue, s.maximumValue, s.value], [12, 12, 12])
        // 31 pt tall, no intrinsic width (docs/controls.md's table).
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    /// A value label placed over the thumb with thumbRect(forBounds:trackRect:value:), as
    /// apps do: the 28 pt thumb's centre runs from 14 to width − 14 (the drawing's geometry).
    func testThumbRectFollowsTheValue() async {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        let track = s.trackRect(forBounds: s.bounds)
        XCTAssertEqual(track, CGRect(x: 0, y: 13.5, width: 228, height: 4))
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0), CGRect(x: 0, y: 1.5, width: 28, height: 28))
        // 0.25 of the 200 points the centre travels: 14 + 50 = 64.
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0.25).midX, 64)
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 7).maxX, 228, "pinned to the maximum")
    }

    /// UIStepper: value 0 in 0…100, step 1; wraps false, autorepeat and isContinuous true
    /// (Apple's documentation of each property); the value is pinned to the range.
    func testStepperDefaultsAndPinning() async {
        let s = UIStepper()
        XCTAssertEqual([s.value, s.minimumValue, s.maximumValue, s.stepValue], [0, 0, 100, 1])
        XCTAssertFalse(s.wraps)
        XCTAssertTrue(s.autorepeat)
        XCTAssertTrue(s.isContinuous)
        s.value = 250
        XCTAssertEqual(s.value, 100)
        s.wraps = true
        s.autorepeat = false
        XCTAssertTrue(s.wraps)
        XCTAssertFalse(s.autorepeat)
    }

    /// UIPageControl.currentPage: "Values outside the possible range are pinned to either
    /// 0 or numberOfPages minus 1."
    func testPageControlPinsTheCurrentPage() async {
        let p = UIPageControl()
        p.numberOfPages = 3
        p.currentPage = 7
        XCTAssertEqual(p.currentPage, 2)
        p.currentPage = -1
        XCTAssertEqual(p.currentPage, 0)
        XCTAssertEqual(p.backgroundStyle, .automatic)
        XCTAssertTrue(p.allowsContinuousInteraction)
    }

    /// UISegmentedControl: segments made from actions take their titles; a disabled segment
    /// reads back; isMomentary is false by default.
    func testSegmentedControlActionsAndEnabledSegments() async {
        let c = UISegmentedControl(frame: .zero, actions: [UIAction(title: "Day") { _ in }, UIAction(title: "Week") { _ in }])
        XCTAssertEqual(c.numberOfSegments, 2)
        XCTAssertEqual(c.titleForSegment(at: 1), "Week")
        c.insertSegment(action: UIAction(title: "Month") { _ in }, at: 0, animated: false)
        XCTAssertEqual((0..<3).map { c.titleForSegment(at: $0) }, ["Month", "Day", "Week"])
        XCTAssertEqual(c.actionForSegment(at: 2)?.title, "Week")
        XCTAssertFalse(c.isMomentary)
        c.setEnabled(false, forSegmentAt: 1)
        XCTAssertFalse(c.isEnabledForSegment(at: 1))
        XCTAssertTrue(c.isEnabledForSegment(at: 0))
    }
}
