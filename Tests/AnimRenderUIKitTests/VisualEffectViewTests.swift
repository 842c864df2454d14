import AnimRenderUIKit
import XCTest

/// `UIVisualEffectView`: its content view fills it and holds what is added; a subview added
/// to the effect view itself is UIKit's exception.
@MainActor
final class VisualEffectViewTests: XCTestCase {
    /// The content view is the one subview, at the effect view's bounds, and follows its
    /// size (flexible width and height): 200 × 100, then 300 × 150. A badge pinned 10 pt
    /// inside the content view is 180 × 80, then 280 × 130.
    func testTheContentViewFillsTheEffectViewAndHoldsItsSubviews() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 20, y: 40, width: 200, height: 100)
        window.addSubview(blur)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        blur.contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 10),
            badge.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(blur.subviews.count, 1)
        XCTAssertTrue(blur.subviews.first === blur.contentView)
        XCTAssertEqual(blur.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(badge.frame, CGRect(x: 10, y: 10, width: 180, height: 80))

        blur.frame = CGRect(x: 20, y: 40, width: 300, height: 150)
        window.layoutIfNeeded()
        XCTAssertEqual(blur.contentView.frame, CGRect(x: 0, y: 0, width: 300, height: 150))
        XCTAssertEqual(badge.frame, CGRect(x: 10, y: 10, width: 280, height: 130))
        XCTAssertEqual((blur.effect as? UIBlurEffect)?.style, .systemMaterial)
        XCTAssertEqual(UIBlurEffect.Style.regular.rawValue, 4, "UIBlurEffectStyleRegular")
    }

    /// UIKit raises NSInternalInconsistencyException for a subview added to the effect view
    /// itself, by any of the adding methods; here it is reported and the view stays out.
    func testASubviewAddedToTheEffectViewItselfIsUIKitsException() async {
        let blur = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        let label = UILabel()
        label.accessibilityIdentifier = "caption"
        let errors = UIKitError.reported {
            blur.addSubview(label)
            blur.insertSubview(label, at: 0)
        }
        XCTAssertEqual(errors.count, 2)
        XCTAssertEqual(errors.first?.exceptionName, "NSInternalInconsistencyException")
        XCTAssertEqual(errors.first?.reason.hasSuffix("Do not add subviews directly to the visual effect view itself, "
                                                      + "instead add them to the -contentView."), true)
        XCTAssertNil(label.superview)
        XCTAssertEqual(blur.subviews.count, 1)
        blur.contentView.addSubview(label)
        XCTAssertTrue(label.superview === blur.contentView)
    }
}
