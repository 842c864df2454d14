import AnimRenderSnapshotTesting
import SnapshotTesting
import UIKit
import XCTest

/// A controller that notes the traits and safe area its view is laid out with.
private final class TraitProbe: UIViewController {
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?
    var safeArea: UIEdgeInsets?
    var size: CGSize?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        horizontal = traitCollection.horizontalSizeClass
        vertical = traitCollection.verticalSizeClass
        safeArea = view.safeAreaInsets
        size = view.bounds.size
    }
}

/// swift-snapshot-testing's device configurations: its numbers, and a controller laid out
/// with them.
final class ViewImageConfigTests: XCTestCase {
    func testPresetsAreSwiftSnapshotTestingsNumbers() {
        XCTAssertEqual(ViewImageConfig.iPhone13.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(ViewImageConfig.iPhone13.safeArea, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhone13(.landscape).size, CGSize(width: 844, height: 390))
        XCTAssertEqual(ViewImageConfig.iPhone13(.landscape).safeArea, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(ViewImageConfig.iPhoneX.safeArea, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(ViewImageConfig.iPhoneSe.size, CGSize(width: 320, height: 568))
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).safeArea, .zero)
        XCTAssertEqual(ViewImageConfig.iPhone8.safeArea, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini.safeArea, UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhone13Pro.size, ViewImageConfig.iPhone13.size)
        XCTAssertEqual(ViewImageConfig.iPhone13ProMax.size, CGSize(width: 428, height: 926))
        // iPads default to landscape, full screen.
        XCTAssertEqual(ViewImageConfig.iPadPro11.size, CGSize(width: 1194, height: 834))
        XCTAssertEqual(ViewImageConfig.iPadPro11.safeArea, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds)).size, CGSize(width: 504, height: 1194))
        XCTAssertEqual(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).size, CGSize(width: 507, height: 768))
        XCTAssertEqual(ViewImageConfig.iPadPro12_9(.portrait).size, CGSize(width: 1024, height: 1366))
        XCTAssertEqual(ViewImageConfig.iPhone13.traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhone13.traits.preferredContentSizeCategory, .medium)
        XCTAssertEqual(ViewImageConfig.iPhone13.traits.userInterfaceIdiom, .phone)
        XCTAssertEqual(ViewImageConfig.iPadPro11.traits.userInterfaceIdiom, .pad)
    }

    /// The configuration's traits win over what its size alone would say: two thirds of an
    /// iPad mini in landscape (694 points wide) is regular in width, as on the iPad.
    @MainActor func testAControllerIsLaidOutWithTheConfiguration() async {
        let probe = TraitProbe()
        _ = Snapshotting<UIViewController, Data>.image(on: .iPadMini(.landscape(splitView: .twoThirds))).snapshot(probe).sync()
        XCTAssertEqual(probe.size, CGSize(width: 694, height: 768))
        XCTAssertEqual(probe.horizontal, .regular)
        XCTAssertEqual(probe.vertical, .regular)
        XCTAssertEqual(probe.safeArea, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

        let phone = TraitProbe()
        _ = Snapshotting<UIViewController, Data>.image(on: .iPhone13(.landscape)).snapshot(phone).sync()
        XCTAssertEqual(phone.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(phone.horizontal, .compact)
        XCTAssertEqual(phone.vertical, .compact)
        XCTAssertEqual(phone.safeArea, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    /// `precision` is the share of pixels that must match; `perceptualPrecision` how close.
    @MainActor func testPrecisionsLoosenTheComparison() async throws {
        func square(_ dots: Int) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .white
            for i in 0..<dots {
                let dot = UIView(frame: CGRect(x: CGFloat(i), y: 0, width: 1, height: 1))
                dot.backgroundColor = .black
                view.addSubview(dot)
            }
            return view
        }
        let reference = Snapshotting<UIView, Data>.image.snapshot(square(0)).sync()
        let twoDots = Snapshotting<UIView, Data>.image.snapshot(square(2)).sync()
        // At scale 2 two 1-point dots are 8 of the 400 pixels: 2 %.
        XCTAssertNotNil(Snapshotting<UIView, Data>.image.diffing.diff(reference, twoDots))
        XCTAssertNil(Snapshotting<UIView, Data>.image(precision: 0.97).diffing.diff(reference, twoDots))
        XCTAssertNotNil(Snapshotting<UIView, Data>.image(precision: 0.99).diffing.diff(reference, twoDots))
    }
}
