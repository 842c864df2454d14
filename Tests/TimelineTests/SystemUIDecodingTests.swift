import XCTest
@testable import Timeline

/// `render.systemUI`: a boolean, false unless written.
final class SystemUIDecodingTests: XCTestCase {
    func testDefaultAndValue() throws {
        XCTAssertFalse(try Fixture.load(Fixture.document("")).render.systemUI)
        XCTAssertTrue(try Fixture.load(Fixture.document(#""render": { "systemUI": true }"#)).render.systemUI)
    }

    func testAWrongTypeIsLocated() {
        let text = Fixture.document(#""render": { "systemUI": "yes" }"#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.path, "$.render.systemUI")
        XCTAssertEqual(errors.first?.line, Fixture.position(of: "\"yes\"", in: text).line)
    }
}
