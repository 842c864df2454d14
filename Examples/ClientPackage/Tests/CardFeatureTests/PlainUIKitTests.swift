import CardFeature
import UIKit
import XCTest

/// A view as an app writes one, with its constraints made in its initialiser.
final class BadgeView: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// An ordinary iOS unit test — `import UIKit`, views, constraints and a controller, nothing
/// of animrender's — that the package's Linux build runs against animrender's UIKit module
/// (Package.swift names the `UIKit` product for Linux only).
@MainActor
final class PlainUIKitTests: XCTestCase {
    func testTheControllerBuildsItsCard() async {
        let vc = CardController()
        vc.loadViewIfNeeded()
        XCTAssertTrue(vc.isViewLoaded)
        XCTAssertTrue(vc.card.superview === vc.view)
        XCTAssertEqual(vc.card.accessibilityIdentifier, "card")
        XCTAssertFalse(vc.card.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(vc.top.firstItem === vc.card)
        XCTAssertEqual(vc.top.firstAttribute, .top)
        XCTAssertTrue(vc.top.secondItem === vc.view.safeAreaLayoutGuide)
        XCTAssertEqual(vc.top.constant, 20)
        XCTAssertEqual(vc.top.identifier, "top")
        // Activating holds a constraint in its items' nearest common ancestor: the root view.
        XCTAssertTrue(vc.top.isActive)
        XCTAssertTrue(vc.view.constraints.contains(vc.top))
    }

    func testABadgeHoldsItsConstraints() async {
        let badge = BadgeView()
        XCTAssertEqual(badge.subviews, [badge.title])
        XCTAssertEqual(badge.constraints.filter { $0.firstItem === badge.title }.count, 3)
        let height = badge.constraints.first { $0.firstAttribute == .height }
        XCTAssertEqual(height?.relation, .greaterThanOrEqual)
        XCTAssertEqual(height?.constant, 44)
        XCTAssertNil(height?.secondItem)
        height?.isActive = false
        XCTAssertFalse(badge.constraints.contains { $0.firstAttribute == .height })
    }
}
