import AnimRenderUIKit
import XCTest

/// Traits: what `traitCollection` says, and Dynamic Type through `preferredFont`.
@MainActor
final class TraitTests: XCTestCase {
    /// A body label that adjusts grows when the text size does (Apple's table: body is
    /// 17 pt at `large`, 23 pt at `extraExtraExtraLarge`); one that does not, stays.
    func testPreferredFontFollowsTheTextSizeWhenItAdjusts() async throws {
        final class Controller: UIViewController {
            let adjusting = UILabel(), fixed = UILabel()
            var changes: [UIContentSizeCategory] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                for (i, label) in [adjusting, fixed].enumerated() {
                    label.text = "Body"
                    label.font = .preferredFont(forTextStyle: .body)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: view.leftAnchor),
                                                 label.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(100 * i))])
                }
                adjusting.adjustsFontForContentSizeCategory = true
                XCTAssertEqual(adjusting.font.pointSize, 17)
            }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                changes.append(previous?.preferredContentSizeCategory ?? .large)
            }
        }
        let vc = Controller()
        let r = try Simulator(device: "iPhone 8").record(vc, fps: 10, duration: 0.2) { script in
            script.setContentSizeCategory(.extraExtraExtraLarge, at: 0.1)
        }
        let before = r.frames[0].views, after = r.frames[2].views
        XCTAssertEqual(before["adjusting"]?.frame.height, before["fixed"]?.frame.height)
        XCTAssertGreaterThan(after["adjusting"]!.frame.height, before["adjusting"]!.frame.height)
        XCTAssertEqual(after["fixed"]?.frame.height, before["fixed"]?.frame.height)
        XCTAssertEqual(vc.changes, [.large], "told once, with the previous text size")
        XCTAssertEqual(r.frames[2].traits.preferredContentSizeCategory, .extraExtraExtraLarge)
    }

    func testTraitCollectionIsTheDevicesInItsOrientation() async throws {
        var seen: [UIUserInterfaceSizeClass] = []
        let vc = BlockController { vc in seen.append(vc.traitCollection.horizontalSizeClass) }
        _ = try Simulator(device: "iPad").record(vc, duration: 0) { _ in }
        XCTAssertEqual(seen, [.regular])
    }
}
