import Geometry
import Playback
import XCTest
@testable import Timeline

/// `animate.keyframes` and `animate.calculationMode` (UIView.animateKeyframes in a timeline).
final class KeyframeDecodingTests: XCTestCase {
    static let views = #""views": [ { "id": "card" } ], "constraints": [ { "id": "top", "constraint": "card.top == root.top" } ], "#

    func document(_ animate: String) -> String {
        Fixture.document(Self.views + #""timeline": [ { "at": 0.5, "changes": [], "animate": "# + animate + " } ]")
    }

    func testKeyframesDecodeInFileOrderWithTheirChanges() throws {
        let t = try Fixture.load(document(#"""
            { "duration": 2, "calculationMode": "discrete", "keyframes": [
              { "relativeStartTime": 0.5, "relativeDuration": 0.5, "changes": [ { "constant": "top", "to": 10 } ] },
              { "relativeStartTime": 0, "relativeDuration": 0.25, "changes": [ { "view": "card", "set": { "alpha": 0 } } ] } ] }
            """#))
        let event = try XCTUnwrap(t.events.first)
        XCTAssertEqual(event.animation?.duration, 2)
        XCTAssertEqual(event.animation?.curve, .uiViewDefault, "ease in, ease out as UIKit's keyframe blocks")
        let k = try XCTUnwrap(event.keyframes)
        XCTAssertEqual(k.calculationMode, .discrete)
        XCTAssertEqual(k.keyframes.map(\.relativeStartTime), [0.5, 0])
        XCTAssertEqual(k.keyframes.map(\.relativeDuration), [0.5, 0.25])
        XCTAssertEqual(k.keyframes[0].changes.map(\.kind), [.constant(id: "top", to: 10)])
        XCTAssertEqual(event.allChanges.count, 2)
        XCTAssertNil(try Fixture.load(document(#"{ "duration": 1 }"#)).events.first?.keyframes, "a plain animate")
    }

    func testAKeyframeMustEndByTheEndOfTheAnimation() {
        let text = document(#"{ "duration": 1, "keyframes": [ { "relativeStartTime": 0.5, "relativeDuration": 0.75, "changes": [] } ] }"#)
        assertSingleError(text, marker: "0.75", path: "$.timeline[0].animate.keyframes[0].relativeDuration",
                          message: "this keyframe ends at 1.25 of the animation, after its end",
                          fix: "relativeStartTime + relativeDuration must be at most 1 (fractions of 'duration')")
    }

    func testCalculationModesNotPlayedAreRefused() {
        let text = document(#"{ "duration": 1, "calculationMode": "cubic", "keyframes": [] }"#)
        assertSingleError(text, marker: "\"cubic\"", path: "$.timeline[0].animate.calculationMode",
                          message: "calculationMode 'cubic' is not played by animrender",
                          fix: "use \"linear\" (UIKit's default) or \"discrete\"")
    }

    func testCalculationModeNeedsKeyframes() {
        let text = document(#"{ "duration": 1, "calculationMode": "linear" }"#)
        assertSingleError(text, marker: "\"linear\"", path: "$.timeline[0].animate.calculationMode",
                          message: "'calculationMode' applies to keyframes only",
                          fix: "add \"keyframes\", or remove 'calculationMode'")
    }

    func testKeyframesTakeNoSpringAndNoConstraintsStyle() {
        let spring = document(#"{ "duration": 1, "spring": { "dampingRatio": 0.5 }, "keyframes": [] }"#)
        assertSingleError(spring, marker: "{ \"dampingRatio\"", path: "$.timeline[0].animate.spring",
                          message: "a keyframe animation takes no 'spring' (UIView.animateKeyframes has none)",
                          fix: "use 'curve', or a plain 'animate' without 'keyframes'")
        let style = document(#"{ "duration": 1, "style": "constraints", "keyframes": [] }"#)
        assertSingleError(style, marker: "\"constraints\"", occurrence: 2, path: "$.timeline[0].animate.style",
                          message: "a keyframe animation plays as \"frames\" only",
                          fix: "remove 'style', or a plain 'animate' without 'keyframes'")
    }

    func testAKeyframeChangeNamingAnUnknownConstraintIsLocated() {
        let text = document(#"{ "duration": 1, "keyframes": [ { "relativeStartTime": 0, "relativeDuration": 1, "changes": [ { "constant": "nope", "to": 1 } ] } ] }"#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.path, "$.timeline[0].animate.keyframes[0].changes[0].constant")
    }

    /// `unspecified` is UIKit's "not said" size class; a `when` says it by leaving the key out.
    func testWhenRefusesUnspecified() {
        let text = Fixture.document(#""views": [ { "id": "a", "when": { "horizontalSizeClass": "unspecified" } } ]"#)
        assertSingleError(text, marker: "\"unspecified\"", path: "$.views[0].when.horizontalSizeClass",
                          message: "'unspecified' is not a size class a screen can have",
                          fix: "use \"compact\" or \"regular\", or leave \"horizontalSizeClass\" out to match any size class")
    }
}
