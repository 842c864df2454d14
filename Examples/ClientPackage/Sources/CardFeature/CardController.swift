// The same file compiles for iOS against Apple's UIKit and on Linux against animrender's.
import UIKit

/// A card under the safe area that a caller slides down with `slide(to:)`.
public final class CardController: UIViewController {
    public let card = UIView()
    public private(set) var top: NSLayoutConstraint!

    public override func viewDidLoad() {
        super.viewDidLoad()
        card.accessibilityIdentifier = "card"          // its id in frames.json
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        top = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
        top.identifier = "top"                         // its id in violations
        NSLayoutConstraint.activate([
            top,
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    /// Moves the card's top `y` points below the safe area, animated over `duration`.
    public func slide(to y: CGFloat, duration: TimeInterval) {
        top.constant = y
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }
}
