import AnimRenderUIKit
import XCTest

/// Timelines/ examples about adaptive screens — Dynamic Type, right-to-left, a screen of
/// stack views — and physical springs, written as an iOS engineer writes them with UIKit.
@MainActor
final class AdaptiveTwinTests: XCTestCase {
    func testDynamicType() async throws {
        final class Controller: UIViewController {
            let titleLabel = UILabel(), subtitle = UILabel(), body = UILabel(), note = UILabel(), fixed = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                func styled(_ label: UILabel, _ id: String, _ style: UIFont.TextStyle, _ text: String) {
                    label.accessibilityIdentifier = id
                    label.font = .preferredFont(forTextStyle: style)
                    label.adjustsFontForContentSizeCategory = true
                    label.text = text
                }
                styled(titleLabel, "title", .largeTitle, "Title")
                styled(subtitle, "subtitle", .headline, "A headline")
                subtitle.textColor = hex(0x4A90E2)
                styled(body, "body", .body, "Body text wraps at the width the layout gives it, and wraps again when the text size changes.")
                body.numberOfLines = 0
                body.backgroundColor = hex(0xF2F2F7)
                styled(note, "note", .footnote, "footnote")
                note.textColor = hex(0x8E8E93)
                fixed.accessibilityIdentifier = "fixed"
                fixed.text = "Fixed 15 pt"
                fixed.font = .systemFont(ofSize: 15)                 // not a text style: keeps its size
                fixed.adjustsFontForContentSizeCategory = true
                fixed.backgroundColor = hex(0xFDEBD0)
                for v in [titleLabel, subtitle, body, note, fixed] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let column = NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[title]-8-[subtitle]-12-[body]-12-[note]-12-[fixed]", options: .alignAllLeading,
                    metrics: nil, views: ["title": titleLabel, "subtitle": subtitle, "body": body, "note": note, "fixed": fixed])
                for c in column { c.identifier = "$.constraints[0]" }
                let safe = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate(column + [
                    titleLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                    titleLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
                ].namedAsTimeline(from: 1))
            }

            /// The labels already took the new text size; the layout that follows is animated.
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
                UIView.animate(withDuration: 0.5) { self.view.layoutIfNeeded() }
            }
        }
        let vc = Controller()
        let simulator = Simulator(device: "iPhone 16")
        simulator.contentSizeCategory = .large
        let recording = try simulator.record(vc, fps: 30) { script in
            script.setContentSizeCategory(.accessibilityExtraLarge, at: 0.4)
            script.setContentSizeCategory(.extraSmall, at: 1.4)
        }
        try assertTwin("dynamic-type", recording, overlays: [])
    }

    func testRightToLeft() async throws {
        /// A tag whose size is fixed by design, not by its text.
        final class Tag: UILabel {
            var size = CGSize.zero
            override var intrinsicContentSize: CGSize { size }
        }
        final class Controller: UIViewController {
            let avatar = UIView(), name = UILabel(), handle = UILabel()
            let tags = UIStackView(), tagViews = [Tag(), Tag(), Tag()]
            let card = UIView(), cardText = UILabel()
            let first = UILabel(), second = UILabel(), third = UILabel()
            let player = UIView(), rewind = UILabel(), play = UILabel(), track = UIView(), progress = UIView()
            var progressWidth: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                avatar.backgroundColor = hex(0xF5A623)
                avatar.layer.cornerRadius = 28
                name.text = "Leading name"
                name.font = .preferredFont(forTextStyle: .headline)
                name.adjustsFontForContentSizeCategory = true
                name.backgroundColor = hex(0xEEF3FB)
                handle.text = "natural alignment"
                handle.font = .preferredFont(forTextStyle: .subheadline)
                handle.adjustsFontForContentSizeCategory = true
                handle.textColor = hex(0x8E8E93)

                tags.spacing = 8
                for (i, (tag, (text, width))) in zip(tagViews, [("1 first", 72), ("2 second", 82), ("3 third", 72)] as [(String, CGFloat)]).enumerated() {
                    tag.accessibilityIdentifier = "tag\(i + 1)"
                    tag.text = text
                    tag.size = CGSize(width: width, height: 28)
                    tag.backgroundColor = hex(0xD0E4FA)
                    tag.font = .preferredFont(forTextStyle: .footnote)
                    tag.adjustsFontForContentSizeCategory = true
                    tag.textAlignment = .center
                }

                card.backgroundColor = hex(0xE8F5E9)
                card.layer.cornerRadius = 10
                card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 60)
                cardText.numberOfLines = 0
                cardText.font = .preferredFont(forTextStyle: .body)
                cardText.adjustsFontForContentSizeCategory = true
                cardText.text = "Directional margins: 12 at the leading side, 60 at the trailing side, so the text keeps clear of the left."

                for (label, text, colour) in [(first, "first", 0x9B59B6), (second, "second", 0xBB8FCE), (third, "third", 0xD7BDE2)] as [(UILabel, String, UInt32)] {
                    label.text = text
                    label.textAlignment = .center
                    label.backgroundColor = hex(colour)
                    label.layer.cornerRadius = 6
                }

                player.backgroundColor = hex(0x2C3E50)
                player.layer.cornerRadius = 10
                player.semanticContentAttribute = .playback       // media controls stay left to right
                for (label, text) in [(rewind, "<<"), (play, "play")] {
                    label.text = text
                    label.textColor = hex(0xFFFFFF)
                    label.font = .systemFont(ofSize: 20, weight: .bold)
                }
                track.backgroundColor = hex(0x5D6D7E)
                track.layer.cornerRadius = 3
                progress.backgroundColor = hex(0x1ABC9C)
                progress.layer.cornerRadius = 3

                let ids: [(UIView, String)] = [(avatar, "avatar"), (name, "name"), (handle, "handle"), (tags, "tags"),
                                               (card, "card"), (cardText, "cardText"), (first, "first"), (second, "second"),
                                               (third, "third"), (player, "player"), (rewind, "rewind"), (play, "play"),
                                               (track, "track"), (progress, "progress")]
                for (v, id) in ids {
                    v.accessibilityIdentifier = id
                    v.translatesAutoresizingMaskIntoConstraints = false
                }
                for v in [avatar, name, handle, tags] { view.addSubview(v) }
                for tag in tagViews { tags.addArrangedSubview(tag) }
                view.addSubview(card)
                card.addSubview(cardText)
                for v in [first, second, third, player] { view.addSubview(v) }
                for v in [rewind, play, track] { player.addSubview(v) }
                track.addSubview(progress)

                let safe = view.safeAreaLayoutGuide
                func entry(_ i: Int, _ cs: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
                    for c in cs { c.identifier = "$.constraints[\(i)]" }
                    return cs
                }
                var all: [NSLayoutConstraint] = []
                all += entry(0, [avatar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20)])
                all += entry(1, [avatar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20)])
                all += entry(2, [avatar.widthAnchor.constraint(equalToConstant: 56), avatar.heightAnchor.constraint(equalToConstant: 56)])
                all += entry(3, [name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12)])
                all += entry(4, [name.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)])
                all += entry(5, [name.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 4)])
                all += entry(6, [handle.leadingAnchor.constraint(equalTo: name.leadingAnchor)])
                all += entry(7, [handle.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4)])
                all += entry(8, [tags.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20)])
                all += entry(9, [tags.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 24)])
                all += entry(10, [card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                                 card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)])
                all += entry(11, [card.topAnchor.constraint(equalTo: tags.bottomAnchor, constant: 24)])
                all += entry(12, [cardText.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                                 cardText.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                                 cardText.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
                                 cardText.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor)])
                all += entry(13, NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-20-[first(80)]-10-[second(==first)]-10-[third(==first)]",
                    options: [.alignAllTop, .alignAllBottom], metrics: nil,
                    views: ["first": first, "second": second, "third": third]))
                all += entry(14, [first.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24)])
                all += entry(15, [first.heightAnchor.constraint(equalToConstant: 40)])
                all += entry(16, [player.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                                 player.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)])
                all += entry(17, [player.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 24)])
                all += entry(18, [player.heightAnchor.constraint(equalToConstant: 56)])
                all += entry(19, [rewind.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 16)])
                all += entry(20, [rewind.centerYAnchor.constraint(equalTo: player.centerYAnchor)])
                all += entry(21, [play.leadingAnchor.constraint(equalTo: rewind.trailingAnchor, constant: 16)])
                all += entry(22, [play.centerYAnchor.constraint(equalTo: player.centerYAnchor)])
                all += entry(23, [track.leadingAnchor.constraint(equalTo: play.trailingAnchor, constant: 16)])
                all += entry(24, [track.trailingAnchor.constraint(equalTo: player.trailingAnchor, constant: -16)])
                all += entry(25, [track.centerYAnchor.constraint(equalTo: player.centerYAnchor)])
                all += entry(26, [track.heightAnchor.constraint(equalToConstant: 6)])
                all += entry(27, [progress.leadingAnchor.constraint(equalTo: track.leadingAnchor)])
                all += entry(28, [progress.topAnchor.constraint(equalTo: track.topAnchor)])
                all += entry(29, [progress.bottomAnchor.constraint(equalTo: track.bottomAnchor)])
                progressWidth = progress.widthAnchor.constraint(equalTo: track.widthAnchor, multiplier: 0.2)
                progressWidth.identifier = "progressWidth"
                all += [progressWidth]
                NSLayoutConstraint.activate(all)
            }

            /// A multiplier is fixed once made: the new width is a new constraint.
            func showProgress(_ fraction: CGFloat) {
                progressWidth.isActive = false
                progressWidth = progress.widthAnchor.constraint(equalTo: track.widthAnchor, multiplier: fraction)
                progressWidth.identifier = "progressWidth"
                progressWidth.isActive = true
            }
        }
        let vc = Controller()
        let simulator = Simulator(device: "iPhone 14")
        simulator.layoutDirection = .rightToLeft
        var directions: [UIUserInterfaceLayoutDirection] = []
        let recording = try simulator.record(vc, fps: 30) { script in
            script.at(0.4) {
                // UIKit: `.unspecified` lays out in the app's direction; `.playback` stays left to right.
                directions = [UIView.userInterfaceLayoutDirection(for: .unspecified),
                              UIView.userInterfaceLayoutDirection(for: .playback),
                              vc.player.effectiveUserInterfaceLayoutDirection, vc.card.effectiveUserInterfaceLayoutDirection]
                vc.showProgress(0.8)
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
        XCTAssertEqual(directions, [.rightToLeft, .leftToRight, .leftToRight, .rightToLeft])
        try assertTwin("right-to-left", recording, overlays: [])
    }

    func testSpringPhysical() async throws {
        final class Controller: UIViewController {
            let light = UIView(), heavy = UIView()
            var lightTop: NSLayoutConstraint!, heavyTop: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                for (ball, id, colour) in [(light, "light", 0x50E3C2), (heavy, "heavy", 0x417505)] as [(UIView, String, UInt32)] {
                    ball.accessibilityIdentifier = id
                    ball.backgroundColor = hex(colour)
                    ball.layer.cornerRadius = 40
                    ball.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(ball)
                }
                let safe = view.safeAreaLayoutGuide
                let centresAndSizes = [
                    light.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: -80),
                    heavy.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: 80),
                    light.widthAnchor.constraint(equalToConstant: 80), light.heightAnchor.constraint(equalToConstant: 80),
                    heavy.widthAnchor.constraint(equalToConstant: 80), heavy.heightAnchor.constraint(equalToConstant: 80),
                ].namedAsTimeline()
                lightTop = light.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20)
                lightTop.identifier = "lightTop"
                heavyTop = heavy.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20)
                heavyTop.identifier = "heavyTop"
                NSLayoutConstraint.activate(centresAndSizes + [lightTop, heavyTop])
            }

            /// Drops a ball on a spring of its own mass: the animator's duration is the
            /// spring's settling time (UIKit ignores the one passed with mass, stiffness, damping).
            func drop(_ top: NSLayoutConstraint, mass: CGFloat) {
                top.constant = 300
                let spring = UISpringTimingParameters(mass: mass, stiffness: 200, damping: 14, initialVelocity: CGVector(dx: 0, dy: 0))
                let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
                animator.addAnimations { self.view.layoutIfNeeded() }
                animator.startAnimation()
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.2) { vc.drop(vc.lightTop, mass: 1) }
            script.at(0.2) { vc.drop(vc.heavyTop, mass: 2) }
        }
        // Each drop lasts its spring's settling time: for m = 2, k = 200, c = 14 (ζ = 0.35,
        // ζω₀ = 3.5, ω_d = 9.37) the envelope e^(-3.5t)·√(1 + (3.5/9.37)²) falls to 1/1200 at
        // t = ln(1200 · 1.0675)/3.5 = 2.044 s; the recording ends 0.25 s after it, at
        // 0.2 + 2.044 + 0.25 = 2.494 s: frames 0…38 at 15 fps (the animator's 1 s is ignored).
        XCTAssertEqual(recording.frames.count, 39)
        try assertTwin("spring-physical", recording)
    }

    func testStackViewScreen() async throws {
        final class Avatar: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 64) }
        }
        final class Controller: UIViewController {
            let page = UIStackView(), header = UIStackView(), names = UIStackView(), stats = UIStackView()
            let actions = UIStackView()
            let avatar = Avatar(), name = UILabel(), handle = UILabel(), bio = UILabel()

            func label(_ id: String, _ text: String, size: CGFloat, weight: UIFont.Weight = .regular, colour: UInt32? = nil) -> UILabel {
                let l = UILabel()
                l.accessibilityIdentifier = id
                l.text = text
                l.font = .systemFont(ofSize: size, weight: weight)
                if let colour { l.textColor = hex(colour) }
                return l
            }

            /// A rounded box whose arranged content is inset by its layout margins.
            func box(_ id: String, _ colour: UInt32, radius: CGFloat, margins: UIEdgeInsets, spacing: CGFloat = 0,
                     _ content: [UIView]) -> UIStackView {
                let s = UIStackView(arrangedSubviews: content)
                s.accessibilityIdentifier = id
                s.axis = .vertical
                s.alignment = .center
                s.spacing = spacing
                s.isLayoutMarginsRelativeArrangement = true
                s.layoutMargins = margins
                s.backgroundColor = hex(colour)
                s.layer.cornerRadius = radius
                return s
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                page.accessibilityIdentifier = "page"
                page.axis = .vertical
                page.spacing = 20
                page.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(page)

                header.accessibilityIdentifier = "header"
                header.alignment = .center
                header.spacing = 14
                avatar.accessibilityIdentifier = "avatar"
                avatar.backgroundColor = hex(0xF5A623)
                avatar.layer.cornerRadius = 32
                names.accessibilityIdentifier = "names"
                names.axis = .vertical
                names.alignment = .leading
                names.spacing = 4
                page.addArrangedSubview(header)
                header.addArrangedSubview(avatar)
                header.addArrangedSubview(names)
                names.addArrangedSubview(label("name", "Ada Lovelace", size: 22, weight: .bold))
                names.addArrangedSubview(label("handle", "@countess", size: 15, colour: 0x8E8E93))

                stats.accessibilityIdentifier = "stats"
                stats.distribution = .fillEqually
                stats.spacing = 10
                page.addArrangedSubview(stats)
                var statMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)   // UIKit's default margins
                statMargins.top = 10
                statMargins.bottom = 10
                for (id, count, title) in [("posts", "128", "Posts"), ("followers", "1843", "Followers"), ("following", "97", "Following")] {
                    stats.addArrangedSubview(box(id, 0xEEF3FB, radius: 10, margins: statMargins, spacing: 2, [
                        label(id + "Count", count, size: 20, weight: .semibold),
                        label(id + "Label", title, size: 13, colour: 0x8E8E93),
                    ]))
                }

                bio.accessibilityIdentifier = "bio"
                bio.text = "Wrote the first algorithm meant for a machine. Stack views wrap me at the page's width."
                bio.font = .systemFont(ofSize: 15)
                bio.numberOfLines = 0
                page.addArrangedSubview(bio)

                actions.accessibilityIdentifier = "actions"
                actions.distribution = .equalSpacing
                actions.spacing = 10
                page.addArrangedSubview(actions)
                let padding = UIEdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
                for (id, title, colour, titleColour) in [("follow", "Follow", 0x4A90E2, 0xFFFFFF as UInt32?),
                                                         ("message", "Message", 0xE5E5EA, nil),
                                                         ("share", "Share", 0xE5E5EA, nil)] as [(String, String, UInt32, UInt32?)] {
                    actions.addArrangedSubview(box(id, colour, radius: 8, margins: padding, [
                        label(id + "Title", title, size: 15, weight: .semibold, colour: titleColour),
                    ]))
                }

                let safe = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    page.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                    page.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
                    page.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.5) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: {
                    vc.actions.distribution = .fillEqually
                    vc.view.layoutIfNeeded()
                })
            }
            script.at(1.3) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: {
                    vc.header.axis = .vertical
                    vc.header.spacing = 8
                    vc.names.alignment = .center
                    vc.view.layoutIfNeeded()
                })
            }
        }
        try assertTwin("stack-view-screen", recording, overlays: [])
    }
}
