import UIKit
import XCTest

private var labelKey: UInt8 = 0
private var colorKey: UInt8 = 0

/// Counts its instances, to see associated values released.
private final class Token {
    nonisolated(unsafe) static var alive = 0
    let name: String
    init(_ name: String) { self.name = name; Token.alive += 1 }
    deinit { Token.alive -= 1 }
}

/// A plain Swift class: not one of UIKit's, so its associations live in the table.
private final class Model {}

/// The Objective-C runtime's associated objects, as SnapKit and other libraries use them
/// on iOS (values found again by object and key address; nil removes; the object's release
/// releases its values).
final class AssociatedObjectTests: XCTestCase {
    @MainActor func testValuesAreFoundByObjectAndKey() async {
        let view = UIView(), other = UIView()
        objc_setAssociatedObject(view, &labelKey, "header", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(view, &colorKey, 3, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(objc_getAssociatedObject(view, &labelKey) as? String, "header")
        XCTAssertEqual(objc_getAssociatedObject(view, &colorKey) as? Int, 3)
        XCTAssertNil(objc_getAssociatedObject(other, &labelKey))
        objc_setAssociatedObject(view, &labelKey, nil, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        XCTAssertNil(objc_getAssociatedObject(view, &labelKey))
        XCTAssertEqual(objc_getAssociatedObject(view, &colorKey) as? Int, 3)
        objc_removeAssociatedObjects(view)
        XCTAssertNil(objc_getAssociatedObject(view, &colorKey))
        // An optional object is its value, as the runtime's bridging gives it.
        let optional: UIView? = other
        objc_setAssociatedObject(optional as Any, &labelKey, "o", .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(objc_getAssociatedObject(other, &labelKey) as? String, "o")
        XCTAssertEqual([objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC,
                        .OBJC_ASSOCIATION_COPY_NONATOMIC, .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_COPY].map(\.rawValue),
                       [0, 1, 3, 769, 771])
    }

    @MainActor func testAReleasedViewReleasesItsValues() async {
        let before = Token.alive
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &labelKey, Token("label"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let constraint = NSLayoutConstraint()
        objc_setAssociatedObject(constraint, &labelKey, Token("constraint"), .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(Token.alive, before + 2)
        weak let gone = view
        view = nil
        XCTAssertNil(gone)
        XCTAssertEqual(Token.alive, before + 1, "the view's value goes with the view")
        XCTAssertEqual((objc_getAssociatedObject(constraint, &labelKey) as? Token)?.name, "constraint")
    }

    func testAReleasedObjectOfAnyClassReleasesItsValuesAtTheNextCall() {
        let before = Token.alive
        var model: Model? = Model()
        objc_setAssociatedObject(model!, &labelKey, Token("model"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual((objc_getAssociatedObject(model!, &labelKey) as? Token)?.name, "model")
        model = nil
        // A new object (perhaps at the same address) has nothing associated, and the call
        // releases the old object's values.
        let next = Model()
        XCTAssertNil(objc_getAssociatedObject(next, &labelKey))
        XCTAssertEqual(Token.alive, before)
    }

    func testAssignKeepsNoReference() {
        let model = Model()
        var token: Token? = Token("assigned")
        objc_setAssociatedObject(model, &labelKey, token!, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(model, &labelKey) as? Token === token)
        token = nil
        XCTAssertNil(objc_getAssociatedObject(model, &labelKey), "not kept alive, and not read after its release")
    }

    func testCopyCopiesCopyableObjects() {
        let model = Model()
        let original = NSMutableString(string: "a")
        objc_setAssociatedObject(model, &labelKey, original, .OBJC_ASSOCIATION_COPY)
        original.append("b")
        XCTAssertEqual(objc_getAssociatedObject(model, &labelKey) as? String, "a")
    }
}
