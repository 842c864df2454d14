@testable import UIKit
import AnimRenderKit
import Geometry
import Playback
import XCTest
@testable import AnimRenderSnapshotTesting

/// Dark mode in Swift (`UIUserInterfaceStyle` in the traits, `overrideUserInterfaceStyle`,
/// dynamic system colours, `UIColor(dynamicProvider:)`, the simulator's appearance and its
/// change during a recording) and the layout checks (`Simulator.matrix`,
/// `assertLayoutChecks`).
@MainActor
final class AppearanceAndChecksTests: XCTestCase {
    /// A card (secondarySystemBackground) with a label (`label`), and a badge whose colour
    /// a provider picks: red in the dark, blue in the light.
    final class ProfileController: UIViewController {
        let card = UIView(), name = UILabel(), badge = UIView()
        var seen: [UIUserInterfaceStyle] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            card.accessibilityIdentifier = "card"
            name.accessibilityIdentifier = "name"
            badge.accessibilityIdentifier = "badge"
            card.backgroundColor = .secondarySystemBackground
            name.text = "Ada Lovelace"
            name.textColor = .label
            badge.backgroundColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemRed : .systemBlue }
            for v in [card, name, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(card)
            card.addSubview(name)
            card.addSubview(badge)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                card.heightAnchor.constraint(equalToConstant: 80),
                name.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                name.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 44),
                badge.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            seen.append(traitCollection.userInterfaceStyle)
        }
    }

    func testSystemColoursAndProvidersHaveApplesValueInEachAppearance() async throws {
        XCTAssertEqual(UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                       UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                       UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
        XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                       UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        let provided = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(provided.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        XCTAssertEqual(provided.resolvedColor(with: UITraitCollection()), .black, "no appearance: light")
        XCTAssertEqual(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle, .dark)
        XCTAssertEqual(UITraitCollection().userInterfaceStyle, .unspecified)
        XCTAssertEqual(UIUserInterfaceStyle.dark.rawValue, 2)
    }

    /// The recorded frames draw each colour for the appearance: the card's pixels are
    /// secondarySystemBackground's light (#F2F2F7) or dark (#1C1C1E) value.
    func testTheSimulatorsAppearanceResolvesTheColoursDrawn() async throws {
        for (style, card, badge) in [(UIUserInterfaceStyle.light, "#F2F2F7", "#007AFF"), (.dark, "#1C1C1E", "#FF453A")] {
            let simulator = Simulator(device: "iPhone 8")
            simulator.userInterfaceStyle = style
            let recording = try simulator.record(ProfileController(), fps: 10, duration: 0) { _ in }
            XCTAssertEqual(recording.frames[0].traits.userInterfaceStyle, style)
            let state = recording.played.states[0]
            XCTAssertEqual(state.view("card")?.backgroundColor?.hex, card, "\(style)")
            XCTAssertEqual(state.view("badge")?.backgroundColor?.hex, badge, "\(style)")
            XCTAssertEqual(state.view("name")?.textColor.hex, style == .dark ? "#FFFFFF" : "#000000")
        }
    }

    func testOverridingTheAppearanceOfAControllerOrAViewChangesItsSubtreeOnly() async throws {
        let vc = ProfileController()
        vc.overrideUserInterfaceStyle = .dark
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 10, duration: 0) { _ in }
        XCTAssertEqual(recording.frames[0].traits.userInterfaceStyle, .light, "the screen's")
        XCTAssertEqual(recording.played.states[0].view("card")?.backgroundColor?.hex, "#1C1C1E")
        XCTAssertEqual(vc.card.traitCollection.userInterfaceStyle, .dark)

        let other = ProfileController()
        _ = other.view
        other.card.overrideUserInterfaceStyle = .dark
        let second = try Simulator(device: "iPhone 8").record(other, fps: 10, duration: 0) { _ in }
        XCTAssertEqual(second.played.states[0].view("badge")?.backgroundColor?.hex, "#FF453A", "inside the card")
        XCTAssertEqual(other.view.traitCollection.userInterfaceStyle, .light, "outside it")
        XCTAssertEqual(other.name.traitCollection.userInterfaceStyle, .dark)
    }

    /// Switching to dark inside an animation block animates the backgrounds, changes the
    /// text colour at once, and tells the controller.
    func testSwitchingAppearanceDuringARecordingAnimatesAndSendsTheTraitChange() async throws {
        let vc = ProfileController()
        let simulator = Simulator(device: "iPhone 8")
        let recording = try simulator.record(vc, fps: 10) { script in
            script.at(0.2) {
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
                    simulator.userInterfaceStyle = .dark
                }
            }
        }
        let states = recording.played.states
        XCTAssertEqual(states[2].view("card")?.backgroundColor?.hex, "#F2F2F7", "the block starts from what is on screen")
        let light = Color(hex: "#F2F2F7")!, dark = Color(hex: "#1C1C1E")!
        let mid = try XCTUnwrap(states[4].view("card")?.backgroundColor)
        XCTAssertEqual(mid.red, (light.red + dark.red) / 2, accuracy: 1e-9)
        XCTAssertEqual(states[6].view("card")?.backgroundColor?.hex, "#1C1C1E")
        XCTAssertEqual(states[4].view("name")?.textColor.hex, "#FFFFFF")
        XCTAssertEqual(vc.seen, [.dark])
    }

    // MARK: Layout checks

    /// A fixed-width title: fine at the default size, truncated at the largest.
    final class TitleController: UIViewController {
        let title_ = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            title_.accessibilityIdentifier = "title"
            title_.text = "Notifications"
            title_.font = .preferredFont(forTextStyle: .body)
            title_.adjustsFontForContentSizeCategory = true
            title_.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title_)
            NSLayoutConstraint.activate([
                title_.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                title_.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                title_.widthAnchor.constraint(equalToConstant: 150),
            ])
        }
    }

    func testTheMatrixHasEveryCombinationInOrder() async throws {
        let matrix = Simulator.matrix(devices: ["iPhone SE", "iPad"], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
                                      userInterfaceStyles: [.light, .dark])
        XCTAssertEqual(matrix.combinations.map(\.key), [
            "iPhone-SE.portrait.large.ltr.light", "iPhone-SE.portrait.large.ltr.dark",
            "iPhone-SE.portrait.accessibilityExtraExtraExtraLarge.ltr.light", "iPhone-SE.portrait.accessibilityExtraExtraExtraLarge.ltr.dark",
            "iPad.portrait.large.ltr.light", "iPad.portrait.large.ltr.dark",
            "iPad.portrait.accessibilityExtraExtraExtraLarge.ltr.light", "iPad.portrait.accessibilityExtraExtraExtraLarge.ltr.dark",
        ])
        let simulators = matrix.simulators
        XCTAssertEqual(simulators[3].device, "iPhone SE")
        XCTAssertEqual(simulators[3].contentSizeCategory, .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(simulators[3].userInterfaceStyle, .dark)
        XCTAssertEqual(Simulator.allDevices.count, 32)
    }

    func testAssertLayoutChecksFailsWithTheFindingsOfEachFailingCombination() async throws {
        let matrix = Simulator.matrix(devices: ["iPhone 8"], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge])
        let (results, failures) = layoutCheckResults(of: TitleController(), across: matrix)
        XCTAssertEqual(results.map(\.findings.count).first, 0, "the default size fits")
        let largest = try XCTUnwrap(results.last?.findings.first)
        XCTAssertEqual(largest.rule, .truncatedText)
        XCTAssertEqual(largest.subject, "title")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].hasPrefix("layout checks failed in iPhone 8 · portrait · accessibilityExtraExtraExtraLarge · LTR · light (1 finding):\n"
                                            + "  truncatedText: 'title' needs "), failures[0])
        // No animation: the recording is 0.25 s, frames 0…8 at 30 fps, all truncated.
        XCTAssertTrue(failures[0].hasSuffix(", has 150 pt (frames 0–8, t = 0–0.267 s)"), failures[0])
        // Switched off, nothing fails.
        var off = CheckSettings()
        off.off = [.truncatedText, .clippedText]
        XCTAssertEqual(layoutCheckResults(of: TitleController(), across: matrix, checks: off).failures, [])
        // The assertion itself passes when nothing is found.
        assertLayoutChecks(of: TitleController(), across: Simulator.matrix(devices: ["iPhone 8"]))
    }
}
