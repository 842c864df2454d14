import Playback
import XCTest
@testable import Timeline

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text, file: "t.json") }

    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
        do { _ = try parse(text); XCTFail("expected a syntax error", file: file, line: line); return nil } catch let e as JSONSyntaxError {
            return e
        } catch { XCTFail("unexpected \(error)", file: file, line: line); return nil }
    }

    func testPositionsOfNestedValues() throws {
        let text = "{\n  \"a\": [1, true],\n    \"b\": {\"c\": null}\n}"
        let root = try parse(text)
        guard case .object(let members) = root.kind else { return XCTFail() }
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual(members[0].keyPosition.line, 2); XCTAssertEqual(members[0].keyPosition.column, 3)
        guard case .array(let items) = members[0].value.kind else { return XCTFail() }
        // `[` is column 8 on line 2: two spaces, "a" (3 chars), ':' and a space.
        XCTAssertEqual(members[0].value.position.column, 8)
        XCTAssertEqual(items[0].position.column, 9)
        XCTAssertEqual(items[1].position.column, 12)
        XCTAssertEqual(members[1].keyPosition.line, 3); XCTAssertEqual(members[1].keyPosition.column, 5)
        guard case .object(let inner) = members[1].value.kind else { return XCTFail() }
        XCTAssertEqual(inner[0].value.position.column, 16)
    }

    func testNumbersAndEscapes() throws {
        let root = try parse(#"[-0.5e2, 0, 12.25, "a\"b\u00e9\ud83d\ude00"]"#)
        guard case .array(let items) = root.kind else { return XCTFail() }
        guard case .number(let a) = items[0].kind, case .number(let b) = items[1].kind,
              case .number(let c) = items[2].kind, case .string(let s) = items[3].kind else { return XCTFail() }
        XCTAssertEqual(a, -50); XCTAssertEqual(b, 0); XCTAssertEqual(c, 12.25)
        XCTAssertEqual(s.text, "a\"bé😀")
    }

    func testSourceTextMapsOffsetsThroughEscapes() throws {
        // Columns: `[` 1, `"` 2, a 3, `\"` 4–5, b 6, `\u00e9` 7–12, c 13, closing quote 14.
        let root = try parse(#"["a\"b\u00e9c"]"#)
        guard case .array(let items) = root.kind, case .string(let s) = items[0].kind else { return XCTFail() }
        XCTAssertEqual(s.column, 3)
        XCTAssertEqual(s.location(ofOffset: 0).column, 3)
        XCTAssertEqual(s.location(ofOffset: 1).column, 4)   // the quote escape
        XCTAssertEqual(s.location(ofOffset: 2).column, 6)   // b
        XCTAssertEqual(s.location(ofOffset: 3).column, 7)   // é
        XCTAssertEqual(s.location(ofOffset: 4).column, 13)  // c
        XCTAssertEqual(s.location(ofOffset: 5).column, 14)  // end → closing quote
        XCTAssertEqual(s.location(ofOffset: 99).column, 14)
    }

    func testColumnsCountScalarsNotBytes() throws {
        // "é" is two UTF-8 bytes but one column.
        let root = try parse("[\"é\", 1]")
        guard case .array(let items) = root.kind else { return XCTFail() }
        XCTAssertEqual(items[1].position.column, 7)
    }

    func testMissingCommaInObject() {
        let e = syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}")
        XCTAssertEqual(e?.message, "expected ',' or '}', found '\"'")
        XCTAssertEqual(e?.position.line, 3); XCTAssertEqual(e?.position.column, 3)
        XCTAssertEqual(e?.path, "$")
    }

    func testMissingCommaInArrayNamesThePath() {
        let e = syntaxError("{\"views\": [1 2]}")
        XCTAssertEqual(e?.message, "expected ',' or ']', found '2'")
        XCTAssertEqual(e?.position.column, 14)
        XCTAssertEqual(e?.path, "$.views")
    }

    func testOverflowingNumberIsRejected() {
        let e = syntaxError("{\"at\": 1e999}")
        XCTAssertEqual(e?.message, "number 1e999 is too large (must be a finite number)")
        XCTAssertEqual(e?.position.column, 8)
        XCTAssertEqual(e?.path, "$.at")
    }

    func testOtherSyntaxErrors() {
        XCTAssertEqual(syntaxError("[01]")?.message, "leading zeros are not allowed in numbers")
        XCTAssertEqual(syntaxError("[1.]")?.message, "expected a digit after '.'")
        XCTAssertEqual(syntaxError("{\"a\" 1}")?.message, "expected ':' after key \"a\", found '1'")
        XCTAssertEqual(syntaxError("{a: 1}")?.message, "expected a string key in double quotes, found 'a'")
        XCTAssertEqual(syntaxError("[\"abc")?.message, "unterminated string: expected '\"' before end of file")
        XCTAssertEqual(syntaxError("[tru]")?.message, "expected a value, found ']'")
        // A bare word is named whole, at its start, with the quotes it needs; a literal in
        // the wrong case is told JSON's spelling.
        let bare = syntaxError("{ \"curve\": easeOut }")
        XCTAssertEqual(bare?.message, "expected a value, found the bare word 'easeOut'")
        XCTAssertEqual(bare?.fix, "names are strings in JSON: write \"easeOut\" in double quotes")
        XCTAssertEqual(bare?.position.column, 12)
        XCTAssertEqual(syntaxError("[nullable]")?.message, "expected a value, found the bare word 'nullable'")
        XCTAssertEqual(syntaxError("[True]")?.message, "expected a value, found 'True'")
        XCTAssertEqual(syntaxError("[True]")?.fix, "JSON writes true in lower case: true")
        XCTAssertEqual(syntaxError("[1] x")?.message, "unexpected 'x' after the top-level value")
        XCTAssertEqual(syntaxError("")?.message, "the file is empty")
        XCTAssertEqual(syntaxError(" \n ")?.position.line, 2)
        XCTAssertEqual(syntaxError("[[")?.message, "expected a value, found end of file")
        XCTAssertEqual(syntaxError("[\"a\tb\"]")?.message, "control character U+0009 in a string; write it as an escape such as \\n")
        XCTAssertEqual(syntaxError("[\"\\x\"]")?.position.column, 5)
    }

    /// What JSON5 and editors allow and JSON does not is named as such, with the fix; a
    /// trailing comma is located at the comma.
    func testCommentsAndTrailingCommasAreNamed() {
        let comment = syntaxError("{\n  /* x */ \"a\": 1 }")
        XCTAssertEqual(comment?.message, "expected a string key in double quotes, found a comment ('/*')")
        XCTAssertEqual(comment?.fix, "JSON has no comments: remove it, or say it in \"title\"")
        XCTAssertEqual(syntaxError("[1, // two\n 2]")?.message, "expected a value, found a comment ('//')")
        XCTAssertEqual(syntaxError("[1 // two\n]")?.message, "expected ',' or ']', found a comment ('//')")
        XCTAssertEqual(syntaxError("[1 / 2]")?.message, "expected ',' or ']', found '/'")
        let array = syntaxError("[1, 2 ,\n ]")
        XCTAssertEqual(array?.message, "a ',' with nothing after it before ']'")
        XCTAssertEqual(array?.fix, "remove the trailing comma")
        XCTAssertEqual(array.map { [$0.position.line, $0.position.column] }, [1, 7])
        let object = syntaxError("{ \"a\": 1, }")
        XCTAssertEqual(object?.message, "a ',' with nothing after it before '}'")
        XCTAssertEqual(object?.position.column, 9)
        XCTAssertEqual(syntaxError("[,]")?.message, "expected a value, found ','")
    }
}

extension JSONParserTests {
    func testSourceTextLocationByIndexAndNonASCII() throws {
        // Columns: `[` 1, `"` 2, é 3, space 4, \t escape 5–6, x 7.
        let root = try JSONParser.parse(#"["é \tx"]"#, file: "f.json")
        guard case .array(let items) = root.kind, case .string(let s) = items[0].kind else { return XCTFail() }
        let x = s.text.firstIndex(of: "x")!
        XCTAssertEqual(s.location(of: x), SourceReference(file: "f.json", path: "$[0]", line: 1, column: 7))
        XCTAssertEqual(s.reference.column, 3)
        XCTAssertEqual(s.location(ofOffset: 2).column, 5)
    }

    func testErrorsAreSortedAndDeduplicated() {
        let a = TimelineError(file: "f", line: 2, column: 1, path: "$.b", message: "m")
        let b = TimelineError(file: "f", line: 1, column: 9, path: "$.a", message: "m")
        XCTAssertEqual(TimelineErrors([a, b, a]).errors, [b, a])
    }
}
