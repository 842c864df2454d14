import AnimRenderUIKit
import XCTest

/// UIScrollView: content size from constraints, the adjusted inset under a notch, the
/// offset set and animated on the clock, the frame guide, scrollRectToVisible. Every
/// expected value is worked out by hand from UIKit's documented behaviour.
@MainActor
final class ScrollViewTests: XCTestCase {
    /// A full-screen scroll view on an iPhone X (375×812, safe area 44 top, 34 bottom) whose
    /// content is 375 wide (the frame guide's width) and 2000 tall, with a badge pinned to
    /// the frame guide 10 pt from its top.
    final class Screen: UIViewController {
        let scroll = UIScrollView()
        let content = UIView()
        let badge = UIView()
        var behaviour: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
        var contentHeight: CGFloat = 2000

        override func viewDidLoad() {
            super.viewDidLoad()
            scroll.accessibilityIdentifier = "scroll"
            content.accessibilityIdentifier = "content"
            badge.accessibilityIdentifier = "badge"
            scroll.contentInsetAdjustmentBehavior = behaviour
            scroll.translatesAutoresizingMaskIntoConstraints = false
            content.translatesAutoresizingMaskIntoConstraints = false
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scroll)
            scroll.addSubview(content)
            scroll.addSubview(badge)
            let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: view.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                self.content.topAnchor.constraint(equalTo: content.topAnchor),
                self.content.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                self.content.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                self.content.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                self.content.widthAnchor.constraint(equalTo: frame.widthAnchor),
                self.content.heightAnchor.constraint(equalToConstant: contentHeight),
                badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
    }

    /// Constraints to the content guide make `contentSize` (375 × 2000); the content is
    /// taller than the bounds, so `automatic` (no navigation controller: as `scrollableAxes`)
    /// takes the vertical safe area into the adjusted inset, and the scroll view, resting at
    /// its top, starts at −44. The badge on the frame guide sits at offset + 10 in content
    /// coordinates: 10 pt below the scroll view's top on screen.
    func testContentSizeFromConstraintsAndTheAdjustedInsetUnderTheNotch() async throws {
        let vc = Screen()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 10, duration: 0) { _ in }
        XCTAssertEqual(vc.scroll.contentSize, CGSize(width: 375, height: 2000))
        XCTAssertEqual(vc.scroll.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(vc.scroll.contentOffset, CGPoint(x: 0, y: -44))
        XCTAssertRect(vc.content.frame, 0, 0, 375, 2000)
        XCTAssertRect(vc.badge.frame, 325, -34, 40, 40)
        // On screen: the content starts below the notch, the badge 10 pt below the top.
        XCTAssertEqual(vc.content.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 44))
        XCTAssertEqual(vc.badge.convert(CGPoint.zero, to: nil), CGPoint(x: 325, y: 10))
        XCTAssertTrue(recording.frames[0].conforms)
    }

    /// `never` leaves the safe area out: the inset is zero and the offset stays at 0.
    /// `always` takes it in on both axes even when the content would not scroll.
    func testAdjustmentBehaviours() async throws {
        let never = Screen()
        never.behaviour = .never
        _ = try Simulator(device: "iPhone X").record(never, fps: 10, duration: 0) { _ in }
        XCTAssertEqual(never.scroll.adjustedContentInset, .zero)
        XCTAssertEqual(never.scroll.contentOffset, .zero)

        let always = Screen()
        always.behaviour = .always
        always.contentHeight = 300
        _ = try Simulator(device: "iPhone X", orientation: .landscapeLeft).record(always, fps: 10, duration: 0) { _ in }
        // Landscape iPhone X: 812×375, safe area 0, 44, 21, 44.
        XCTAssertEqual(always.scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(always.scroll.contentOffset, CGPoint(x: -44, y: 0))

        // scrollableAxes with content shorter than the bounds adjusts neither axis.
        let short = Screen()
        short.behaviour = .scrollableAxes
        short.contentHeight = 300
        _ = try Simulator(device: "iPhone X").record(short, fps: 10, duration: 0) { _ in }
        XCTAssertEqual(short.scroll.adjustedContentInset, .zero)
        XCTAssertEqual(short.scroll.contentOffset, .zero)
    }

    /// Scrolled to 300 at once: the content moves up on screen, the frame-guide badge stays
    /// put (its frame in the content follows the offset). Animated to 900: UIKit's scroll
    /// animation runs 0.33 s at a constant rate, the model offset moving every frame.
    func testOffsetSetAtOnceAndAnimated() async throws {
        let vc = Screen()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.1) { vc.scroll.contentOffset = CGPoint(x: 0, y: 300) }
            script.at(0.2) { vc.scroll.setContentOffset(CGPoint(x: 0, y: 900), animated: true) }
        }
        let f3 = recording.frames[3]   // t = 0.1
        XCTAssertEqual(f3.views["scroll"]?.bounds.origin, CGPoint(x: 0, y: 300))
        XCTAssertRect(f3.views["badge"]?.frame, 325, 310, 40, 40)
        XCTAssertRect(f3.views["content"]?.frame, 0, 0, 375, 2000)
        // t = 0.3: 0.1 s into 0.33 s from 300 to 900 at a constant rate: 300 + 600 × 0.1 / 0.33.
        let f9 = recording.frames[9]
        XCTAssertEqual(f9.views["scroll"]?.bounds.minY ?? 0, 300 + 600 * 0.1 / 0.33, accuracy: 1e-6)
        XCTAssertEqual(f9.views["badge"]?.frame.minY ?? 0, 310 + 600 * 0.1 / 0.33, accuracy: 1e-6)
        // Finished by 0.53 s.
        XCTAssertEqual(recording.frames.last?.views["scroll"]?.bounds.origin, CGPoint(x: 0, y: 900))
        XCTAssertEqual(vc.scroll.contentOffset, CGPoint(x: 0, y: 900))
        XCTAssertTrue(recording.frames.allSatisfy(\.conforms), "the offset is the model: every frame is laid out")
    }

    /// scrollRectToVisible moves the least that shows the rect inside the bounds less the
    /// adjusted inset: from −44, a row at 1500…1544 needs its bottom at offset + 812 − 34,
    /// so the offset becomes 766; a rect near the end is clamped to the last offset,
    /// 2000 + 34 − 812 = 1222; a rect already visible changes nothing.
    func testScrollRectToVisible() async throws {
        let vc = Screen()
        var offsets: [CGPoint] = []
        _ = try Simulator(device: "iPhone X").record(vc, fps: 10, duration: 0.5) { script in
            script.at(0.1) {
                vc.scroll.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 375, height: 44), animated: false)
                offsets.append(vc.scroll.contentOffset)
                vc.scroll.scrollRectToVisible(CGRect(x: 0, y: 1600, width: 375, height: 44), animated: false)
                offsets.append(vc.scroll.contentOffset)
                vc.scroll.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 375, height: 100), animated: false)
                offsets.append(vc.scroll.contentOffset)
            }
        }
        XCTAssertEqual(offsets, [CGPoint(x: 0, y: 766), CGPoint(x: 0, y: 866), CGPoint(x: 0, y: 1222)])
    }
}
