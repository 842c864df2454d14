import AnimRenderUIKit
import CardFeature
import XCTest

@MainActor
final class UIKitMistakeTests: XCTestCase {
    /// A mistake gets UIKit's answer, not a crash: a constraint between views with no
    /// common ancestor is reported by `record`, naming both views.
    func testNoCommonAncestorIsReported() async throws {
        let vc = CardController()
        let stray = UIView()
        stray.accessibilityIdentifier = "stray"
        XCTAssertThrowsError(try Simulator(device: "iPhone X").record(vc) { script in
            script.at(0.1) { vc.card.topAnchor.constraint(equalTo: stray.bottomAnchor).isActive = true }
        }) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("NSGenericException: Unable to activate constraint"), text)
            XCTAssertTrue(text.contains("card.top == UIView 'stray'.bottom"), text)
        }
    }
}
