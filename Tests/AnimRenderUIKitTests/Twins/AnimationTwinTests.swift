import AnimRenderUIKit
import XCTest

/// Timelines/ examples about animation blocks, written in Swift.
@MainActor
final class AnimationTwinTests: XCTestCase {
    func testPinChangeFrames() async throws {
        let vc = PinCardController(caption: "layoutIfNeeded")
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.2) {
                vc.top.constant = 300
                UIView.animate(withDuration: 0.6, delay: 0, options: .curveEaseInOut, animations: { vc.view.layoutIfNeeded() })
            }
        }
        try assertTwin("pin-change-frames", recording)
    }

    func testDelay() async throws {
        final class Controller: UIViewController {
            let now = UIView(), later = UIView()
            var nowTop: NSLayoutConstraint!, laterTop: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                now.accessibilityIdentifier = "now"
                later.accessibilityIdentifier = "later"
                now.backgroundColor = hex(0x4A90E2)
                later.backgroundColor = hex(0xD0021B)
                for v in [now, later] {
                    v.layer.cornerRadius = 10
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let safe = view.safeAreaLayoutGuide
                let sides = [
                    now.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 40),
                    later.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -40),
                    now.widthAnchor.constraint(equalToConstant: 100), now.heightAnchor.constraint(equalToConstant: 100),
                    later.widthAnchor.constraint(equalToConstant: 100), later.heightAnchor.constraint(equalToConstant: 100),
                ]
                nowTop = now.topAnchor.constraint(equalTo: safe.topAnchor, constant: 40)
                nowTop.identifier = "nowTop"
                laterTop = later.topAnchor.constraint(equalTo: safe.topAnchor, constant: 40)
                laterTop.identifier = "laterTop"
                NSLayoutConstraint.activate((sides + [nowTop, laterTop]).namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.2) {
                vc.nowTop.constant = 400
                UIView.animate(withDuration: 0.5) { vc.view.layoutIfNeeded() }
            }
            script.at(0.2) {
                vc.laterTop.constant = 400
                UIView.animate(withDuration: 0.5, delay: 0.3, options: [], animations: { vc.view.layoutIfNeeded() })
            }
        }
        try assertTwin("delay", recording)
    }

    func testAlphaAndHidden() async throws {
        final class Controller: UIViewController {
            let fading = UIView(), hiding = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                fading.accessibilityIdentifier = "fading"
                hiding.accessibilityIdentifier = "hiding"
                for v in [fading, hiding] {
                    v.backgroundColor = hex(0xF5A623)
                    v.layer.cornerRadius = 14
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let safe = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    fading.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 24),
                    hiding.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -24),
                    fading.topAnchor.constraint(equalTo: safe.topAnchor, constant: 80),
                    hiding.topAnchor.constraint(equalTo: fading.topAnchor),
                    fading.widthAnchor.constraint(equalToConstant: 150), fading.heightAnchor.constraint(equalToConstant: 200),
                    hiding.widthAnchor.constraint(equalToConstant: 150), hiding.heightAnchor.constraint(equalToConstant: 200),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.2) {
                UIView.animate(withDuration: 0.6) {
                    vc.fading.alpha = 0.2
                    vc.hiding.isHidden = true
                }
            }
            script.at(1.1) {
                vc.fading.alpha = 1
                vc.hiding.isHidden = false
            }
        }
        try assertTwin("alpha-and-hidden", recording, overlays: [.labels])
    }

    func testPriorityChange() async throws {
        final class Controller: UIViewController {
            let box = UIView()
            var narrow: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                box.accessibilityIdentifier = "box"
                box.backgroundColor = hex(0x4A90E2)
                box.layer.cornerRadius = 10
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                let safe = view.safeAreaLayoutGuide
                let place = [
                    box.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                    box.topAnchor.constraint(equalTo: safe.topAnchor, constant: 40),
                    box.heightAnchor.constraint(equalToConstant: 80),
                ]
                let wide = box.widthAnchor.constraint(equalToConstant: 300)
                wide.priority = .defaultHigh
                wide.identifier = "wide"
                narrow = box.widthAnchor.constraint(equalToConstant: 100)
                narrow.priority = UILayoutPriority(500)
                narrow.identifier = "narrow"
                NSLayoutConstraint.activate((place + [wide, narrow]).namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.2) {
                vc.narrow.priority = UILayoutPriority(800)
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
        try assertTwin("priority-change", recording)
    }
}

/// The screen of pin-change-frames and pin-change-constraints: a card pinned below the safe
/// area with a centred caption; the two timelines differ only in the caption and in how
/// `top` is animated.
final class PinCardController: UIViewController {
    let card = UIView(), caption = UILabel()
    let captionText: String
    var top: NSLayoutConstraint!

    init(caption: String) {
        captionText = caption
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no nibs") }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.accessibilityIdentifier = "card"
        card.backgroundColor = hex(0x4A90E2)
        card.layer.cornerRadius = 12
        caption.accessibilityIdentifier = "caption"
        caption.text = captionText
        caption.textColor = .white
        caption.font = .systemFont(ofSize: 17, weight: .semibold)
        for v in [card, caption] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(caption)
        let safe = view.safeAreaLayoutGuide
        let leading = card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20)
        let trailing = card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)
        top = card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20)
        top.identifier = "top"
        NSLayoutConstraint.activate([
            leading, trailing, top,
            card.heightAnchor.constraint(equalToConstant: 120),
            caption.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ].namedAsTimeline())
    }
}
