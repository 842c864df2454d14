import Geometry
import XCTest
@testable import Timeline
import TestSupport

/// Every range of `NumberRange` at its edges, through a field that uses it: the last valid
/// value loads, the first invalid one (the next representable number past the bound) is
/// refused at that value's line and column with the range named.
final class NumberRangeEdgeTests: XCTestCase {
    /// A field that takes numbers of a range: the document with `@V@` in its place, and the
    /// JSON path of the value.
    struct Field {
        var range: NumberRange
        var body: String
        var path: String
    }

    static let spring = #""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "spring": SPRING } } ]"#
    static let fields: [Field] = [
        Field(range: .time, body: #""render": { "duration": @V@ }"#, path: "$.render.duration"),
        Field(range: .fps, body: #""render": { "fps": @V@ }"#, path: "$.render.fps"),
        Field(range: .renderScale, body: #""render": { "scale": @V@ }"#, path: "$.render.scale"),
        Field(range: .coordinate, body: #""views": [ { "id": "a", "frame": [@V@, 0, 10, 10] } ]"#, path: "$.views[0].frame[0]"),
        Field(range: .length, body: #""views": [ { "id": "a", "cornerRadius": @V@ } ]"#, path: "$.views[0].cornerRadius"),
        Field(range: .intrinsicLength, body: #""views": [ { "id": "a", "intrinsicContentSize": [@V@, 10] } ]"#,
              path: "$.views[0].intrinsicContentSize[0]"),
        Field(range: .screenLength, body: "", path: "$.screen.size[0]"),
        Field(range: .fontSize, body: #""views": [ { "id": "a", "text": "x", "font": { "size": @V@ } } ]"#, path: "$.views[0].font.size"),
        Field(range: .alpha, body: #""views": [ { "id": "a", "alpha": @V@ } ]"#, path: "$.views[0].alpha"),
        Field(range: .priority, body: #""views": [ { "id": "a", "contentHuggingPriority": { "horizontal": @V@ } } ]"#,
              path: "$.views[0].contentHuggingPriority.horizontal"),
        Field(range: .transformScale, body: #""views": [ { "id": "a", "transform": { "scale": [1, @V@] } } ]"#,
              path: "$.views[0].transform.scale[1]"),
        Field(range: .rotation, body: #""views": [ { "id": "a", "transform": { "rotation": @V@ } } ]"#, path: "$.views[0].transform.rotation"),
        Field(range: .anchorPoint, body: #""views": [ { "id": "a", "anchorPoint": [0.5, @V@] } ]"#, path: "$.views[0].anchorPoint[1]"),
        Field(range: .lineCount, body: #""views": [ { "id": "a", "text": "x", "numberOfLines": @V@ } ]"#, path: "$.views[0].numberOfLines"),
        Field(range: .curveTime, body: #""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "curve": [@V@, 0, 0.5, 1] } } ]"#,
              path: "$.timeline[0].animate.curve[0]"),
        Field(range: .curveProgress, body: #""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "curve": [0.5, @V@, 0.5, 1] } } ]"#,
              path: "$.timeline[0].animate.curve[1]"),
        Field(range: .dampingRatio, body: spring.replacingOccurrences(of: "SPRING", with: #"{ "dampingRatio": @V@ }"#),
              path: "$.timeline[0].animate.spring.dampingRatio"),
        Field(range: .springMass, body: spring.replacingOccurrences(of: "SPRING", with: #"{ "mass": @V@ }"#),
              path: "$.timeline[0].animate.spring.mass"),
        Field(range: .springStiffness, body: spring.replacingOccurrences(of: "SPRING", with: #"{ "stiffness": @V@ }"#),
              path: "$.timeline[0].animate.spring.stiffness"),
        Field(range: .springDamping, body: spring.replacingOccurrences(of: "SPRING", with: #"{ "damping": @V@ }"#),
              path: "$.timeline[0].animate.spring.damping"),
        Field(range: .springVelocity, body: spring.replacingOccurrences(of: "SPRING", with: #"{ "initialVelocity": @V@ }"#),
              path: "$.timeline[0].animate.spring.initialVelocity"),
        Field(range: .keyframeTime,
              body: #""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "keyframes": [ { "relativeStartTime": @V@, "relativeDuration": 0, "changes": [] } ] } } ]"#,
              path: "$.timeline[0].animate.keyframes[0].relativeStartTime"),
        Field(range: .controlValue, body: #""views": [ { "id": "a", "class": "UISlider", "value": @V@ } ]"#, path: "$.views[0].value"),
        Field(range: .stepValue, body: #""views": [ { "id": "a", "class": "UIStepper", "stepValue": @V@ } ]"#, path: "$.views[0].stepValue"),
        Field(range: .progress, body: #""views": [ { "id": "a", "class": "UIProgressView", "progress": @V@ } ]"#, path: "$.views[0].progress"),
        Field(range: .pageCount, body: #""views": [ { "id": "a", "class": "UIPageControl", "numberOfPages": @V@ } ]"#,
              path: "$.views[0].numberOfPages"),
        // Through `set`: a view object also checks the index against its items.
        Field(range: .segmentIndex,
              body: #""views": [ { "id": "a", "class": "UISegmentedControl" } ], "timeline": [ { "at": 0, "changes": [ { "view": "a", "set": { "selectedSegmentIndex": @V@ } } ] } ]"#,
              path: "$.timeline[0].changes[0].set.selectedSegmentIndex"),
    ]

    /// The ranges only constraint strings use are tested with the parsers (Layout's
    /// `NumberRangeParserEdgeTests`).
    static let testedInStrings: [NumberRange] = [.multiplier]

    func document(_ field: Field, _ value: Double) -> String {
        let text = "\(value)"
        if field.range == .screenLength { return Fixture.document("", screen: "{ \"size\": [\(text), 100] }") }
        return Fixture.document(field.body.replacingOccurrences(of: "@V@", with: text))
    }

    func testEveryRangeHasAnEdgeTest() {
        let covered = Self.fields.map(\.range) + Self.testedInStrings
        for range in NumberRange.all { XCTAssertTrue(covered.contains(range), "no edge test for \(range)") }
    }

    func testLastValidValuesLoad() throws {
        for field in Self.fields {
            let r = field.range
            var valid = [r.upper, r.excludesLower ? r.lower.nextUp : r.lower]
            if let special = r.special { valid.append(special.value) }
            for value in valid {
                XCTAssertNoThrow(try Fixture.load(document(field, value)), "\(r.name) \(value) at \(field.path)")
            }
        }
    }

    func testFirstInvalidValuesAreRefusedWithTheRange() throws {
        for field in Self.fields {
            let r = field.range
            var invalid = [r.upper.nextUp, r.excludesLower ? r.lower : r.lower.nextDown]
            if r.wholeNumbers { invalid.append(r.lower + 0.5) }
            if let special = r.special { invalid.append(special.value.nextDown) }
            for value in invalid {
                let text = document(field, value)
                let errors = Fixture.errors(text)
                XCTAssertEqual(errors.count, 1, "\(r.name) \(value): \(errors)")
                guard let e = errors.first else { continue }
                let at = Fixture.position(of: "\(value)", in: text)
                XCTAssertEqual(e.path, field.path)
                XCTAssertEqual([e.line, e.column], [at.line, at.column], "\(e)")
                XCTAssertEqual(e.message, "\(value.shortDescription) is out of range for \(r.name)")
                XCTAssertEqual(e.fix, "expected \(r.bounds)")
            }
        }
    }

    /// The bounds as messages and docs print them, hand-written.
    func testBoundsAreWrittenForPeople() {
        XCTAssertEqual(NumberRange.time.bounds, "0 … 3600 s")
        XCTAssertEqual(NumberRange.fontSize.bounds, "greater than 0, up to 1000 pt")
        XCTAssertEqual(NumberRange.lineCount.bounds, "whole numbers 0 … 10000")
        XCTAssertEqual(NumberRange.intrinsicLength.bounds, "0 … 100000 pt, or -1 (no intrinsic metric)")
    }

    /// A spring whose settling time is not a time (CASpringAnimation's duration is it).
    func testSpringSettlingBeyondTheTimeRangeIsRefused() {
        let text = Fixture.document(#"""
        "timeline": [ { "at": 0, "changes": [], "animate": { "spring": { "mass": 1000, "stiffness": 0.001, "damping": 0.001 } } } ]
        """#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.path, "$.timeline[0].animate.spring")
        XCTAssertTrue(errors.first?.message.hasPrefix("this spring takes ") == true, "\(errors)")
        XCTAssertEqual(errors.first?.fix, "expected 0 … 3600 s: stiffen or damp the spring, or give 'animate' a duration")
    }

    /// The frame count never traps, whatever the settings (the ranges keep it small; a
    /// count beyond `Int` reads as `Int.max`, which every limit refuses).
    func testFrameCountIsCheckedNotConverted() throws {
        var t = try Fixture.load(Fixture.document(#""render": { "duration": 3600, "fps": 1000 }"#))
        XCTAssertEqual(t.frameCount, 3_600_001)
        t.render.duration = 1e300
        XCTAssertEqual(t.frameCount, Int.max)
        t.render.duration = .nan
        XCTAssertEqual(t.frameCount, Int.max)
    }
}

/// docs/timeline-format.md lists every range with the values the code checks: the table
/// and `NumberRange.all` agree row for row.
final class NumberRangeDocumentationTests: XCTestCase {
    func testTheFormatPageListsEveryRangeAsChecked() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/timeline-format.md"), encoding: .utf8)
        // The ranges' table only: the size limits' table follows it (TimelineLimitsTests checks that one).
        let section = try XCTUnwrap(page.components(separatedBy: "## Numbers and limits").dropFirst().first?
            .components(separatedBy: "Sizes are bounded too").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| range ") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        XCTAssertEqual(rows.map { $0[0] }, NumberRange.all.map(\.name))
        XCTAssertEqual(rows.map { $0[1] }, NumberRange.all.map(\.bounds))
    }
}
