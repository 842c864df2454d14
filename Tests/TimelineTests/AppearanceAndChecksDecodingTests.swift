import XCTest
import Geometry
import Playback
@testable import Timeline

/// Dark mode and the checks in the format: `screen.userInterfaceStyle`, the change of it,
/// colours per appearance and by system name, `overrideUserInterfaceStyle`, and `checks` —
/// decoded, and refused with located errors and fixes.
final class AppearanceAndChecksDecodingTests: XCTestCase {
    static let document = Fixture.document(##"""
    "views": [
      { "id": "card", "backgroundColor": "secondarySystemBackground", "border": { "width": 1, "color": "separator" },
        "overrideUserInterfaceStyle": "dark" },
      { "id": "title", "parent": "card", "text": "Hi", "textColor": { "light": "#111111", "dark": "label" } }
    ],
    "render": { "background": { "light": "#FAFAFA", "dark": "#0A0A0A" } },
    "timeline": [ { "at": 1, "changes": [ { "userInterfaceStyle": "light" },
                                          { "view": "card", "set": { "overrideUserInterfaceStyle": "unspecified" } } ],
                    "animate": { "duration": 0.3 } } ],
    "checks": {
      "truncatedText": false,
      "contrast": { "minimum": 7, "largeTextMinimum": 4.5 },
      "safeArea": true,
      "views": { "card": { "safeArea": false, "overlap": true }, "title": { "tapTarget": true } }
    }
    """##, screen: ##"{ "device": "iPhone 12", "userInterfaceStyle": "dark" }"##)

    func testDecoded() throws {
        let t = try Fixture.load(Self.document)
        XCTAssertEqual(t.screen.userInterfaceStyle, .dark)
        let card = try XCTUnwrap(t.views.first { $0.id == "card" })
        XCTAssertEqual(card.backgroundColor, DynamicColor(light: Color(hex: "#F2F2F7")!, dark: Color(hex: "#1C1C1E")!))
        XCTAssertEqual(card.border?.color, SystemColor.separator.color)
        XCTAssertEqual(card.overrideUserInterfaceStyle, .dark)
        let title = try XCTUnwrap(t.views.first { $0.id == "title" })
        // A system colour on one side gives that side's value.
        XCTAssertEqual(title.textColor, DynamicColor(light: Color(hex: "#111111")!, dark: .white))
        XCTAssertEqual(t.render.background, DynamicColor(light: Color(hex: "#FAFAFA")!, dark: Color(hex: "#0A0A0A")!))
        XCTAssertEqual(t.events[0].changes.map(\.kind), [.userInterfaceStyle(.light), .setView(id: "card", properties: [.overrideUserInterfaceStyle(nil)])])

        XCTAssertEqual(t.checks.off, [.truncatedText])
        XCTAssertEqual(t.checks.value(.contrast, "minimum"), 7)
        XCTAssertEqual(t.checks.value(.contrast, "largeTextMinimum"), 4.5)
        XCTAssertEqual(t.checks.value(.contrast, "largeTextSize"), 18, "the default")
        XCTAssertFalse(t.checks.applies(.safeArea, to: "card"))
        XCTAssertTrue(t.checks.applies(.safeArea, to: "title"))
        XCTAssertTrue(t.checks.applies(.overlap, to: "card"))
        XCTAssertFalse(t.checks.applies(.overlap, to: "title"), "overlap is opt-in")
        XCTAssertEqual(t.checks.override(.tapTarget, for: "title"), true)
    }

    func testTheDefaultsAreLightAndEveryRuleOn() throws {
        let t = try Fixture.load(Fixture.document(""))
        XCTAssertEqual(t.screen.userInterfaceStyle, .light)
        XCTAssertEqual(t.checks, CheckSettings())
        XCTAssertTrue(CheckRule.allCases.allSatisfy { t.checks.runs($0) })
    }

    func testABadColourNamesTheSystemColoursWithTheNearestOne() {
        let text = Fixture.document(##""views": [ { "id": "a", "backgroundColor": "systemBlu" } ]"##)
        assertSingleError(text, marker: "\"systemBlu\"", path: "$.views[0].backgroundColor", message: "bad colour 'systemBlu'",
                          fix: "did you mean 'systemBlue'?")
        let half = Fixture.document(##""views": [ { "id": "a", "textColor": { "light": "#FFFFFF" } } ]"##)
        assertSingleError(half, marker: "{ \"light\"", path: "$.views[0].textColor", message: "missing required field 'dark'")
    }

    func testBadChecksAreLocatedWithTheFix() {
        let rule = Fixture.document(##""checks": { "contrst": false }"##)
        assertSingleError(rule, marker: "\"contrst\"", path: "$.checks.contrst", message: "unknown field 'contrst'", fix: "did you mean 'contrast'?")
        let parameter = Fixture.document(##""checks": { "contrast": { "minimum": 40 } }"##)
        assertSingleError(parameter, marker: "40", path: "$.checks.contrast.minimum", message: "40 is out of range for a contrast ratio",
                          fix: "expected 1 … 21")
        let noParameters = Fixture.document(##""checks": { "truncatedText": { "tolerance": 1 } }"##)
        assertSingleError(noParameters, marker: "{ \"tolerance\"", path: "$.checks.truncatedText", message: "truncatedText has no parameters",
                          fix: "write true or false")
        let view = Fixture.document(##""views": [ { "id": "header" } ], "checks": { "views": { "heder": { "safeArea": false } } }"##)
        assertSingleError(view, marker: "\"heder\"", path: "$.checks.views.heder", message: "unknown view 'heder'", fix: "did you mean 'header'?")
        let style = Fixture.document(##""timeline": [ { "at": 0, "changes": [ { "userInterfaceStyle": "sepia" } ] } ]"##)
        assertSingleError(style, marker: "\"sepia\"", path: "$.timeline[0].changes[0].userInterfaceStyle",
                          message: "unknown user interface style 'sepia'", fix: "expected one of light, dark")
    }
}
