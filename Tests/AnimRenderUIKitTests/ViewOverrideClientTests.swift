import UIKit
import XCTest

/// Overrides of UIView's geometry and look as apps write them (a shadow path kept in step
/// with `bounds`, a highlight drawn through `backgroundColor`, a view that reports being
/// hidden); UIKit declares these properties overridable, and the layout sets them through
/// the override as UIKit's does.
@MainActor
final class ViewOverrideClientTests: XCTestCase {
    final class ShadowCard: UIView {
        var boundsSeen: [CGSize] = []
        var framesSet = 0
        var hiddenChanges: [Bool] = []
        override var bounds: CGRect { didSet { boundsSeen.append(bounds.size) } }
        override var frame: CGRect { didSet { framesSet += 1 } }
        override var isHidden: Bool { didSet { hiddenChanges.append(isHidden) } }
        override var backgroundColor: UIColor? {
            get { super.backgroundColor }
            set { super.backgroundColor = newValue?.withAlphaComponent(0.5) }
        }
    }

    func testGeometryAndLookOverridesRun() async {
        let card = ShadowCard(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
        XCTAssertEqual(card.boundsSeen.last, CGSize(width: 120, height: 60))
        card.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        XCTAssertGreaterThanOrEqual(card.framesSet, 1)
        XCTAssertEqual(card.frame, CGRect(x: 10, y: 10, width: 80, height: 40))
        card.isHidden = true
        XCTAssertEqual(card.hiddenChanges, [true])
        card.backgroundColor = .red
        var alpha: CGFloat = 0
        card.backgroundColor?.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        XCTAssertEqual(alpha, 0.5)
    }
}
