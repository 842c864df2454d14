import AnimRenderUIKit
import XCTest

/// A constraint subclass as SnapKit declares one: stored properties, no initialisers of
/// its own, so it inherits UIKit's.
final class TaggedConstraint: NSLayoutConstraint {
    var label: String?
}

/// A view overriding what UIKit lets a subclass override.
final class BadgeView: UIView {
    var laidOut = 0
    override var description: String { "BadgeView(\(laidOut))" }
    override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    override var alignmentRectInsets: UIEdgeInsets { .zero }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
    override func layoutSubviews() { super.layoutSubviews(); laidOut += 1 }
    override func updateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    override func layoutMarginsDidChange() {}
    override func safeAreaInsetsDidChange() {}
    override func draw(_ rect: CGRect) {}
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
}

/// A controller overriding UIKit's callbacks (compiling is the test).
final class CallbackController: UIViewController {
    override func loadView() { view = UIView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var description: String { "CallbackController" }
}

/// A requirement spelled as UIKit spells the anchor method, as a library's protocol does.
@MainActor protocol ConstantConstraining {
    func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint
}
extension NSLayoutDimension: ConstantConstraining {}

/// A controller making its constraints each way UIKit offers, noting the line of each call.
final class WrittenAtController: UIViewController {
    var lines: [String: Int] = [:]
    override func viewDidLoad() {
        super.viewDidLoad()
        let box = UIView(), bar = UIView()
        for v in [box, bar] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        // Function values name UIKit's exact methods: nothing says where they were called.
        let widthOf: (CGFloat) -> NSLayoutConstraint = box.widthAnchor.constraint(equalToConstant:)
        let topOf: (NSLayoutAnchor<NSLayoutYAxisAnchor>, CGFloat) -> NSLayoutConstraint = box.topAnchor.constraint(equalTo:constant:)
        let valued = [widthOf(100), topOf(view.topAnchor, 30), bar.heightAnchor.constraint(equalToConstant:)(10)]
        for (c, id) in zip(valued, ["width", "top", "barHeight"]) { c.identifier = id }
        let height = box.heightAnchor.constraint(equalToConstant: 40); lines["height"] = #line
        let leading = NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: view,
                                         attribute: .leading, multiplier: 1, constant: 10); lines["leading"] = #line - 1
        let barTop = TaggedConstraint(item: bar, attribute: .top, relatedBy: .equal, toItem: box,
                                      attribute: .bottom, multiplier: 1, constant: 8); lines["barTop"] = #line - 1
        let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[bar]-|", metrics: nil, views: ["bar": bar]); lines["row"] = #line
        height.identifier = "height"; leading.identifier = "leading"; barTop.identifier = "barTop"
        for c in row { c.identifier = "row" }
        NSLayoutConstraint.activate(valued + [height, leading, barTop] + row)
        _ = topLayoutGuide.length   // UIKit's own guide constraints: written by no one in the app
    }
}

/// A styling helper as libraries write one: an extension of UIAppearance returning Self.
extension UIAppearance {
    @discardableResult
    func styled(_ body: (Self) -> Void) -> Self { body(self); return self }
}

/// UIKit's class shapes, raw values and signatures, as an iOS unit test would check them.
final class ClassShapeTests: XCTestCase {
    /// A call of an anchor method, the item initialiser (a subclass's too) or the Visual
    /// Format Language says where it was written (frames.json's `source`: this file and the
    /// line); a function value of UIKit's exact method, and UIKit's own constraints, say nothing.
    @MainActor func testACallSaysWhereItWasWrittenAndAFunctionValueDoesNot() async throws {
        let vc = WrittenAtController()
        let recording = try plainSimulator().record(vc, fps: 10, duration: 0) { _ in }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try recording.framesJSON().utf8)) as? [String: Any])
        let constraints = try XCTUnwrap(json["constraints"] as? [String: [String: Any]])
        func source(_ id: String) -> [String: String]? {
            (constraints[id]?["source"] as? [String: Any])?.mapValues { "\($0)" }
        }
        for id in ["height", "leading", "barTop", "row", "row#2"] {
            let line = try XCTUnwrap(vc.lines[id.replacingOccurrences(of: "#2", with: "")])
            XCTAssertEqual(source(id), ["path": "AnimRenderUIKitTests/ClassShapeTests.swift", "line": "\(line)", "column": "<null>"], id)
        }
        for id in ["width", "top", "barHeight"] {
            XCTAssertNotNil(constraints[id], id)
            XCTAssertNil(source(id), id)
        }
        let guides = constraints.filter { $0.key.hasPrefix("topLayoutGuide") }
        XCTAssertFalse(guides.isEmpty)
        XCTAssertTrue(guides.allSatisfy { $0.value["source"] == nil }, "\(guides)")
    }

    @MainActor func testViewsAndConstraintsAreNSObjectsWithIdentityEquality() async {
        let a = UIView(), b = UIView()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertEqual(a.hash, a.hash)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        let objects: [NSObject] = [a, NSLayoutConstraint(), UILayoutGuide(), UIViewController()]
        XCTAssertEqual(objects.count, 4)
        let responders: [UIResponder] = [a, UIViewController(), UILabel(), UIStackView()]
        XCTAssertEqual(responders.count, 4)
        XCTAssertEqual(BadgeView().description, "BadgeView(0)")
        XCTAssertEqual("\(CallbackController())", "CallbackController")
    }

    @MainActor func testTheResponderChainIsTheViewTree() async {
        let vc = UIViewController()
        let container = UIView(), child = UIView()
        container.addSubview(vc.view)
        vc.view.addSubview(child)
        XCTAssertTrue(child.next === vc.view)
        XCTAssertTrue(vc.view.next === vc, "a controller's view answers its controller")
        XCTAssertTrue(vc.next === container, "the controller answers its view's superview")
        XCTAssertNil(container.next)
        XCTAssertFalse(child.becomeFirstResponder())
    }

    /// UIKit's batch-update blocks are NS_NOESCAPE: a function may hand its own
    /// non-escaping closure to a table's and a collection view's `performBatchUpdates`
    /// (DifferenceKit's `reload(using:)` does), and the block runs once in each.
    func testBatchUpdatesTakeANonEscapingBlock() {
        func apply(_ updates: () -> Void, to table: UITableView, and collection: UICollectionView) {
            table.performBatchUpdates(updates, completion: nil)
            collection.performBatchUpdates(updates)
        }
        var calls = 0
        var completed: [Bool] = []
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        apply({ calls += 1 }, to: table, and: collection)
        XCTAssertEqual(calls, 2)
        table.performBatchUpdates(nil) { completed.append($0) }
        collection.performBatchUpdates(nil) { completed.append($0) }
        XCTAssertEqual(completed, [true, true], "nil still takes the optional form")
    }

    func testRawValuesAreUIKits() {
        XCTAssertEqual([NSLayoutConstraint.Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].map(\.rawValue), [-1, 0, 1])
        let attributes: [NSLayoutConstraint.Attribute] = [
            .notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        XCTAssertEqual(attributes.map(\.rawValue), Array(0...20))
        XCTAssertEqual(NSLayoutConstraint.Attribute.baseline, .lastBaseline)
        XCTAssertEqual([NSLayoutConstraint.Axis.horizontal, .vertical].map(\.rawValue), [0, 1])
        XCTAssertEqual([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
            .map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual([UIStackView.Alignment.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline]
            .map(\.rawValue), [0, 1, 1, 2, 3, 4, 4, 5])
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment(rawValue: 4), .bottom)
        XCTAssertEqual([UILayoutPriority.required, .defaultHigh, .defaultLow, .fittingSizeLevel].map(\.rawValue),
                       [1000, 750, 250, 50])
        XCTAssertNil(NSLayoutConstraint.Relation(rawValue: 2))
    }

    @MainActor func testAnchorMethodsAreUIKitsFunctionValues() async {
        let view = UIView(), other = UIView()
        let width: (CGFloat) -> NSLayoutConstraint = view.widthAnchor.constraint(equalToConstant:)
        let lead: (NSLayoutAnchor<NSLayoutXAxisAnchor>, CGFloat) -> NSLayoutConstraint = view.leadingAnchor.constraint(equalTo:constant:)
        let top: (NSLayoutAnchor<NSLayoutYAxisAnchor>) -> NSLayoutConstraint = view.topAnchor.constraint(greaterThanOrEqualTo:)
        let half: (NSLayoutDimension, CGFloat) -> NSLayoutConstraint = view.heightAnchor.constraint(equalTo:multiplier:)
        let scaled: (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint =
            view.heightAnchor.constraint(lessThanOrEqualTo:multiplier:constant:)
        let spaced: (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = view.leadingAnchor.constraint(equalToSystemSpacingAfter:multiplier:)
        let below: (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint = view.topAnchor.constraint(equalToSystemSpacingBelow:multiplier:)

        let w = width(100)
        XCTAssertTrue(w.firstItem === view)
        XCTAssertEqual(w.firstAttribute, .width)
        XCTAssertNil(w.secondItem)
        XCTAssertEqual(w.secondAttribute, .notAnAttribute)
        XCTAssertEqual(w.constant, 100)
        XCTAssertNil(w.secondAnchor)

        let l = lead(other.trailingAnchor, 8)
        XCTAssertTrue(l.secondItem === other)
        XCTAssertEqual(l.secondAttribute, .trailing)
        XCTAssertEqual(l.relation, .equal)
        XCTAssertEqual(top(other.bottomAnchor).relation, .greaterThanOrEqual)
        XCTAssertEqual(half(other.heightAnchor, 0.5).multiplier, 0.5)
        let s = scaled(other.widthAnchor, 2, -4)
        XCTAssertEqual(s.relation, .lessThanOrEqual)
        XCTAssertEqual(s.multiplier, 2)
        XCTAssertEqual(s.constant, -4)
        // The system spacing between siblings is 8 points: multiplier × 8.
        XCTAssertEqual(spaced(other.trailingAnchor, 2).constant, 16)
        XCTAssertEqual(below(other.bottomAnchor, 1).constant, 8)
        XCTAssertEqual(view.heightAnchor.constraint(equalToConstant: 3).firstAttribute, .height)
        let conforming: any ConstantConstraining = view.widthAnchor
        XCTAssertEqual(conforming.constraint(equalToConstant: 7).constant, 7)
        // Each read makes a new anchor; equal anchors stand for the same attribute of one item.
        XCTAssertEqual(view.topAnchor, view.topAnchor)
        XCTAssertNotEqual(view.topAnchor, other.topAnchor)
        XCTAssertNotEqual(view.topAnchor, view.bottomAnchor)
        XCTAssertTrue(l.firstAnchor.isEqual(view.leadingAnchor))
        XCTAssertTrue(l.secondAnchor?.isEqual(other.trailingAnchor) ?? false)
    }

    @MainActor func testConstraintSubclassesInheritUIKitsInitialisers() async {
        let view = UIView()
        let c = TaggedConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 30)
        c.label = "width"
        XCTAssertTrue(c.firstItem === view)
        XCTAssertEqual(c.constant, 30)
        XCTAssertEqual(c.priority, .required)
        let empty = NSLayoutConstraint()
        XCTAssertNil(empty.firstItem)
        XCTAssertEqual(empty.firstAttribute, .notAnAttribute)
        XCTAssertEqual(TaggedConstraint().label, nil)
        // UIKit raises for an empty constraint; here the activation is refused, not a trap.
        empty.isActive = true
        XCTAssertFalse(empty.isActive)
    }

    @MainActor func testSizeToFitAsksTheOverride() async {
        // UIKit: sizeToFit resizes the view to what sizeThatFits returns for its bounds.
        let badge = BadgeView(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
        badge.sizeToFit()
        XCTAssertEqual(badge.frame, CGRect(x: 10, y: 20, width: 44, height: 22))
        // A plain view fits its own size (UIKit's default sizeThatFits).
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(plain.sizeThatFits(CGSize(width: 1, height: 1)), CGSize(width: 30, height: 40))
        XCTAssertEqual(badge.safeAreaInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}

/// Constraints UIKit makes and those it refuses to make.
final class ConstraintCreationTests: XCTestCase {
    @MainActor func testPositionsOfTwoAxesAreMadeAndHeldAsInUIKit() async {
        // SnapKit's own tests activate `left == top + 50` on iOS and find it installed.
        let container = UIView(), a = UIView(), b = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let c = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                                   multiplier: 1, constant: 50)
        c.isActive = true
        XCTAssertTrue(c.isActive)
        XCTAssertEqual(container.constraints, [c])
        // A position against a size is UIKit's "Invalid pairing of layout attributes": refused.
        let bad = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .width,
                                     multiplier: 1, constant: 0)
        bad.isActive = true
        XCTAssertFalse(bad.isActive)
    }

    @MainActor func testAPositionAgainstTheOtherAxisIsRefusedByTheLayout() async throws {
        final class Crossed: UIViewController {
            let a = UIView(), b = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(a)
                view.addSubview(b)
                NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                                   multiplier: 1, constant: 50).isActive = true
            }
        }
        XCTAssertThrowsError(try Simulator(size: CGSize(width: 100, height: 100)).record(Crossed(), fps: 1, duration: 0) { _ in }) {
            XCTAssertTrue("\($0)".contains("same axis"), "\($0)")
        }
    }
}

/// An app's colour and font extensions, as iOS code writes them.
final class BrandColor: UIColor {}
extension UIColor {
    static let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    convenience init(hex: UInt32) {
        self.init(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}
extension UIFont {
    static var title: UIFont { .systemFont(ofSize: 28, weight: .bold) }
}

/// Colours and fonts are NSObjects, as UIKit's: equal by value, subclassable, extendable.
final class ColorAndFontShapeTests: XCTestCase {
    func testColorsAreObjectsEqualByComponents() {
        XCTAssertTrue(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        XCTAssertFalse(UIColor.red.isEqual(UIColor.blue))
        XCTAssertEqual(UIColor(hex: 0xFF0000), .red)
        XCTAssertEqual(UIColor(hex: 0x336699), .brand)
        XCTAssertEqual(UIColor.red.hash, UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        let object: NSObject = BrandColor(red: 0, green: 0, blue: 1, alpha: 1)
        XCTAssertTrue(object.isEqual(UIColor.blue))
        XCTAssertEqual(Set([UIColor.red, UIColor(white: 1, alpha: 1), UIColor.white]).count, 2)
    }

    func testFontsAreObjectsEqualByDescriptor() {
        XCTAssertTrue(UIFont.title.isEqual(UIFont.systemFont(ofSize: 28, weight: .bold)))
        XCTAssertNotEqual(UIFont.title, UIFont.systemFont(ofSize: 28))
        let object: NSObject = UIFont.systemFont(ofSize: 17)
        XCTAssertTrue(object.isEqual(UIFont.systemFont(ofSize: 17, weight: .regular)))
    }
}

/// UIKit's value types for traits and orientations, with UIKit's raw values and meanings.
final class UIKitValueShapeTests: XCTestCase {
    func testUnspecifiedTraitsReadAsUnspecified() {
        let empty = UITraitCollection()
        XCTAssertEqual(empty.horizontalSizeClass, .unspecified)
        XCTAssertEqual(empty.layoutDirection, .unspecified)
        XCTAssertEqual(empty.preferredContentSizeCategory, .unspecified)
        XCTAssertEqual(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection, .rightToLeft)
        XCTAssertEqual(UITraitCollection(layoutDirection: .unspecified), empty)
        XCTAssertEqual(empty.userInterfaceIdiom, .unspecified)
        let pad = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceIdiom: .pad)])
        XCTAssertEqual(pad.userInterfaceIdiom, .pad)
        XCTAssertTrue(pad.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        XCTAssertFalse(pad.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
    }

    /// A view's traits have its screen's idiom (an iPhone unless UIScreen.main says otherwise),
    /// as UI_USER_INTERFACE_IDIOM() does: a window made on an iPad screen has `.pad`.
    @MainActor func testTheIdiomIsTheDevices() async {
        XCTAssertEqual(UIView().traitCollection.userInterfaceIdiom, .phone)
        XCTAssertEqual(UI_USER_INTERFACE_IDIOM(), .phone)
        let app = UIScreen.main
        defer { UIScreen.main = app }
        UIScreen.main = UIScreen(device: "iPad")
        let window = UIWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        XCTAssertEqual(vc.view.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(vc.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(UI_USER_INTERFACE_IDIOM(), .pad)
    }

    func testContentSizeCategoriesAreOrderedStrings() {
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
        XCTAssertTrue(UIContentSizeCategory.large < .extraLarge)
        XCTAssertTrue(UIContentSizeCategory.unspecified < .extraSmall)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
    }

    func testOrientationsHaveUIKitsRawValues() {
        XCTAssertEqual([UIInterfaceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft].map(\.rawValue),
                       [0, 1, 2, 3, 4])
        XCTAssertEqual(UIInterfaceOrientationMask.landscapeLeft.rawValue, 1 << UIInterfaceOrientation.landscapeLeft.rawValue)
        XCTAssertEqual(UIInterfaceOrientationMask.all.rawValue, 30)
        XCTAssertTrue(UIInterfaceOrientation.landscapeLeft.isLandscape)
        XCTAssertEqual(UIDeviceOrientation.faceDown.rawValue, 6)
        XCTAssertTrue(UIDeviceOrientation.faceUp.isFlat)
        XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        XCTAssertEqual([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
    }

    @MainActor func testALabelKeepsItsAlignment() async {
        let label = UILabel()
        XCTAssertEqual(label.textAlignment, .natural)
        label.textAlignment = .justified
        XCTAssertEqual(label.textAlignment, .justified)
    }

    /// Every view adopts UIAppearance (UIView's declaration), so an extension of the protocol
    /// returning Self reaches a label and hands back a UILabel, the same object.
    @MainActor func testEveryViewAdoptsUIAppearance() async {
        let label = UILabel()
        let same: UILabel = label.styled { $0.text = "styled" }
        XCTAssertTrue(same === label)
        XCTAssertEqual(label.text, "styled")
    }

    /// UIControl.state is the bitmask of the states set: empty (.normal) for a new button,
    /// then disabled | selected (raw 2 | 4 = 6), then highlighted alone (raw 1).
    @MainActor func testAControlsStateIsTheBitmaskOfItsFlags() async {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.state, .normal)
        button.isEnabled = false
        button.isSelected = true
        XCTAssertEqual(button.state.rawValue, 6)
        button.isEnabled = true
        button.isSelected = false
        button.isHighlighted = true
        XCTAssertEqual(button.state, .highlighted)
    }
}
