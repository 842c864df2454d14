import Foundation
import XCTest
@testable import AnimRenderSweep

/// The sweep's check of a run's frames.json (`FramesJSONCheck`): it reads the file through a
/// fixed buffer, so a file many times larger than its budget is judged without being held,
/// and it still refuses what is not JSON, numbers that are not finite, and contract fields
/// that are not numbers. Foundation's JSONSerialization is the second opinion on what is
/// JSON.
final class FramesJSONCheckTests: XCTestCase {
    /// 4 KB of buffer and 64 bytes of token: the budget the tests hold the check to.
    static let budget = (buffer: 4096, token: 64)

    /// A frames.json of `count` frames of three views, shaped as animrender writes it.
    static func framesJSON(count: Int, alphaOfLastView: String = "1") -> String {
        var s = "{\"fps\": 60, \"frames\": [\n"
        for i in 0..<count {
            if i > 0 { s += ",\n" }
            s += "{\"index\": \(i), \"time\": \(Double(i) / 60), \"views\": {"
            for (k, name) in ["root", "card", "title\\u00e9"].enumerated() {
                if k > 0 { s += ", " }
                let alpha = k == 2 && i == count - 1 ? alphaOfLastView : "1"
                s += "\"\(name)\": {\"frame\": [0, \(i), 393.5, 852], \"bounds\": [0, 0, 393.5, 852], "
                    + "\"center\": [196.75, 426], \"transform\": [1, 0, 0, 1, 0, -2.5e-3], \"alpha\": \(alpha), "
                    + "\"label\": \"Personal Hotspot \\\"on\\\" é\", \"hidden\": false, \"layer\": null}"
            }
            s += "}}"
        }
        return s + "\n], \"device\": {\"scale\": 3}}\n"
    }

    func check(_ text: String) throws -> (problem: String?, peak: Int) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("frames-check-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var check = FramesJSONCheck(bufferBytes: Self.budget.buffer, tokenLimit: Self.budget.token)
        let problem = check.problem(inFileAt: file.path)
        return (problem, check.peakBytesHeld)
    }

    /// Whether Foundation reads the text as JSON (the independent opinion).
    func foundationReads(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
    }

    /// A valid file 300 times the budget passes, holding no more than the budget.
    func testAFileLargerThanTheBudgetPassesWithinIt() throws {
        let text = Self.framesJSON(count: 2000)
        XCTAssertGreaterThan(text.utf8.count, 300 * (Self.budget.buffer + Self.budget.token))
        XCTAssertTrue(foundationReads(text))
        let (problem, peak) = try check(text)
        XCTAssertNil(problem)
        XCTAssertLessThanOrEqual(peak, Self.budget.buffer + Self.budget.token)
        XCTAssertGreaterThanOrEqual(peak, Self.budget.buffer)
    }

    /// Damage placed near the end of a large file (far past the first buffer) is found,
    /// and each damaged text but one is one Foundation refuses too: swift-corelibs-foundation
    /// reads a trailing comma, which RFC 8259 does not allow (and animrender never writes).
    func testInvalidJSONLateInALargeFileIsRefused() throws {
        let valid = Self.framesJSON(count: 2000)
        let lastFrame = try XCTUnwrap(valid.range(of: "{\"index\": 1999"))
        let tail = String(valid[lastFrame.lowerBound...])
        let head = String(valid[..<lastFrame.lowerBound])
        let damaged: [(String, String)] = [
            ("truncated", String(valid.dropLast(40))),
            ("trailing comma", head + tail.replacingOccurrences(of: "\"hidden\": false, \"layer\": null}", with: "\"hidden\": false,}")),
            ("NaN", head + tail.replacingOccurrences(of: "\"hidden\": false", with: "\"hidden\": NaN")),
            ("bare word", head + tail.replacingOccurrences(of: "false", with: "nope")),
            ("bad escape", head + tail.replacingOccurrences(of: "\\\"on\\\"", with: "\\q")),
            ("control character", head + tail.replacingOccurrences(of: "Hotspot", with: "Hot\tspot")),
            ("leading zero", head + tail.replacingOccurrences(of: "393.5", with: "0393.5")),
            ("two values", valid + "{}"),
            ("missing colon", head + tail.replacingOccurrences(of: "\"hidden\": false", with: "\"hidden\" false")),
        ]
        for (name, text) in damaged {
            XCTAssertNotEqual(text, valid, name)
            XCTAssertEqual(foundationReads(text), name == "trailing comma", name)
            let (problem, peak) = try check(text)
            let message = try XCTUnwrap(problem, "\(name) passed")
            XCTAssertTrue(message.hasPrefix("frames.json is not JSON: "), "\(name): \(message)")
            XCTAssertLessThanOrEqual(peak, Self.budget.buffer + Self.budget.token, name)
        }
    }

    /// The byte offset in the message is where the damage is.
    func testTheMessageSaysWhere() throws {
        let valid = Self.framesJSON(count: 500)
        let at = try XCTUnwrap(valid.range(of: "\"index\": 400")).lowerBound
        let damaged = String(valid[..<at]) + "]" + String(valid[at...])
        let (problem, _) = try check(damaged)
        XCTAssertEqual(problem, "frames.json is not JSON: expected a key in quotes at byte \(valid.utf8.distance(from: valid.startIndex, to: at))")
    }

    /// A number too large for a Double is refused, though it is valid JSON.
    func testANonFiniteNumberIsRefused() throws {
        for big in ["1e999", "-1e400", "17976931348623159" + String(repeating: "0", count: 300)] {
            let text = Self.framesJSON(count: 300).replacingOccurrences(of: "\"fps\": 60", with: "\"fps\": \(big)")
            let (problem, _) = try check(text)
            if big.count > Self.budget.token {
                XCTAssertEqual(problem, "frames.json has a number of more than 64 characters at byte 8")
            } else {
                XCTAssertEqual(problem, "frames.json has a non-finite number \(big) at byte 8")
            }
        }
        let late = Self.framesJSON(count: 300, alphaOfLastView: "2e308")
        XCTAssertEqual(try check(late).problem?.hasPrefix("frames.json has a non-finite number 2e308 at byte "), true)
        XCTAssertNil(try check(Self.framesJSON(count: 300, alphaOfLastView: "1.7976931348623157e308")).problem)
    }

    /// The contract's fields must hold numbers: a non-finite value written as null, or a
    /// field missing, is a problem though the file is JSON.
    func testContractFieldsMustBeNumbers() throws {
        let nullAlpha = Self.framesJSON(count: 300, alphaOfLastView: "null")
        XCTAssertTrue(foundationReads(nullAlpha))
        XCTAssertEqual(try check(nullAlpha).problem, "view titleé.alpha is not a number")
        XCTAssertEqual(try check(Self.framesJSON(count: 300, alphaOfLastView: "NaN")).problem, "view titleé.alpha is not a number")
        let nullInFrame = Self.framesJSON(count: 300).replacingOccurrences(of: "[0, 299, 393.5, 852]", with: "[0, null, 393.5, 852]")
        XCTAssertEqual(try check(nullInFrame).problem, "view root.frame is not an array of numbers")
        let noCenter = Self.framesJSON(count: 3).replacingOccurrences(of: "\"center\": [196.75, 426], ", with: "")
        XCTAssertEqual(try check(noCenter).problem, "view root has no center")
        let noTime = Self.framesJSON(count: 3).replacingOccurrences(of: "\"time\": 0.0, ", with: "")
        XCTAssertEqual(try check(noTime).problem?.hasPrefix("a frame without time or views"), true)
        XCTAssertEqual(try check("[]").problem, "frames.json is not an object")
        XCTAssertEqual(try check("{\"fps\": 1}").problem, "frames.json has no frames array")
        let deep = "{\"frames\": [], \"deep\": " + String(repeating: "[", count: 600)
        XCTAssertEqual(try check(deep).problem?.hasPrefix("frames.json nests deeper than 512"), true)
    }
}
