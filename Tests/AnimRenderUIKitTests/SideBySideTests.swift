import AnimRenderUIKit
import XCTest

/// Two recordings, or two view hierarchies, side by side in one process share nothing that
/// reaches what they write: a recording made while other controllers and hierarchies exist,
/// were made before it, or are made and laid out between its parts writes, byte for byte,
/// what it writes alone (the order in which UIKit objects were made and activated is read
/// only between objects of one hierarchy; docs/swift-api.md, "Names in frames.json").
@MainActor
final class SideBySideTests: XCTestCase {
    /// A card under the safe area, made in `init` and constrained in `viewDidLoad`, whose top
    /// moves down in an animation: views and constraints made at different times.
    final class Slider: UIViewController {
        let card = UIView()
        let label = UILabel()
        var top: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            card.translatesAutoresizingMaskIntoConstraints = false
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Side by side"
            view.addSubview(card)
            card.addSubview(label)
            top = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
            top.identifier = "top"
            NSLayoutConstraint.activate([
                top,
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            ])
        }
    }

    private func framesJSON(_ vc: Slider, between: @escaping () -> Void = {}) throws -> String {
        try Simulator(device: "iPhone SE").record(vc, fps: 10) { script in
            script.at(0.1) {
                between()
                vc.top.constant = 200
                UIView.animate(withDuration: 0.3) { vc.view.layoutIfNeeded() }
            }
        }.framesJSON()
    }

    /// A detached hierarchy with a constraint activated before it has a window, laid out.
    private func detachedHierarchy() -> (top: UIView, child: UIView) {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 40),
            child.trailingAnchor.constraint(equalTo: top.trailingAnchor),
        ])
        return (top, child)
    }

    func testARecordingWritesWhatItWritesAloneWhateverElseExists() async throws {
        let alone = try framesJSON(Slider())

        // Two controllers made together, a detached hierarchy made between them, and
        // another one made and laid out in the middle of the second recording.
        let first = Slider()
        let early = detachedHierarchy()
        let second = Slider()
        XCTAssertEqual(try framesJSON(second), alone)
        var late: (top: UIView, child: UIView)?
        XCTAssertEqual(try framesJSON(first) {
            late = self.detachedHierarchy()
            late?.top.layoutIfNeeded()
        }, alone)

        // The hierarchies laid out beside the recordings are UIKit's answer too: the child
        // 30 × 40 at the top view's trailing edge (100 − 30 = 70).
        early.top.layoutIfNeeded()
        XCTAssertEqual(early.child.frame, CGRect(x: 70, y: 0, width: 30, height: 40))
        XCTAssertEqual(late?.child.frame, CGRect(x: 70, y: 0, width: 30, height: 40))
    }

    /// Mistakes reported outside a recording reach the `reported(during:)` that runs, and
    /// its enclosing ones, never a recording's errors (and a recording's never reach it).
    func testReportedMistakesStayWithTheirScope() async throws {
        let a = UIView(), b = UIView()
        var inner: [UIKitError] = []
        let outer = UIKitError.reported {
            inner = UIKitError.reported { a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true }
            _ = try? framesJSON(Slider())
        }
        XCTAssertEqual(inner.map(\.exceptionName), ["NSGenericException"])
        XCTAssertEqual(outer.map(\.exceptionName), ["NSGenericException"])
        XCTAssertTrue(UIKitError.reported {}.isEmpty)
    }
}
