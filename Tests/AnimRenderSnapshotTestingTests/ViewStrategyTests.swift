import SnapshotTesting
import UIKit
import XCTest

/// A profile card as an app builds it: a name and a role under each other, inside the
/// margins, under the safe area.
final class ProfileViewController: UIViewController {
    let name = UILabel()
    let role = UILabel()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        name.text = "Ada Lovelace"
        role.text = "Analyst"
        badge.backgroundColor = .systemBlue
        for v in [name, role, badge] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            badge.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 60),
            badge.heightAnchor.constraint(equalToConstant: 60),
            name.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: badge.topAnchor),
            role.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            role.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
        ])
    }
}

/// An iOS snapshot test file, unchanged: swift-snapshot-testing's UIKit strategies and
/// device configurations, recording this renderer's goldens on Linux.
final class ViewStrategyTests: XCTestCase {
    @MainActor func testProfileOnDevices() async {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13))
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneSe(.landscape)), named: "se-landscape")
        assertSnapshot(of: ProfileViewController(), as: .recursiveDescription(on: .iPhone13))
    }

    @MainActor func testABareView() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = .systemYellow
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        view.addSubview(dot)
        assertSnapshot(of: view, as: .recursiveDescription)
        assertSnapshot(of: view, as: .image)
        assertSnapshot(of: view, as: .image(size: CGSize(width: 60, height: 40)), named: "small")
    }
}
