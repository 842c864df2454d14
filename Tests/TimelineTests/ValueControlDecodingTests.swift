import Geometry
import Layout
import XCTest
@testable import Timeline

/// The value and indicator controls in a timeline: UIKit's defaults and hugging, their
/// properties applied as UIKit's setters apply them (in the order written; values pinned
/// to their ranges), and located errors for what UIKit would refuse or silently drop.
final class ValueControlDecodingTests: XCTestCase {
    func testEachClassHasUIKitsDefaultsAndHugging() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "slider", "class": "UISlider" },
          { "id": "stepper", "class": "UIStepper" },
          { "id": "segments", "class": "UISegmentedControl" },
          { "id": "spinner", "class": "UIActivityIndicatorView" },
          { "id": "progress", "class": "UIProgressView" },
          { "id": "pages", "class": "UIPageControl" }
        ]
        """#))
        guard case .slider(let slider) = t.views[0].content, case .stepper(let stepper) = t.views[1].content,
              case .segmentedControl(let segments) = t.views[2].content, case .activityIndicatorView(let spinner) = t.views[3].content,
              case .progressView(let progress) = t.views[4].content, case .pageControl(let pages) = t.views[5].content
        else { return XCTFail("\(t.views.map(\.content))") }
        // UISlider: 0 in 0…1 (Apple's documentation of `value`: "The default value of this
        // property is 0.0"; 0.5 is Interface Builder's); UIStepper: 0 in 0…100, step 1.
        XCTAssertEqual([slider.value, slider.minimumValue, slider.maximumValue], [0, 0, 1])
        XCTAssertEqual([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue], [0, 0, 100, 1])
        XCTAssertEqual(segments.selectedSegmentIndex, -1)
        XCTAssertEqual(spinner.style, .medium)
        XCTAssertFalse(spinner.isShown, "stopped and hidesWhenStopped by default: nothing drawn")
        XCTAssertEqual(progress.progress, 0)
        XCTAssertEqual(pages.numberOfPages, 0)
        // Hugging as UIKit's classes report it: 750 for the fixed-size stepper and spinner,
        // 750 vertically only for the progress view, 250 for the rest.
        XCTAssertEqual(t.views.map(\.hugging), [
            AxisPriorities(horizontal: 250, vertical: 250), AxisPriorities(horizontal: 750, vertical: 750),
            AxisPriorities(horizontal: 250, vertical: 250), AxisPriorities(horizontal: 750, vertical: 750),
            AxisPriorities(horizontal: 250, vertical: 750), AxisPriorities(horizontal: 250, vertical: 250),
        ])
        XCTAssertEqual(t.views.map { $0.viewClass?.isControl }, [true, true, true, false, false, true])
    }

    func testPropertiesApplyAsUIKitsSettersInTheOrderWritten() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "a", "class": "UISlider", "value": 7 },
          { "id": "b", "class": "UISlider", "maximumValue": 10, "value": 7 },
          { "id": "c", "class": "UIStepper", "value": 30, "maximumValue": 20 },
          { "id": "d", "class": "UIStepper", "minimumValue": 150 },
          { "id": "e", "class": "UIPageControl", "numberOfPages": 3, "currentPage": 5 }
        ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "e", "set": { "numberOfPages": 2 } } ] } ]
        """#))
        func slider(_ i: Int) -> SliderContent? { if case .slider(let s) = t.views[i].content { s } else { nil } }
        func stepper(_ i: Int) -> StepperContent? { if case .stepper(let s) = t.views[i].content { s } else { nil } }
        // 7 in 0…1 is pinned to 1; with the maximum raised first it stays 7.
        XCTAssertEqual(slider(0)?.value, 1)
        XCTAssertEqual(slider(1)?.value, 7)
        // A maximum of 20 pins the value 30 to 20; a minimum of 150 above the maximum 100
        // makes both 150 (Apple's UIStepper documentation), and the value 0 follows.
        XCTAssertEqual(stepper(2).map { [$0.value, $0.maximumValue] }, [20, 20])
        XCTAssertEqual(stepper(3).map { [$0.value, $0.minimumValue, $0.maximumValue] }, [150, 150, 150])
        guard case .pageControl(let p) = t.views[4].content else { return XCTFail() }
        XCTAssertEqual(p.currentPage, 2, "pinned to the last of 3 pages")
        guard case .setView(_, let changes)? = t.events.first?.changes.first?.kind else { return XCTFail() }
        guard case .pageControl(let later) = t.views[4].applying(changes).content else { return XCTFail() }
        XCTAssertEqual(later.currentPage, 1, "two pages: the current page follows to the last")
    }

    func testASelectionThatSelectsNothingIsLocated() {
        let past = Fixture.document(#"""
        "views": [ { "id": "period", "class": "UISegmentedControl", "items": ["Day", "Week"], "selectedSegmentIndex": 2 } ]
        """#)
        assertSingleError(past, marker: "\"selectedSegmentIndex\"", path: "$.views[0].selectedSegmentIndex",
                          message: "selectedSegmentIndex 2 is past the 2 segments of 'period'", fix: "use 0…1, or -1 for no segment")
        let early = Fixture.document(#"""
        "views": [ { "id": "period", "class": "UISegmentedControl", "selectedSegmentIndex": 1, "items": ["Day", "Week"] } ]
        """#)
        assertSingleError(early, marker: "\"selectedSegmentIndex\"", path: "$.views[0].selectedSegmentIndex",
                          message: "selectedSegmentIndex 1 is written before the segments it selects",
                          fix: "write \"items\" before \"selectedSegmentIndex\"")
        XCTAssertNoThrow(try Fixture.load(Fixture.document(#"""
        "views": [ { "id": "period", "class": "UISegmentedControl", "items": ["Day"], "selectedSegmentIndex": -1 } ]
        """#)))
    }

    func testValuesUIKitRefusesAndNamesOfOtherClassesAreLocated() {
        let step = Fixture.document(#"""
        "views": [ { "id": "count", "class": "UIStepper", "stepValue": 0 } ]
        """#)
        let errors = Fixture.errors(step)
        XCTAssertEqual(errors.map(\.path), ["$.views[0].stepValue"])
        XCTAssertTrue(errors.first?.message.contains("step value") == true, "\(errors)")
        let style = Fixture.document(#"""
        "views": [ { "id": "spinner", "class": "UIActivityIndicatorView", "style": "larg" } ]
        """#)
        assertSingleError(style, marker: "\"larg\"", path: "$.views[0].style", message: "unknown activity indicator style 'larg'",
                          fix: "did you mean 'large'?")
        let foreign = Fixture.document(#"""
        "views": [ { "id": "bar", "class": "UIProgressView", "value": 0.5 } ]
        """#)
        assertSingleError(foreign, marker: "\"value\"", path: "$.views[0].value",
                          message: "'value' is a property of UISlider, UIStepper; 'bar' is a UIProgressView",
                          fix: "remove it, or make the view a UISlider (\"class\": \"UISlider\")")
        let progress = Fixture.document(#"""
        "views": [ { "id": "bar", "class": "UIProgressView", "progress": 1.5 } ]
        """#)
        XCTAssertEqual(Fixture.errors(progress).map(\.path), ["$.views[0].progress"])
    }
}
