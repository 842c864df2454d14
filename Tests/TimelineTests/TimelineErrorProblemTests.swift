import Layout
import TestSupport
import XCTest
@testable import Timeline

/// A mistake found past validation, while the timeline is compiled onto the player or
/// played, stays the value of the layer that found it (the engine's `LayoutError`, the
/// parser's `ConstraintSyntaxError`), at its place in the file: a test asks for the case
/// and the position, not only for the printed line.
final class TimelineErrorProblemTests: XCTestCase {
    /// The errors compiling `text` and playing every frame throws (fails if it plays).
    private func playbackErrors(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [TimelineError] {
        let timeline = try Fixture.load(text)
        do {
            let compiled = try timeline.compile(textMeasurer: ScaledTextMeasurer())
            for k in 0..<timeline.frameCount { _ = try compiled.frame(k) }
        } catch let e as TimelinePlaybackErrors {
            return e.errors
        }
        XCTFail("expected the timeline to fail", file: file, line: line)
        return []
    }

    /// UIKit refuses to change an active constraint's priority from required to optional
    /// (NSLayoutConstraint's documentation: "Priorities may not change from nonrequired to
    /// required, or from required to nonrequired"): the engine's refusal, naming the
    /// constraint and both priorities, located at the change that asked.
    func testARefusedChangeIsTheEnginesErrorAtTheChange() throws {
        let text = Fixture.document("""
        "views": [ { "id": "card" } ],
        "constraints": [ "card.leading == root.leading", { "id": "top", "constraint": "card.top == root.top + 40" },
                         "card.width == 100", "card.height == 50" ],
        "timeline": [ { "at": 0.5, "changes": [ { "priority": "top", "to": 500 } ] } ]
        """)
        let errors = try playbackErrors(text)
        XCTAssertEqual(errors.count, 1)
        guard let error = errors.first else { return }
        XCTAssertEqual(error.problem, .layout(.requiredPriorityChange(id: "top", from: 1000, to: 500)))
        let at = Fixture.position(of: #"{ "priority""#, in: text)
        XCTAssertEqual([error.line, error.column], [at.line, at.column])
        XCTAssertEqual(error.path, "$.timeline[0].changes[0]")
        XCTAssertEqual(error.message, LayoutError.requiredPriorityChange(id: "top", from: 1000, to: 500).description)
    }

    /// Asserts that the constraints of `text` fail with one syntax error in `string`, at
    /// character `offset` (and so at that character in the file, found by `marker`), at
    /// `path`; returns the parser's message.
    private func assertSyntaxError(_ text: String, string: String, offset: Int, marker: String, path: String,
                                   file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let errors = try playbackErrors(text, file: file, line: line)
        XCTAssertEqual(errors.count, 1, file: file, line: line)
        guard let error = errors.first else { return nil }
        guard case .constraintSyntax(let syntax) = error.problem else { XCTFail("\(error.problem)", file: file, line: line); return nil }
        XCTAssertEqual(syntax.text, string, file: file, line: line)
        XCTAssertEqual(syntax.offset, offset, file: file, line: line)
        let at = Fixture.position(of: marker, in: text)
        XCTAssertEqual([error.line, error.column], [at.line, at.column], file: file, line: line)
        XCTAssertEqual(error.path, path, file: file, line: line)
        XCTAssertEqual(error.message, syntax.message, file: file, line: line)
        XCTAssertEqual(error.caret, TimelineError.Caret(text: string, offset: offset), file: file, line: line)
        return syntax.message
    }

    /// A misspelt attribute in a constraint string: the parser's error, with the string and
    /// the offset of the word (5: after `card.`), located at that word in the file.
    func testAConstraintStringMistakeIsTheParsersErrorAtTheWord() throws {
        let text = Fixture.document("""
        "views": [ { "id": "card" } ],
        "constraints": [ "card.widht == 100" ]
        """)
        let message = try assertSyntaxError(text, string: "card.widht == 100", offset: 5, marker: "widht", path: "$.constraints[0]")
        XCTAssertEqual(message, "unknown attribute 'widht'; did you mean 'width'?")
    }

    /// A metric a Visual Format string names but `metrics` does not hold: the parser's
    /// error at the metric's name (offset 4, after `H:|-`), located at it in the file.
    func testAVisualFormatMistakeIsTheParsersErrorAtTheName() throws {
        let text = Fixture.document("""
        "views": [ { "id": "card" } ],
        "constraints": [ { "vfl": "H:|-pad-[card]|" } ]
        """)
        let message = try assertSyntaxError(text, string: "H:|-pad-[card]|", offset: 4, marker: "pad-", path: "$.constraints[0].vfl")
        XCTAssertEqual(message, "unknown metric 'pad'; pass it in metrics")
    }

    /// Decoding mistakes are cases with their names: the misspelt parent is the view name
    /// 'crad' with 'card' as the nearest (one letter swapped), at the string; the misspelt
    /// key 'durration' is the field 'duration', at the key; a string fps is the wrong type,
    /// fps 0 is below frames per second's 1 … 1000, an event without "at" misses it.
    func testDecodingMistakesAreCasesWithTheirNamesAndPlaces() {
        let text = Fixture.document("""
        "render": { "fps": 0 },
        "views": [ { "id": "card" }, { "id": "badge", "parent": "crad" } ],
        "timeline": [ { "at": 1, "animate": { "durration": 0.3 }, "changes": [] }, { "changes": [] } ],
        "title": 7
        """)
        let errors = Fixture.errors(text)
        func at(_ marker: String) -> [Int] { let p = Fixture.position(of: marker, in: text); return [p.line, p.column] }
        let found = errors.map { ([$0.line, $0.column], $0.problem) }
        let expected: [([Int], TimelineError.Problem)] = [
            (at("0 }"), .outOfRange(0, range: "frames per second")),
            (at(#""crad""#), .unknownName("crad", kind: "view", nearest: "card")),
            (at(#""durration""#), .unknownField("durration", nearest: "duration")),
            (at(#"{ "changes": [] }"#), .missingField("at")),
            (at("7\n"), .wrongType(expected: "a string", found: "a number")),
        ]
        XCTAssertEqual(found.map(\.0), expected.map(\.0), "\(errors)")
        XCTAssertEqual(found.map(\.1), expected.map(\.1), "\(errors)")
        XCTAssertEqual(errors.first { $0.path == "$.views[1].parent" }?.fix, "did you mean 'card'?")
    }

    /// The validator's own findings are cases with their values, each message as it always
    /// read: a field written twice (the second 'fps', at its key), a view id declared twice
    /// (the second "card", at the string), an empty 'set' (at its object).
    func testValidatorFindingsAreCasesWithTheirValues() {
        let text = Fixture.document("""
        "render": { "fps": 30, "fps": 30 },
        "views": [ { "id": "card", "alpha": 1 }, { "id": "card" } ],
        "timeline": [ { "at": 1, "changes": [ { "view": "card", "set": {} } ] } ]
        """)
        let errors = Fixture.errors(text)
        func at(_ marker: String) -> [Int] { let p = Fixture.position(of: marker, in: text); return [p.line, p.column] }
        let expected: [([Int], TimelineError.Problem, String)] = [
            (at(#""fps": 30 }"#), .duplicate("fps", kind: "field"), "duplicate field 'fps'"),
            (at(#""card" }"#), .duplicate("card", kind: "view id"), "duplicate view id 'card'"),
            (at("{} }"), .empty("set"), "'set' is empty"),
        ]
        XCTAssertEqual(errors.map { [$0.line, $0.column] }, expected.map(\.0), "\(errors)")
        XCTAssertEqual(errors.map(\.problem), expected.map(\.1))
        XCTAssertEqual(errors.map(\.message), expected.map(\.2))
    }

    /// A stack's arrangement mistakes name their views by identity: "a" listed twice (at the
    /// second "a"), custom spacing after "b", which stack view "row" does not arrange (at
    /// the key); a screen with both 'device' and 'size' is two conflicting fields (at the size).
    func testStackArrangementAndConflictingFieldsAreCases() {
        let text = Fixture.document("""
        "views": [ { "id": "row", "stack": { "arrangedSubviews": ["a", "a"], "customSpacing": { "b": 4 } } },
                   { "id": "a" }, { "id": "b" } ]
        """)
        let errors = Fixture.errors(text)
        func at(_ marker: String, in text: String) -> [Int] { let p = Fixture.position(of: marker, in: text); return [p.line, p.column] }
        let expected: [([Int], TimelineError.Problem, String)] = [
            (at(#""a"]"#, in: text), .stackArrangement(.arrangedTwice("a")), "'a' is arranged twice"),
            (at(#""b": 4"#, in: text), .stackArrangement(.spacingAfterUnarranged("b", stack: "row")),
             "custom spacing after 'b', which stack view 'row' does not arrange"),
        ]
        XCTAssertEqual(errors.map { [$0.line, $0.column] }, expected.map(\.0), "\(errors)")
        XCTAssertEqual(errors.map(\.problem), expected.map(\.1))
        XCTAssertEqual(errors.map(\.message), expected.map(\.2))

        let screen = Fixture.document("", screen: #"{ "device": "iPhone X", "size": [375, 812] }"#)
        let conflict = Fixture.errors(screen)
        XCTAssertEqual(conflict.map { [$0.line, $0.column] }, [at("[375, 812]", in: screen)], "\(conflict)")
        XCTAssertEqual(conflict.map(\.problem), [.conflictingFields("device", "size", why: "both describe the screen")])
        XCTAssertEqual(conflict.map(\.message), ["'device' and 'size' both describe the screen"])
    }

    /// More findings as cases: an animation without a duration is the missing field
    /// 'duration'; removing root is something a built-in view cannot be (at "root").
    func testMissingDurationAndBuiltInViewAreCases() {
        let noDuration = Fixture.errors(Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "curve": "linear" } } ]"#))
        XCTAssertEqual(noDuration.map(\.problem), [.missingField("duration")])
        let text = Fixture.document(#""timeline": [ { "at": 0, "changes": [ { "removeView": "root" } ] } ]"#)
        let removal = Fixture.errors(text)
        let p = Fixture.position(of: #""root" }"#, in: text)
        XCTAssertEqual(removal.map { [$0.line, $0.column] }, [[p.line, p.column]], "\(removal)")
        XCTAssertEqual(removal.map(\.problem), [.builtInView("root", cannotBe: "removed")])
        XCTAssertEqual(removal.map(\.message), ["the built-in view 'root' cannot be removed"])
    }
}
