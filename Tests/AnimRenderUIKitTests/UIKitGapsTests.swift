import AnimRenderUIKit
import XCTest

/// The names an outside audit found missing (UIScreen.main, one-trait trait collections,
/// HSB colours, keyframe animations, the stack's spacing tokens, the text size set on the
/// simulator during a recording), each against hand-computed values.
@MainActor
final class UIKitGapsTests: XCTestCase {
    /// A 100 × 100 card pinned to the top-left of the root view by `top` and `left`.
    final class CardController: UIViewController {
        let card = UIView()
        var top: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            card.accessibilityIdentifier = "card"
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            top = card.topAnchor.constraint(equalTo: view.topAnchor)
            NSLayoutConstraint.activate([top, card.leftAnchor.constraint(equalTo: view.leftAnchor),
                                         card.widthAnchor.constraint(equalToConstant: 100),
                                         card.heightAnchor.constraint(equalToConstant: 100)])
        }
    }

    // MARK: UIScreen.main

    /// iPhone X: 375 × 812 points at scale 3 (docs/devices.md); landscape swaps the sides;
    /// nativeBounds stay upright in pixels.
    func testMainScreenIsTheSimulatedDevice() async throws {
        let vc = CardController()
        var portrait = CGRect.zero, landscape = CGRect.zero, scale: CGFloat = 0, native = CGRect.zero
        var traits: UITraitCollection?
        _ = try Simulator(device: "iPhone X").record(vc, fps: 10) { script in
            script.at(0) {
                portrait = UIScreen.main.bounds
                scale = UIScreen.main.scale
                native = UIScreen.main.nativeBounds
                traits = UIScreen.main.traitCollection
            }
            script.rotate(to: .landscapeLeft, at: 0.1)
            script.at(0.6) { landscape = UIScreen.main.bounds }
        }
        XCTAssertEqual(portrait, CGRect(x: 0, y: 0, width: 375, height: 812))
        XCTAssertEqual(landscape, CGRect(x: 0, y: 0, width: 812, height: 375))
        XCTAssertEqual(scale, 3)
        XCTAssertEqual(native, CGRect(x: 0, y: 0, width: 1125, height: 2436))
        XCTAssertEqual(traits?.displayScale, 3)
        XCTAssertEqual(traits?.horizontalSizeClass, .compact)
        XCTAssertEqual(traits?.verticalSizeClass, .regular)
    }

    func testMainScreenOfABareSizeAndOutsideARecording() async throws {
        var bounds = CGRect.zero, scale: CGFloat = 0
        _ = try Simulator(size: CGSize(width: 300, height: 500)).record(CardController(), fps: 10, duration: 0) { script in
            script.at(0) { bounds = UIScreen.main.bounds; scale = UIScreen.main.scale }
        }
        XCTAssertEqual(bounds, CGRect(x: 0, y: 0, width: 300, height: 500))
        XCTAssertEqual(scale, 2)
        // Outside a recording the app's screen is the default device, an iPhone 15
        // (docs/devices.md: 393 × 852 points at scale 3).
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 393, height: 852), "the default device after a recording")
        XCTAssertEqual(UIScreen.main.scale, 3)
    }

    /// A view's traits carry the screen's scale (iPhone 8 Plus: 3).
    func testViewTraitsCarryTheDisplayScale() async throws {
        let vc = CardController()
        var scale: CGFloat = 0
        _ = try Simulator(device: "iPhone 8 Plus").record(vc, fps: 10, duration: 0) { _ in
            scale = vc.card.traitCollection.displayScale
        }
        XCTAssertEqual(scale, 3)
    }

    // MARK: UITraitCollection

    func testOneTraitCollectionsLeaveTheOthersUnspecified() async {
        let h = UITraitCollection(horizontalSizeClass: .compact)
        XCTAssertEqual(h.horizontalSizeClass, .compact)
        XCTAssertEqual(h.verticalSizeClass, .unspecified)
        XCTAssertEqual(h.displayScale, 0)
        XCTAssertEqual(UITraitCollection(verticalSizeClass: .regular).horizontalSizeClass, .unspecified)
        XCTAssertEqual(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass, .regular)
        XCTAssertEqual(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection, .rightToLeft)
        XCTAssertEqual(UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).preferredContentSizeCategory,
                       .accessibilityLarge)
        XCTAssertEqual(UITraitCollection(displayScale: 3).displayScale, 3)
        XCTAssertEqual(UITraitCollection(horizontalSizeClass: .unspecified), UITraitCollection())
        XCTAssertNotEqual(h, UITraitCollection(horizontalSizeClass: .regular))
        XCTAssertNotEqual(UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(),
                          "a specified left-to-right is not an unspecified direction")
    }

    /// traitsFrom: the union, the last collection that specifies a trait wins.
    func testTraitsFromMergesLaterOnesWinning() async {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .compact),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
            UITraitCollection(layoutDirection: .rightToLeft),
        ])
        XCTAssertEqual(merged.horizontalSizeClass, .regular)
        XCTAssertEqual(merged.verticalSizeClass, .compact)
        XCTAssertEqual(merged.displayScale, 2)
        XCTAssertEqual(merged.layoutDirection, .rightToLeft)
        XCTAssertTrue(merged.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        XCTAssertFalse(merged.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        XCTAssertFalse(merged.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .large)),
                       "a trait it does not specify")
        let all = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                 UITraitCollection(verticalSizeClass: .regular),
                                                 UITraitCollection(layoutDirection: .leftToRight),
                                                 UITraitCollection(preferredContentSizeCategory: .large),
                                                 UITraitCollection(userInterfaceStyle: .light)])
        XCTAssertEqual(all, UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
                       "every trait of a frame, merged one by one")
    }

    // MARK: UIColor(hue:saturation:brightness:alpha:)

    func testHueSaturationBrightness() async {
        func rgba(_ c: UIColor) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        XCTAssertEqual(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
        XCTAssertEqual(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1], "a full turn is red again")
        // h = 0.5 · 6 = 3: the cyan sextant's start; p = b(1 − s) = 0.25, q = b = 0.5.
        XCTAssertEqual(rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)), [0.25, 0.5, 0.5, 1])
        // h = 0.25 · 6 = 1.5: f = 0.5, q = b(1 − s·f) = 0.5.
        XCTAssertEqual(rgba(UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 0.5)), [0.5, 1, 0, 0.5])
        XCTAssertEqual(rgba(UIColor(hue: 0.7, saturation: 0, brightness: 0.4, alpha: 1)), [0.4, 0.4, 0.4, 1], "no saturation: grey")
        XCTAssertEqual(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    // MARK: UIStackView spacing tokens

    /// spacingUseSystem: 8 points between two views (the system spacing between siblings);
    /// the property gives the token back.
    func testSpacingUseSystemIsEightPoints() async throws {
        final class Controller: UIViewController {
            let a = UIView(), b = UIView(), c = UIView()
            let stack = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                a.accessibilityIdentifier = "a"; b.accessibilityIdentifier = "b"; c.accessibilityIdentifier = "c"
                for v in [a, b, c] {
                    stack.addArrangedSubview(v)
                    v.widthAnchor.constraint(equalToConstant: 50).isActive = true
                }
                stack.spacing = UIStackView.spacingUseSystem
                stack.setCustomSpacing(30, after: b)
                stack.setCustomSpacing(UIStackView.spacingUseDefault, after: b)   // removed again
                stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10),
                                             stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                                             stack.heightAnchor.constraint(equalToConstant: 40)])
            }
        }
        let vc = Controller()
        let r = try Simulator(size: CGSize(width: 400, height: 400)).record(vc, fps: 10, duration: 0) { _ in }
        let views = r.frames[0].views
        // Frames in the stack's coordinates.
        XCTAssertEqual(views["a"]?.frame, CGRect(x: 0, y: 0, width: 50, height: 40))
        XCTAssertEqual(views["b"]?.frame.minX, 58, "50 + 8 after a")
        XCTAssertEqual(views["c"]?.frame.minX, 116, "custom spacing removed: the stack's system 8 again")
        XCTAssertEqual(vc.stack.spacing, UIStackView.spacingUseSystem)
        XCTAssertEqual(vc.stack.customSpacing(after: vc.b), UIStackView.spacingUseDefault)
        XCTAssertEqual(UIStackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
        XCTAssertEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
    }

    // MARK: Keyframes

    /// Linear overall curve (the curve bits of AnimationOptions, as UIKit honours them): top
    /// goes 0 → 100 over the first half, holds, then 100 → 40 over the last quarter.
    func testKeyframesLinear() async throws {
        let vc = CardController()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        var finishedAt: Double?
        let r = try Simulator(size: CGSize(width: 400, height: 800)).record(vc, fps: 40) { script in
            script.at(0.2) {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        vc.top.constant = 100
                        vc.view.layoutIfNeeded()
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                        vc.top.constant = 40
                        vc.view.layoutIfNeeded()
                    }
                }, completion: { finished in
                    XCTAssertTrue(finished)
                    finishedAt = 1
                })
            }
        }
        func y(_ k: Int) -> CGFloat { r.frames[k].views["card"]?.frame.minY ?? -1 }
        XCTAssertEqual(y(8), 0, accuracy: 1e-6)          // t 0.2: u 0
        XCTAssertEqual(y(12), 20, accuracy: 1e-6)        // u 0.1: 0.2 of the first keyframe
        XCTAssertEqual(y(18), 50, accuracy: 1e-6)        // u 0.25
        XCTAssertEqual(y(28), 100, accuracy: 1e-6)       // u 0.5: the first keyframe's end
        XCTAssertEqual(y(32), 100, accuracy: 1e-6)       // u 0.6: held between keyframes
        XCTAssertEqual(y(43), 70, accuracy: 1e-6)        // u 0.875: half of 100 → 40
        XCTAssertEqual(y(48), 40, accuracy: 1e-6)        // u 1
        XCTAssertEqual(y(r.frames.count - 1), 40, accuracy: 1e-6)
        XCTAssertEqual(r.frames.count, 59, "to the end of the animation (1.2 s) + 0.25 s at 40 fps")
        XCTAssertEqual(finishedAt, 1, "the completion ran")
    }

    /// Discrete: each keyframe's value from its relative start time, nothing in between.
    func testKeyframesDiscrete() async throws {
        let vc = CardController()
        let r = try Simulator(size: CGSize(width: 400, height: 800)).record(vc, fps: 40) { script in
            script.at(0.2) {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                        vc.top.constant = 100
                        vc.view.layoutIfNeeded()
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        vc.top.constant = 40
                        vc.view.layoutIfNeeded()
                    }
                })
            }
        }
        func y(_ k: Int) -> CGFloat { r.frames[k].views["card"]?.frame.minY ?? -1 }
        // Ease in-out (the default) is symmetric: warped time is below u before 0.5 and above after.
        XCTAssertEqual(y(10), 0)     // u 0.05
        XCTAssertEqual(y(16), 0)     // u 0.2: warped below 0.25 still
        XCTAssertEqual(y(26), 100)   // u 0.45: warped within 0.25 … 0.5
        XCTAssertEqual(y(36), 40)    // u 0.7: warped past 0.5
        XCTAssertEqual(y(50), 40)
    }

    /// The default curve warps the whole animation's time (ease in, ease out) before the
    /// keyframes are looked up: halfway is halfway (the curve is symmetric), a quarter of
    /// the time is less than a quarter of the way.
    func testKeyframesEaseTheWholeAnimation() async throws {
        let vc = CardController()
        let r = try Simulator(size: CGSize(width: 400, height: 800)).record(vc, fps: 40) { script in
            script.at(0) {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                        vc.top.constant = 100
                        vc.view.layoutIfNeeded()
                    }
                })
            }
        }
        func y(_ k: Int) -> CGFloat { r.frames[k].views["card"]?.frame.minY ?? -1 }
        XCTAssertEqual(y(20), 50, accuracy: 1e-6)
        XCTAssertLessThan(y(10), 25)
        XCTAssertEqual(y(10) + y(30), 100, accuracy: 1e-6, "symmetric")
    }

    /// A view added in the second keyframe grows from a zero rect at the origin during that
    /// keyframe only (the first keyframe ran before it existed).
    func testAViewAddedInAKeyframeGrowsDuringThatKeyframe() async throws {
        let vc = CardController()
        let late = UIView()
        late.accessibilityIdentifier = "late"
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        let r = try Simulator(size: CGSize(width: 400, height: 800)).record(vc, fps: 40) { script in
            script.at(0) {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        vc.top.constant = 100
                        vc.view.layoutIfNeeded()
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        late.translatesAutoresizingMaskIntoConstraints = false
                        vc.view.addSubview(late)
                        NSLayoutConstraint.activate([
                            late.leftAnchor.constraint(equalTo: vc.view.leftAnchor, constant: 200),
                            late.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 300),
                            late.widthAnchor.constraint(equalToConstant: 100), late.heightAnchor.constraint(equalToConstant: 100),
                        ])
                        vc.view.layoutIfNeeded()
                    }
                })
            }
        }
        XCTAssertEqual(r.frames[10].views["late"]?.frame, .zero, "u 0.25: not yet growing")
        XCTAssertEqual(r.frames[10].views["card"]?.frame.minY ?? -1, 50, accuracy: 1e-6)
        XCTAssertEqual(r.frames[30].views["late"]?.frame ?? .null, CGRect(x: 100, y: 150, width: 50, height: 50),
                       "u 0.75: half of the second keyframe")
        XCTAssertEqual(r.frames[40].views["late"]?.frame, CGRect(x: 200, y: 300, width: 100, height: 100))
    }

    /// A mode that is not simulated is an error record throws, never silent.
    func testCubicCalculationModeIsReported() async {
        let vc = CardController()
        XCTAssertThrowsError(try Simulator(size: CGSize(width: 400, height: 800)).record(vc, fps: 10) { script in
            script.at(0) {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { vc.card.alpha = 0 }
                })
            }
        }) { error in
            XCTAssertTrue("\(error)".contains("calculationModeCubic is not simulated"), "\(error)")
        }
    }

    // MARK: Simulator settings during a recording

    /// Setting the simulator's text size in a script block changes it then, as
    /// `Script.setContentSizeCategory(_:at:)` does.
    func testContentSizeCategorySetInAScriptBlock() async throws {
        let vc = CardController()
        let sim = Simulator(device: "iPhone 8")
        let r = try sim.record(vc, fps: 10, duration: 0.3) { script in
            script.at(0.15) { sim.contentSizeCategory = .accessibilityLarge }
        }
        XCTAssertEqual(r.frames[1].traits.preferredContentSizeCategory, .large)
        XCTAssertEqual(r.frames[2].traits.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(sim.contentSizeCategory, .accessibilityLarge)
    }

    func testSettingsReadOnceAreRefusedDuringARecording() async {
        let sim = Simulator(device: "iPhone 8")
        XCTAssertThrowsError(try sim.record(CardController(), fps: 10, duration: 0.2) { script in
            script.at(0.1) { sim.layoutDirection = .rightToLeft }
        }) { error in
            XCTAssertTrue("\(error)".contains("Simulator.layoutDirection was set while the recording runs"), "\(error)")
        }
    }
}
