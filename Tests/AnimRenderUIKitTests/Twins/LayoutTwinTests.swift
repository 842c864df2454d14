import AnimRenderUIKit
import XCTest

/// Timelines/ examples about labels, margins and stack views, written in Swift.
@MainActor
final class LayoutTwinTests: XCTestCase {
    func testMarginsGuide() async throws {
        final class Controller: UIViewController {
            let card = UIView(), content = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                card.accessibilityIdentifier = "card"
                card.backgroundColor = hex(0x5856D6)
                card.layer.cornerRadius = 16
                card.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
                content.accessibilityIdentifier = "content"
                content.backgroundColor = hex(0xFFFFFF)
                content.layer.cornerRadius = 8
                for v in [card, content] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(card)
                card.addSubview(content)
                // The timeline writes margin attributes (`root.leadingMargin`), not the
                // margins guide's anchors: UIKit's item/attribute form says the same.
                func pin(_ a: UIView, _ attr: NSLayoutConstraint.Attribute, _ b: UIView, _ battr: NSLayoutConstraint.Attribute,
                         _ constant: CGFloat = 0) -> NSLayoutConstraint {
                    NSLayoutConstraint(item: a, attribute: attr, relatedBy: .equal, toItem: b, attribute: battr,
                                       multiplier: 1, constant: constant)
                }
                NSLayoutConstraint.activate([
                    pin(card, .leading, view, .leadingMargin),
                    pin(card, .trailing, view, .trailingMargin),
                    pin(card, .top, view, .topMargin, 20),
                    card.heightAnchor.constraint(equalToConstant: 200),
                    pin(content, .leading, card, .leadingMargin),
                    pin(content, .trailing, card, .trailingMargin),
                    pin(content, .top, card, .topMargin),
                    pin(content, .bottom, card, .bottomMargin),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 15) { script in
            script.at(0.3) {
                UIView.animate(withDuration: 0.5) {
                    vc.card.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                    vc.view.layoutIfNeeded()
                }
            }
        }
        try assertTwin("margins-guide", recording, overlays: [.safeArea, .labels])
    }

    func testMultilineLabel() async throws {
        final class Controller: UIViewController {
            let body = UILabel(), footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                body.accessibilityIdentifier = "body"
                body.numberOfLines = 0
                body.font = .systemFont(ofSize: 17)
                body.text = "Auto Layout measures this label twice: once on a single line, then again at the width the first pass gave it, so that it wraps onto as many lines as it needs."
                body.backgroundColor = hex(0xF2F2F2)
                footer.accessibilityIdentifier = "footer"
                footer.backgroundColor = hex(0x7ED321)
                footer.layer.cornerRadius = 6
                for v in [body, footer] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let safe = view.safeAreaLayoutGuide
                let edges = [body.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                             body.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                             body.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)]
                for c in edges { c.identifier = "$.constraints[0]" }
                NSLayoutConstraint.activate(edges + [
                    footer.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 12),
                    footer.leadingAnchor.constraint(equalTo: body.leadingAnchor),
                    footer.trailingAnchor.constraint(equalTo: body.trailingAnchor),
                    footer.heightAnchor.constraint(equalToConstant: 44),
                ].namedAsTimeline(from: 1))
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.at(0.3) {
                UIView.animate(withDuration: 0.4) {
                    vc.body.text = "Shorter text now: fewer lines."
                    vc.view.layoutIfNeeded()
                }
            }
        }
        try assertTwin("multiline-label", recording, overlays: nil)
    }

    func testHuggingCompression() async throws {
        final class Controller: UIViewController {
            let name = UILabel(), value = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                name.accessibilityIdentifier = "name"
                name.text = "Name"
                name.backgroundColor = hex(0xD0E8FF)
                name.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
                name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
                value.accessibilityIdentifier = "value"
                value.text = "42 points"
                value.backgroundColor = hex(0xFFE0B2)
                for v in [name, value] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[name]-8-[value]-16-|",
                                                         options: .alignAllCenterY, metrics: nil,
                                                         views: ["name": name, "value": value])
                for c in row { c.identifier = "$.constraints[0]" }
                NSLayoutConstraint.activate(row + [
                    name.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                ].namedAsTimeline(from: 1))
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone SE").record(vc, fps: 30) { script in
            script.at(0.5) {
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: {
                    vc.value.text = "a much longer value, squeezing it all"
                    vc.view.layoutIfNeeded()
                })
            }
        }
        try assertTwin("hugging-compression", recording)
    }

    func testStackHideItem() async throws {
        final class Row: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
        }
        final class Controller: UIViewController {
            let list = UIStackView()
            let rows = [Row(), Row(), Row(), Row()]
            override func viewDidLoad() {
                super.viewDidLoad()
                list.accessibilityIdentifier = "list"
                list.axis = .vertical
                list.spacing = 12
                list.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(list)
                let safe = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    list.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                    list.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
                    list.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                ].namedAsTimeline())
                let colours: [UInt32] = [0x4A90E2, 0xF5A623, 0x7ED321, 0x9013FE]
                let titles = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"]
                for (i, row) in rows.enumerated() {
                    row.accessibilityIdentifier = "row\(i + 1)"
                    row.backgroundColor = hex(colours[i])
                    row.layer.cornerRadius = 10
                    list.addArrangedSubview(row)
                    let title = UILabel()
                    title.accessibilityIdentifier = "row\(i + 1)Title"
                    title.text = titles[i]
                    title.textColor = hex(0xFFFFFF)
                    title.font = .systemFont(ofSize: 17, weight: .semibold)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    row.addSubview(title)
                    NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                                                 title.centerYAnchor.constraint(equalTo: row.centerYAnchor)]
                        .namedAsTimeline(from: 3 + 2 * i))
                }
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.4) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: {
                    vc.rows[1].isHidden = true
                    vc.view.layoutIfNeeded()
                })
            }
            script.at(1.4) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: {
                    vc.rows[1].isHidden = false
                    vc.view.layoutIfNeeded()
                })
            }
        }
        try assertTwin("stack-hide-item", recording, overlays: [.labels])
    }

    func testBaselines() async throws {
        final class Controller: UIViewController {
            let headline = UILabel(), caption = UILabel(), note = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                headline.accessibilityIdentifier = "headline"
                headline.text = "Baselines"
                headline.font = .systemFont(ofSize: 34, weight: .bold)
                headline.backgroundColor = hex(0xE5F1FB)
                caption.accessibilityIdentifier = "caption"
                caption.text = "first"
                caption.font = .systemFont(ofSize: 15)
                caption.textColor = hex(0x8E8E93)
                caption.backgroundColor = hex(0xFFF4E0)
                note.accessibilityIdentifier = "note"
                note.text = "two lines,\nthe last"
                note.numberOfLines = 2
                note.font = .systemFont(ofSize: 13)
                note.textColor = hex(0x8E8E93)
                note.backgroundColor = hex(0xE8F8E0)
                for v in [headline, caption, note] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let safe = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    headline.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                    headline.topAnchor.constraint(equalTo: safe.topAnchor, constant: 60),
                    caption.leadingAnchor.constraint(equalTo: headline.trailingAnchor, constant: 8),
                    caption.firstBaselineAnchor.constraint(equalTo: headline.firstBaselineAnchor),
                    note.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
                    note.lastBaselineAnchor.constraint(equalTo: headline.lastBaselineAnchor),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.3) {
                UIView.animate(withDuration: 0.5) {
                    vc.headline.font = .systemFont(ofSize: 22, weight: .bold)
                    vc.view.layoutIfNeeded()
                }
            }
        }
        try assertTwin("baselines", recording)
    }
}

/// Timelines/ examples about a left-pinned scale, margins across a rotation and an alignment rect.
@MainActor
final class ScaleAndMarginTwinTests: XCTestCase {
    func testScaleLeftPinnedModern() async throws {
        let vc = ScaleTwinTests.PinnedTileController()   // the screen of scale-left-pinned-legacy
        let recording = try Simulator(device: "iPhone 8", style: .modern).record(vc, fps: 30) { script in
            script.at(0.2) {
                UIView.animate(withDuration: 0.5) { vc.tile.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
            }
            script.at(0.8) { vc.tile.backgroundColor = hex(0x9013FE) }
        }
        try assertTwin("scale-left-pinned-modern", recording, overlays: nil)
    }

    func testPreservesSuperviewMargins() async throws {
        final class Controller: UIViewController {
            let plain = UIView(), preserving = UIView(), plainLabel = UILabel(), preservingLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                for (v, name) in [(plain, "plain"), (preserving, "preserving")] {
                    v.accessibilityIdentifier = name
                    v.backgroundColor = hex(0xE5E5EA)
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                preserving.preservesSuperviewLayoutMargins = true
                for (label, name, text, parent) in [(plainLabel, "plainLabel", "own margin", plain),
                                                    (preservingLabel, "preservingLabel", "root's margin", preserving)] {
                    label.accessibilityIdentifier = name
                    label.text = text
                    label.font = .systemFont(ofSize: 17)
                    label.backgroundColor = hex(0xFFCC00)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    parent.addSubview(label)
                }
                let first = NSLayoutConstraint.constraints(withVisualFormat: "H:|[plain]|", metrics: nil, views: ["plain": plain])
                let second = NSLayoutConstraint.constraints(withVisualFormat: "H:|[preserving]|", metrics: nil, views: ["preserving": preserving])
                for c in first { c.identifier = "$.constraints[0]" }
                for c in second { c.identifier = "$.constraints[1]" }
                NSLayoutConstraint.activate(first + second + [
                    plain.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                    plain.heightAnchor.constraint(equalToConstant: 60),
                    preserving.topAnchor.constraint(equalTo: plain.bottomAnchor, constant: 20),
                    preserving.heightAnchor.constraint(equalToConstant: 60),
                    NSLayoutConstraint(item: plainLabel, attribute: .leading, relatedBy: .equal, toItem: plain,
                                       attribute: .leadingMargin, multiplier: 1, constant: 0),
                    plainLabel.centerYAnchor.constraint(equalTo: plain.centerYAnchor),
                    NSLayoutConstraint(item: preservingLabel, attribute: .leading, relatedBy: .equal, toItem: preserving,
                                       attribute: .leadingMargin, multiplier: 1, constant: 0),
                    preservingLabel.centerYAnchor.constraint(equalTo: preserving.centerYAnchor),
                ].namedAsTimeline(from: 2))
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8 Plus").record(vc, fps: 15) { script in
            script.rotate(to: .landscapeLeft, at: 0.5)
        }
        try assertTwin("preserves-superview-margins", recording, overlays: [.labels])
    }

    func testAlignmentRect() async throws {
        final class Icon: UIView {
            var insets = UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 8) {
                didSet { invalidateIntrinsicContentSize() }   // the engine reads the insets again
            }
            override var alignmentRectInsets: UIEdgeInsets { insets }
        }
        final class Controller: UIViewController {
            let icon = Icon(), face = UIView(), name = UILabel(), line = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                icon.accessibilityIdentifier = "icon"
                icon.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: CGFloat(0x33) / 255)
                icon.layer.cornerRadius = 14
                face.accessibilityIdentifier = "face"
                face.backgroundColor = hex(0x007AFF)
                face.layer.cornerRadius = 14
                name.accessibilityIdentifier = "name"
                name.text = "Inbox"
                name.font = .systemFont(ofSize: 17, weight: .semibold)
                line.accessibilityIdentifier = "line"
                line.backgroundColor = hex(0xD0021B)
                for v in [icon, face, name, line] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(icon)
                icon.addSubview(face)
                view.addSubview(name)
                view.addSubview(line)
                let safe = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    icon.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 40),
                    icon.topAnchor.constraint(equalTo: safe.topAnchor, constant: 60),
                    icon.widthAnchor.constraint(equalToConstant: 80), icon.heightAnchor.constraint(equalToConstant: 80),
                    face.leadingAnchor.constraint(equalTo: icon.leadingAnchor), face.topAnchor.constraint(equalTo: icon.topAnchor),
                    face.trailingAnchor.constraint(equalTo: icon.trailingAnchor), face.bottomAnchor.constraint(equalTo: icon.bottomAnchor),
                    name.leadingAnchor.constraint(equalTo: icon.leadingAnchor),
                    name.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
                    line.leadingAnchor.constraint(equalTo: icon.trailingAnchor), line.widthAnchor.constraint(equalToConstant: 1),
                    line.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20), line.heightAnchor.constraint(equalToConstant: 200),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.3) {
                UIView.animate(withDuration: 0.5) {
                    vc.icon.insets = UIEdgeInsets(top: 0, left: 0, bottom: 24, right: 24)
                    vc.view.layoutIfNeeded()
                }
            }
        }
        try assertTwin("alignment-rect", recording)
    }
}
