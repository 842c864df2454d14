import AnimRenderUIKit
import XCTest

/// The seed documents' snippets written with the Swift API, asserting what UIKit gives.
/// (`animateWithDuration` + `layoutIfNeeded` is the contract test; the container that
/// restores its child's center, `updateViewConstraints` with `didSetupConstraints` and the
/// orientation overrides are in LayoutCycleTests and RotationTests.)
@MainActor
final class SeedTests: XCTestCase {
    /// Seed 000, "multi-line text": `layoutSubviews` sets the label's
    /// preferredMaxLayoutWidth to the width the first `super` gave it and lays out again.
    func testTwoPassLabel() async throws {
        final class Card: UIView {
            let label = UILabel()
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                label.preferredMaxLayoutWidth = label.frame.size.width
                super.layoutSubviews()
            }
        }
        let card = Card()
        card.accessibilityIdentifier = "card"
        let text = "The quick brown fox jumps over the lazy dog and keeps running"
        let vc = BlockController { vc in
            vc.view.addSubview(card)
            card.pin(x: 20, y: 40, width: 160, height: 300)
            card.label.text = text
            card.label.numberOfLines = 0
            card.addSubview(card.label)
            card.label.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                card.label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                card.label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                card.label.topAnchor.constraint(equalTo: card.topAnchor),
            ])
        }
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        // What the label measures wrapped at 160 (the independent check: a label of the
        // same text told its width outright).
        let reference = UILabel()
        reference.text = text
        reference.numberOfLines = 0
        reference.preferredMaxLayoutWidth = 160
        let wrapped = reference.intrinsicContentSize
        let oneLine = UILabel()
        oneLine.text = "The"
        XCTAssertGreaterThan(wrapped.height, 2 * oneLine.intrinsicContentSize.height, "wraps onto three lines or more")
        XCTAssertRect(r.frames[0].views["card.label"]?.frame, 0, 0, 160, wrapped.height)
        XCTAssertEqual(card.label.preferredMaxLayoutWidth, 160)
    }

    /// Seed 000, "one row or two": `layoutSubviews` switches the three items to two rows
    /// when one row would make them narrower than 100, between two `super` calls. iPhone
    /// SE: the container is 280 wide in portrait (two rows), 528 in landscape (one row).
    func testOneRowOrTwoRows() async throws {
        final class Rows: UIView {
            let items = [UIView(), UIView(), UIView()]
            var rows = 0
            var rowConstraints: [NSLayoutConstraint] = []
            func build() {
                for v in items {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(v)
                    v.heightAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            func constraints(rows: Int) -> [NSLayoutConstraint] {
                let (a, b, c) = (items[0], items[1], items[2])
                var cs = [a.leadingAnchor.constraint(equalTo: leadingAnchor), a.topAnchor.constraint(equalTo: topAnchor),
                          b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                          b.topAnchor.constraint(equalTo: topAnchor), a.widthAnchor.constraint(equalTo: b.widthAnchor)]
                if rows == 1 {
                    cs += [c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8), c.topAnchor.constraint(equalTo: topAnchor),
                           c.trailingAnchor.constraint(equalTo: trailingAnchor), c.widthAnchor.constraint(equalTo: a.widthAnchor)]
                } else {
                    cs += [b.trailingAnchor.constraint(equalTo: trailingAnchor), c.leadingAnchor.constraint(equalTo: leadingAnchor),
                           c.trailingAnchor.constraint(equalTo: trailingAnchor), c.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)]
                }
                return cs
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                let want = (bounds.width - 16) / 3 <= 100 ? 2 : 1
                guard want != rows else { return }
                rows = want
                NSLayoutConstraint.deactivate(rowConstraints)
                rowConstraints = constraints(rows: want)
                NSLayoutConstraint.activate(rowConstraints)
                super.layoutSubviews()
            }
        }
        let rows = Rows()
        rows.accessibilityIdentifier = "rows"
        let vc = BlockController { vc in
            rows.build()
            rows.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(rows)
            NSLayoutConstraint.activate([
                rows.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
                rows.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -20),
                rows.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
                rows.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        let r = try Simulator(device: "iPhone SE").record(vc, fps: 10) { script in
            script.rotate(to: .landscapeRight, at: 0.1)
        }
        let first = r.frames[0].views, last = r.frames.last!.views
        XCTAssertRect(first["rows.items[0]"]?.frame, 0, 0, 136, 40)
        XCTAssertRect(first["rows.items[1]"]?.frame, 144, 0, 136, 40)
        XCTAssertRect(first["rows.items[2]"]?.frame, 0, 48, 280, 40)
        let w = (528 - 16) / 3.0
        XCTAssertRect(last["rows.items[0]"]?.frame, 0, 0, CGFloat(w), 40, accuracy: 1e-6)
        XCTAssertRect(last["rows.items[1]"]?.frame, CGFloat(w + 8), 0, CGFloat(w), 40, accuracy: 1e-6)
        XCTAssertRect(last["rows.items[2]"]?.frame, CGFloat(2 * w + 16), 0, CGFloat(w), 40, accuracy: 1e-6)
    }

    /// Seed 000 (controller variant): `viewDidLayoutSubviews` sets the width and asks for
    /// layout again; the pass goes round once more.
    func testViewDidLayoutSubviewsTwoPass() async throws {
        final class Controller: UIViewController {
            let myLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                myLabel.text = "one two three four five six seven eight nine ten"
                myLabel.numberOfLines = 0
                view.addSubview(myLabel)
                myLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    myLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    myLabel.widthAnchor.constraint(equalToConstant: 120),
                    myLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                ])
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                myLabel.preferredMaxLayoutWidth = myLabel.frame.size.width
                view.layoutIfNeeded()
            }
        }
        let vc = Controller()
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        let reference = UILabel()
        reference.text = vc.myLabel.text
        reference.numberOfLines = 0
        reference.preferredMaxLayoutWidth = 120
        XCTAssertRect(r.frames[0].views["myLabel"]?.frame, 20, 20, 120, reference.intrinsicContentSize.height)
    }
}
