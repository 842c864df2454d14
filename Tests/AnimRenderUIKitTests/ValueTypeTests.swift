import AnimRenderUIKit
import XCTest

/// The value types: CoreGraphics' transform algebra, priorities, colours.
final class ValueTypeTests: XCTestCase {
    func testTransformOperationsFollowCoreGraphics() {
        let p = CGPoint(x: 10, y: 0)
        // translatedBy applies the translation first, then self (CGAffineTransformTranslate).
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 1)
        XCTAssertEqual(p.applying(t), CGPoint(x: 30, y: 3))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(p.applying(r).x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.applying(r).y, 10, accuracy: 1e-12)   // clockwise on a y-down screen
        // concatenating: self, then the argument.
        let c = CGAffineTransform(translationX: 1, y: 0).concatenating(CGAffineTransform(scaleX: 10, y: 10))
        XCTAssertEqual(CGPoint.zero.applying(c), CGPoint(x: 10, y: 0))
        let s = CGAffineTransform.identity.scaledBy(x: 2, y: 4).rotated(by: .pi)
        let back = CGPoint(x: 3, y: 5).applying(s).applying(s.inverted())
        XCTAssertEqual(back.x, 3, accuracy: 1e-12)
        XCTAssertEqual(back.y, 5, accuracy: 1e-12)
        XCTAssertTrue(CGAffineTransform().isIdentity)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular, "no inverse: unchanged, as CoreGraphics")
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)).width,
                       20, accuracy: 1e-12)
    }

    /// CoreGraphics' debug descriptions, as Apple's Swift overlay writes them (what
    /// `String(reflecting:)` and Swift Testing's `#expect` print).
    func testGeometryDebugDescriptionsAreCoreGraphics() {
        XCTAssertEqual(CGRect(x: 20, y: 0, width: 0, height: 40).debugDescription, "(20.0, 0.0, 0.0, 40.0)")
        XCTAssertEqual(String(reflecting: CGPoint(x: 1.5, y: -2)), "(1.5, -2.0)")
        XCTAssertEqual(String(reflecting: CGSize(width: 375, height: 812)), "(375.0, 812.0)")
        XCTAssertEqual(String(reflecting: CGVector(dx: 0, dy: 3)), "(0.0, 3.0)")
    }

    func testPrioritiesHaveUIKitsLevelsAndArithmetic() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertTrue(UILayoutPriority.defaultLow < .defaultHigh)
    }

    @MainActor
    func testColoursHaveApplesValues() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [0, 122.0 / 255, 1, 1])
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1), UIColor.gray)
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }
}
