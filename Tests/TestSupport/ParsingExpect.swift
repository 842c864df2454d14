import Geometry
import XCTest
import Layout
import Cassowary

/// Builds expected constraints by hand, independently of the parsers under test.
public enum ParsingExpect {
    public static func constraint(_ firstView: ViewID, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                           _ secondView: ViewID? = nil, _ secondAttribute: LayoutAttribute? = nil,
                           guide: ItemReference.Guide? = nil, multiplier: Double = 1, constant: Double = 0,
                           priority: Double = 1000) -> ConstraintDescription {
        ConstraintDescription(firstItem: ItemReference(view: firstView), firstAttribute: firstAttribute,
                              relation: relation, secondItem: secondView.map { ItemReference(view: $0, guide: guide) },
                              secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                              priority: LayoutPriority(priority))
    }

    /// Runs `body`, which must throw a `ConstraintSyntaxError` at `offset` with `message`.
    @discardableResult
    public static func syntaxError<T>(_ body: () throws -> T, offset: Int, message: String,
                               file: StaticString = #filePath, line: UInt = #line) -> ConstraintSyntaxError? {
        do {
            let value = try body()
            XCTFail("expected an error, got \(value)", file: file, line: line)
        } catch let error as ConstraintSyntaxError {
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertEqual(error.offset, offset, "offset", file: file, line: line)
            return error
        } catch {
            XCTFail("unexpected error type \(error)", file: file, line: line)
        }
        return nil
    }
}
