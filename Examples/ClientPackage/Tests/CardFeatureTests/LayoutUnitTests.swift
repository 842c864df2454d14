import CardFeature
import UIKit
import XCTest

/// An iOS unit test as teams write them — make views, activate constraints, call
/// `layoutIfNeeded()`, read `frame` — with nothing of animrender in it. On Linux it runs
/// against animrender's UIKit module; the values are UIKit's, worked out by hand.
@MainActor
final class LayoutUnitTests: XCTestCase {
    func testConstraintsPlaceTheCard() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        container.layoutIfNeeded()
        // 375 − 20 − 20 = 335 wide.
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 20, width: 335, height: 120))

        container.frame.size.width = 320      // a narrower screen: the card follows
        container.layoutIfNeeded()
        XCTAssertEqual(card.frame.width, 280)
    }

    func testTheControllerSlidesItsCard() async {
        let vc = CardController()
        vc.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)   // in no window: no safe area
        vc.view.layoutIfNeeded()
        XCTAssertEqual(vc.card.frame, CGRect(x: 20, y: 20, width: 335, height: 120))

        // UIView.animate sets the model values at once: a test reads where the card ends.
        vc.slide(to: 300, duration: 0.6)
        XCTAssertEqual(vc.card.frame.minY, 300)
    }
}
