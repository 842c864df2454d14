import AnimRenderUIKit
import Playback
import XCTest

/// Timelines/ examples about margins, guides, debugging aids and layout mistakes,
/// written in Swift.
@MainActor
final class GapTwinTests: XCTestCase {
    func testRootMargins() async throws {
        final class Controller: UIViewController {
            let content = UIView(), eight = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                viewRespectsSystemMinimumLayoutMargins = true
                view.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
                content.accessibilityIdentifier = "content"
                content.backgroundColor = hex(0x34C759)
                content.layer.cornerRadius = 12
                eight.accessibilityIdentifier = "eight"
                eight.backgroundColor = hex(0xD0021B)
                for v in [content, eight] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                // The timeline writes margin attributes (`root.leadingMargin`), UIKit's
                // item/attribute form.
                func toMargin(_ attribute: NSLayoutConstraint.Attribute, _ margin: NSLayoutConstraint.Attribute,
                              _ constant: CGFloat = 0) -> NSLayoutConstraint {
                    NSLayoutConstraint(item: content, attribute: attribute, relatedBy: .equal, toItem: view,
                                       attribute: margin, multiplier: 1, constant: constant)
                }
                NSLayoutConstraint.activate([
                    toMargin(.leading, .leadingMargin),
                    toMargin(.trailing, .trailingMargin),
                    toMargin(.top, .topMargin, 20),
                    content.heightAnchor.constraint(equalToConstant: 240),
                    eight.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                    eight.widthAnchor.constraint(equalToConstant: 1),
                    eight.topAnchor.constraint(equalTo: content.topAnchor, constant: -10),
                    eight.heightAnchor.constraint(equalToConstant: 260),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 15) { script in
            script.at(0.3) {
                UIView.animate(withDuration: 0.5) {
                    vc.view.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
                    vc.view.layoutIfNeeded()
                }
            }
        }
        // The system minimum (16 in compact width) wins over the 8 asked for.
        XCTAssertEqual(recording.frames.last?.views["content"]?.frame.minX ?? 0, 16, accuracy: 1e-9)
        try assertTwin("root-margins", recording, overlays: [.safeArea, .labels])
    }

    func testLayoutGuides() async throws {
        final class Controller: UIViewController {
            let bar = UIView(), a = UIView(), b = UIView(), c = UIView()
            let gap1 = UILayoutGuide(), gap2 = UILayoutGuide()
            var middle: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.accessibilityIdentifier = "bar"
                bar.backgroundColor = hex(0xEFEFF4)
                bar.layer.cornerRadius = 12
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                for (v, name) in [(a, "a"), (b, "b"), (c, "c")] {
                    v.accessibilityIdentifier = name
                    v.backgroundColor = hex(0xFF9500)
                    v.layer.cornerRadius = 8
                    v.translatesAutoresizingMaskIntoConstraints = false
                    bar.addSubview(v)
                }
                gap1.identifier = "gap1"
                gap2.identifier = "gap2"
                bar.addLayoutGuide(gap1)
                bar.addLayoutGuide(gap2)
                let safe = view.safeAreaLayoutGuide
                let barAndGaps = [
                    bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                    bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
                    bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 60),
                    bar.heightAnchor.constraint(equalToConstant: 80),
                    a.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                    gap1.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                    b.leadingAnchor.constraint(equalTo: gap1.trailingAnchor),
                    gap2.leadingAnchor.constraint(equalTo: b.trailingAnchor),
                    c.leadingAnchor.constraint(equalTo: gap2.trailingAnchor),
                    c.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                    gap1.widthAnchor.constraint(equalTo: gap2.widthAnchor),
                    gap1.topAnchor.constraint(equalTo: bar.topAnchor),
                    gap1.heightAnchor.constraint(equalTo: bar.heightAnchor),
                    gap2.topAnchor.constraint(equalTo: bar.topAnchor),
                    gap2.heightAnchor.constraint(equalTo: bar.heightAnchor),
                    a.widthAnchor.constraint(equalToConstant: 60),
                    c.widthAnchor.constraint(equalToConstant: 60),
                ]
                middle = b.widthAnchor.constraint(equalToConstant: 60)
                middle.identifier = "middle"
                NSLayoutConstraint.activate((barAndGaps + [middle] + [
                    a.topAnchor.constraint(equalTo: bar.topAnchor, constant: 10),
                    b.topAnchor.constraint(equalTo: bar.topAnchor, constant: 10),
                    c.topAnchor.constraint(equalTo: bar.topAnchor, constant: 10),
                    a.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -10),
                    b.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -10),
                    c.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -10),
                ]).namedAsTimeline())
            }
        }
        let vc = Controller()
        var gaps: [CGFloat] = []
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.3) {
                vc.middle.constant = 160
                UIView.animate(withDuration: 0.5) { vc.view.layoutIfNeeded() }
                gaps = [vc.gap1.layoutFrame.width, vc.gap2.layoutFrame.width]
            }
        }
        // 335 wide bar: 60 + 160 + 60 leaves 55, split in two.
        XCTAssertEqual(gaps, [27.5, 27.5])
        try assertTwin("layout-guides", recording)
    }

    func testLayoutIfNeededWrongView() async throws {
        final class Controller: UIViewController {
            let card = UIView(), badge = UIView()
            var top: NSLayoutConstraint!, width: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                card.accessibilityIdentifier = "card"
                card.backgroundColor = hex(0x4A90E2)
                card.layer.cornerRadius = 12
                badge.accessibilityIdentifier = "badge"
                badge.backgroundColor = hex(0xF8E71C)
                badge.layer.cornerRadius = 10
                for v in [card, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(card)
                card.addSubview(badge)
                let leading = card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
                top = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40)
                top.identifier = "top"
                width = card.widthAnchor.constraint(equalToConstant: 200)
                width.identifier = "width"
                NSLayoutConstraint.activate([
                    leading, top, width,
                    card.heightAnchor.constraint(equalToConstant: 120),
                    badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                    badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                    badge.widthAnchor.constraint(equalToConstant: 40),
                    badge.heightAnchor.constraint(equalToConstant: 40),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.at(0.3) {
                vc.top.constant = 300
                vc.width.constant = 335
                // The mistake: the card's own constraints changed, but only its subviews
                // are laid out in the block.
                UIView.animate(withDuration: 0.6) { vc.card.layoutIfNeeded() }
            }
            script.at(1.2) {
                vc.top.constant = 40
                vc.width.constant = 200
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
        // Frame 10 (t = 0.333): the card already sits at its new place, un-animated.
        XCTAssertEqual(recording.frames[10].views["card"]?.frame.minY ?? 0, 320, accuracy: 1e-9)
        try assertTwin("layout-if-needed-wrong-view", recording, overlays: [.violations, .frames, .labels])
    }

    func testAmbiguous() async throws {
        final class Controller: UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                box.accessibilityIdentifier = "box"
                box.backgroundColor = hex(0x9B9B9B)
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                    box.widthAnchor.constraint(equalToConstant: 120),
                    box.heightAnchor.constraint(equalToConstant: 80),
                    box.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 20),   // only a minimum
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        var trace = ""
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.at(0.2) { trace = vc.view._autolayoutTrace }
            script.at(0.6) {
                let fixX = vc.box.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor)
                fixX.identifier = "fixX"
                fixX.isActive = true
                UIView.animate(withDuration: 0.4) { vc.view.layoutIfNeeded() }
            }
        }
        try assertTwin("ambiguous", recording)
        XCTAssertTrue(trace.contains("box") && trace.contains("AMBIGUOUS"), trace)
        // Ambiguous until the centerX constraint arrives at 0.6 s (frame 18), then placed:
        // (375 − 120) / 2 = 127.5 once the animation is over.
        XCTAssertEqual(recording.frames[17].ambiguous.isEmpty, false)
        XCTAssertEqual(recording.frames[18].ambiguous, [])
        XCTAssertEqual(recording.frames.last?.views["box"]?.frame.minX ?? 0, 127.5, accuracy: 1e-9)
    }

    func testExerciseAmbiguity() async throws {
        final class Controller: UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                box.accessibilityIdentifier = "box"
                box.backgroundColor = hex(0x50A0E0)
                box.layer.cornerRadius = 8
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60),
                    box.heightAnchor.constraint(equalToConstant: 80),
                    box.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 20),
                    box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
                    box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            for t in [0.3, 1.1, 1.9] {
                script.at(t) { UIView.animate(withDuration: 0.5) { vc.box.exerciseAmbiguityInLayout() } }
            }
        }
        XCTAssertTrue(recording.frames.allSatisfy { !$0.ambiguous.isEmpty }, "the layout stays ambiguous")
        try assertTwin("exercise-ambiguity", recording)
    }

    func testLayoutFeedbackLoop() async throws {
        // One-row-two-rows without a gap between the thresholds, so each layout undoes the last.
        let vc = TileRowController(twoRowsBelow: 100, oneRowFrom: 100)
        let recording = try Simulator(device: "iPhone 8", style: .modern).record(vc, fps: 10, duration: 0.3) { _ in }
        XCTAssertEqual(recording.warnings.count, 1, "\(recording.warnings)")
        try assertTwin("layout-feedback-loop", recording, overlays: nil, deviceOutline: true)
    }

    func testBezierCurve() async throws {
        final class Controller: UIViewController {
            let box = UIView()
            var left: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                box.accessibilityIdentifier = "box"
                box.backgroundColor = hex(0xBD10E0)
                box.layer.cornerRadius = 12
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                left = box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 60)
                left.identifier = "left"
                NSLayoutConstraint.activate([
                    left,
                    box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 80),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        var finished: [UIViewAnimatingPosition] = []
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 20) { script in
            script.at(0.2) {
                vc.left.constant = 235
                // A "back" ease: Core Animation's Bézier with control points outside 0…1.
                let animator = UIViewPropertyAnimator(duration: 0.8, controlPoint1: CGPoint(x: 0.68, y: -0.55),
                                                      controlPoint2: CGPoint(x: 0.27, y: 1.55)) { vc.view.layoutIfNeeded() }
                animator.addCompletion { finished.append($0) }
                animator.startAnimation()
            }
        }
        XCTAssertEqual(finished, [.end])
        let xs = recording.frames.compactMap { $0.views["box"]?.frame.minX }
        XCTAssertLessThan(xs.min() ?? 0, 60, "pulls back before it starts")
        XCTAssertGreaterThan(xs.max() ?? 0, 235, "overshoots its target")
        XCTAssertEqual(xs.last ?? 0, 235, accuracy: 1e-9)
        try assertTwin("bezier-curve", recording, overlays: [.violations, .frames])
    }

    func testPinChangeConstraints() async throws {
        let vc = PinCardController(caption: "constant animated")
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.2) { ConstantAnimation.run(vc.top, in: vc.view, to: 300, duration: 0.6) }
        }
        XCTAssertTrue(recording.frames.allSatisfy(\.conforms), "the layout is solved anew every frame")
        // Frame 15 is t = 0.5 s, halfway through the ease-in-out: 44 + 20 + 0.5 × 280.
        XCTAssertEqual(recording.frames[15].views["card"]?.frame.minY ?? 0, 204, accuracy: 1e-6)
        try assertTwin("pin-change-constraints", recording)
    }

    func testCompressionResistanceLoses() async throws {
        final class Controller: UIViewController {
            let titleLabel = UILabel(), buy = UIView()
            var buyWidth: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.accessibilityIdentifier = "title"
                titleLabel.text = "A long product name"
                titleLabel.backgroundColor = hex(0xD0E8FF)
                titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
                buy.accessibilityIdentifier = "buy"
                buy.backgroundColor = hex(0x7ED321)
                buy.layer.cornerRadius = 8
                for v in [titleLabel, buy] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let row = [
                    titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                    buy.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 20),
                    buy.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    buy.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
                    buy.heightAnchor.constraint(equalToConstant: 36),
                ]
                buyWidth = buy.widthAnchor.constraint(equalToConstant: 88)
                buyWidth.identifier = "buyWidth"
                NSLayoutConstraint.activate((row + [buyWidth]).namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.at(0.3) { ConstantAnimation.run(vc.buyWidth, in: vc.view, to: 220, duration: 0.8) }
        }
        XCTAssertTrue(recording.frames.allSatisfy(\.conforms))
        // 375 − 20 − 20 − 220 − 20: the title is squeezed to 95 pt, below its text, which
        // measures 163: Inter SemiBold's advances for "A long product name" at 17 pt, 171.23,
        // plus 19 characters × the 17 pt tracking −0.442, = 162.83, rounded up.
        XCTAssertEqual(recording.frames.last?.views["title"]?.frame.width ?? 0, 95, accuracy: 1e-9)
        XCTAssertEqual(recording.frames.last?.unsatisfied, ["title.width >= 163 @750"], "its compression resistance lost")
        XCTAssertEqual(recording.frames.first?.unsatisfied, ["title.width <= 163 @250"], "stretched: its hugging lost")
        try assertTwin("compression-resistance-loses", recording, overlays: [.violations, .unsatisfied, .labels])
    }
}

/// A constraint's constant animated with the layout solved anew every frame, as an app
/// does it on a device: a `UIUpdateLink` steps the constant along an ease-in-out curve
/// before each frame's layout pass (what the timeline's `"style": "constraints"` says).
@MainActor
enum ConstantAnimation {
    static func run(_ constraint: NSLayoutConstraint, in view: UIView, to target: CGFloat, duration: TimeInterval) {
        let from = constraint.constant, start = CACurrentMediaTime()
        let link = UIUpdateLink(view: view) { link, info in
            let t = (info.modelTime - start) / duration
            // Core Animation's easeInEaseOut, evaluated as the engine evaluates the
            // timeline's curve so that the two front ends print the same digits (an app
            // would bring its own easing function).
            constraint.constant = t >= 1 ? target : from + (target - from) * CubicBezier.easeInEaseOut.value(at: t)
            if t >= 1 { link.isEnabled = false }
        }
        link.requiresContinuousUpdates = true
        link.isEnabled = true
    }
}
