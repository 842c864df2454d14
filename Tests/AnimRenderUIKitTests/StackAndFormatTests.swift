import AnimRenderUIKit
import XCTest

/// UIStackView and the Visual Format Language through UIKit's API, on the engine's
/// implementations.
@MainActor
final class StackAndFormatTests: XCTestCase {
    func testStackViewArrangesAndHidesInsideAnAnimation() async throws {
        final class Controller: UIViewController {
            let a = UIView(), b = UIView(), c = UIView()
            lazy var stack = UIStackView(arrangedSubviews: [a, b, c])
            override func viewDidLoad() {
                super.viewDidLoad()
                stack.axis = .horizontal
                stack.distribution = .fillEqually
                stack.spacing = 10
                view.addSubview(stack)
                stack.pin(x: 20, y: 50, width: 320, height: 40)
            }
        }
        let vc = Controller()
        let r = try plainSimulator().record(vc, fps: 10) { script in
            script.at(0.1) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    vc.b.isHidden = true
                    vc.stack.layoutIfNeeded()
                })
            }
        }
        XCTAssertFalse(vc.a.translatesAutoresizingMaskIntoConstraints, "arranging turns it off, as UIKit")
        // (320 − 2 × 10) / 3 = 100 each.
        XCTAssertRect(r.frames[0].views["a"]?.frame, 0, 0, 100, 40)
        XCTAssertRect(r.frames[0].views["c"]?.frame, 220, 0, 100, 40)
        // b hidden: a and c share 320 − 10 = 310; half-way c is at 220 → 165.
        XCTAssertRect(r.frames.last?.views["c"]?.frame, 165, 0, 155, 40)
        XCTAssertEqual(r.frames[6].views["c"]!.frame.minX, 192.5, accuracy: 1e-6)
        XCTAssertEqual(r.frames[6].views["b"]?.isHidden, false, "shown until the animation ends")
        XCTAssertEqual(r.frames.last?.views["b"]?.isHidden, true)
    }

    func testVisualFormatMakesUIKitsConstraints() async throws {
        let vc = BlockController { vc in
            let left = UIView(), right = UIView()
            left.accessibilityIdentifier = "left"
            right.accessibilityIdentifier = "right"
            for v in [left, right] { v.translatesAutoresizingMaskIntoConstraints = false; vc.view.addSubview(v) }
            let views = ["left": left, "right": right]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[left(==right)]-gap-[right]-|", options: .alignAllTop,
                                               metrics: ["gap": 12], views: views)
                    + NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[left(50)]", metrics: nil, views: views)
                    + [right.heightAnchor.constraint(equalTo: left.heightAnchor)])
        }
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        // 400 wide, 20 to the superview on each side, 12 between: (400 − 40 − 12) / 2 = 174.
        XCTAssertRect(r.frames[0].views["left"]?.frame, 20, 30, 174, 50)
        XCTAssertRect(r.frames[0].views["right"]?.frame, 206, 30, 174, 50)
    }

    func testAMalformedFormatIsUIKitsException() async throws {
        let vc = BlockController { vc in
            let v = UIView()
            vc.view.addSubview(v)
            XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[v(", metrics: nil, views: ["v": v]).isEmpty)
        }
        XCTAssertThrowsError(try plainSimulator().record(vc) { _ in }) { error in
            XCTAssertTrue("\(error)".hasPrefix("NSInvalidArgumentException: Unable to parse constraint format"), "\(error)")
        }
    }

    /// A metric the metrics dictionary lacks is UIKit's NSInvalidArgumentException ("pad is
    /// not a key in the metrics dictionary"), whose caret points at the name: the parser's
    /// error is the value reported, with the string and the offset of `pad` (4, after `H:|-`).
    func testAnUnknownMetricInAFormatIsTheParsersErrorAtTheName() {
        let parent = UIView(), v = UIView()
        parent.addSubview(v)
        let mistakes = UIKitError.reported(during: {
            XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[v]", metrics: nil, views: ["v": v]).isEmpty)
        })
        XCTAssertEqual(mistakes.count, 1)
        guard case .constraintFormat(let syntax)? = mistakes.first else { return XCTFail("\(mistakes)") }
        XCTAssertEqual(syntax.text, "H:|-pad-[v]")
        XCTAssertEqual(syntax.offset, 4)
        XCTAssertEqual(mistakes[0].exceptionName, "NSInvalidArgumentException")
        XCTAssertEqual(mistakes[0].reason, "Unable to parse constraint format: \(syntax.message)\n    H:|-pad-[v]\n        ^ \(syntax.message)")
    }

    /// A view name the views dictionary lacks is UIKit's NSInvalidArgumentException "w is not a
    /// key in the views dictionary.", its caret at the name (Apple's VFL raises it while reading
    /// the view, so a format ending in `|` blames the missing key, not a missing superview).
    /// Before: `H:[v]-[w]` raised nothing and `H:|-[w]-|` blamed the superview.
    func testAViewMissingFromTheViewsDictionaryIsUIKitsExceptionAtTheName() {
        let parent = UIView(), v = UIView()
        parent.addSubview(v)
        for (format, offset) in [("H:[v]-[w]", 7), ("H:|-[w]-|", 5)] {
            let mistakes = UIKitError.reported(during: {
                XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["v": v]).isEmpty)
            })
            XCTAssertEqual(mistakes.count, 1, format)
            guard case .constraintFormat(let syntax)? = mistakes.first else { XCTFail("\(format): \(mistakes)"); continue }
            XCTAssertEqual(syntax.message, "w is not a key in the views dictionary.", format)
            XCTAssertEqual(syntax.offset, offset, format)
            XCTAssertEqual(mistakes[0].exceptionName, "NSInvalidArgumentException")
        }
    }

    func testDebuggingTools() async throws {
        let vc = AnimationTests.TwoBoxes()
        var affecting: [String] = []
        var fitting = CGSize.zero
        var ambiguous = (before: true, after: false)
        var exercised: [CGFloat] = []
        _ = try plainSimulator().record(vc, duration: 0.1) { script in
            script.at(0) {
                affecting = vc.a.constraintsAffectingLayout(for: .horizontal).map { $0.identifier ?? "\($0)" }
                ambiguous.before = vc.a.hasAmbiguousLayout
                vc.x.isActive = false
                vc.view.layoutIfNeeded()
                ambiguous.after = vc.a.hasAmbiguousLayout
                fitting = vc.a.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                for _ in 0..<3 {
                    vc.a.exerciseAmbiguityInLayout()
                    vc.view.layoutIfNeeded()
                    exercised.append(vc.a.frame.minX)
                }
            }
        }
        XCTAssertEqual(affecting.count, 2, "a's left edge and width: \(affecting)")
        XCTAssertEqual(ambiguous.before, false)
        XCTAssertEqual(ambiguous.after, true)
        XCTAssertEqual(fitting, CGSize(width: 10, height: 10))
        // Unbounded x: the engine's alternatives 100 pt either side (its probe distance),
        // then back where it was.
        XCTAssertEqual(exercised, [-100, 100, 0])
    }

    /// `forFirstBaselineLayout` / `forLastBaselineLayout` (UIKit's documented defaults): a
    /// view, and a label, is its own; a vertical stack's are its first and last visible
    /// arranged subviews, a horizontal stack's its tallest visible one (a 34 pt label among
    /// 17 pt ones, both ways); a stack with nothing visible is its own.
    func testBaselineLayoutViews() async {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = UIViewController()
        window.rootViewController = vc
        let plain = UIView(), label = UILabel()
        let top = UILabel(), middle = UILabel(), bottom = UILabel()
        for l in [top, middle, bottom] { l.text = "Row" }
        bottom.isHidden = true
        let column = UIStackView(arrangedSubviews: [top, middle, bottom])
        column.axis = .vertical
        let small = UILabel(), big = UILabel(), after = UILabel()
        small.text = "Small"; after.text = "After"
        big.text = "Big"; big.font = .systemFont(ofSize: 34)
        let row = UIStackView(arrangedSubviews: [small, big, after])
        let hiddenOnly = UIView()
        hiddenOnly.isHidden = true
        let empty = UIStackView(arrangedSubviews: [hiddenOnly])
        for v in [plain, label, column, row, empty] {
            v.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(v)
        }
        vc.view.layoutIfNeeded()
        XCTAssertTrue(plain.forFirstBaselineLayout === plain && plain.forLastBaselineLayout === plain)
        XCTAssertTrue(label.forFirstBaselineLayout === label && label.forLastBaselineLayout === label)
        XCTAssertTrue(column.forFirstBaselineLayout === top)
        XCTAssertTrue(column.forLastBaselineLayout === middle, "the last visible one")
        XCTAssertTrue(row.forFirstBaselineLayout === big && row.forLastBaselineLayout === big)
        XCTAssertTrue(empty.forFirstBaselineLayout === empty && empty.forLastBaselineLayout === empty)

    }
}
