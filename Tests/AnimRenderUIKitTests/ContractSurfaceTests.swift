// Every name SWIFT-API.md lists, used as a UIKit engineer writes them: this file compiling is
// the check that none was renamed or lost (a client written against the contract must build).
import AnimRenderUIKit
import XCTest

final class SurfaceRow: UIView {
    let a = UILabel(), b = UILabel()
    var oneRow: [NSLayoutConstraint] = [], twoRows: [NSLayoutConstraint] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; addSubview(l) }
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width < 100 { NSLayoutConstraint.deactivate(oneRow); NSLayoutConstraint.activate(twoRows) }
    }
    override func updateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

final class SurfaceScreen: UIViewController {
    let box = UIView(frame: .zero)
    let label = UILabel()
    let stack = UIStackView(arrangedSubviews: [])
    let guide = UILayoutGuide()
    var didSetupConstraints = false
    var width: NSLayoutConstraint?

    override func loadView() { view = UIView() }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.layer.cornerRadius = 8
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.black.cgColor
        box.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        box.clipsToBounds = true
        box.alpha = 0.9
        box.isHidden = false
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        box.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        box.semanticContentAttribute = .forceRightToLeft
        view.addSubview(box)
        view.insertSubview(label, at: 0)
        label.text = "Hello"
        label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .vertical)
        _ = label.contentHuggingPriority(for: .vertical)
        _ = label.contentCompressionResistancePriority(for: .horizontal)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        let v1 = UIView(), v2 = UIView()
        stack.addArrangedSubview(v1)
        stack.insertArrangedSubview(v2, at: 0)
        stack.removeArrangedSubview(v2)
        view.addSubview(stack)
        view.addLayoutGuide(guide)
        let p: UILayoutPriority = .defaultHigh - 1
        let q = UILayoutPriority.required
        _ = UILayoutPriority.defaultLow + 1
        _ = UILayoutPriority.fittingSizeLevel
        _ = q.rawValue
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
            box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -10),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            box.heightAnchor.constraint(lessThanOrEqualToConstant: 400),
            box.heightAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(greaterThanOrEqualTo: box.widthAnchor, multiplier: 0.25),
            box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            box.centerYAnchor.constraint(greaterThanOrEqualTo: view.centerYAnchor, constant: 10),
            label.firstBaselineAnchor.constraint(equalTo: box.bottomAnchor, constant: 20),
            label.lastBaselineAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
            label.leftAnchor.constraint(equalTo: view.leftAnchor),
            label.rightAnchor.constraint(equalTo: view.rightAnchor),
            stack.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 1),
            stack.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10),
        ])
        let c = NSLayoutConstraint(item: box, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: view,
                                   attribute: .bottom, multiplier: 1, constant: -8)
        c.priority = p
        c.identifier = "bottom"
        c.isActive = true
        _ = c.firstItem
        _ = c.secondItem
        _ = c.constant
        view.addConstraint(NSLayoutConstraint(item: box, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                                              attribute: .notAnAttribute, multiplier: 1, constant: 10))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[box]-(>=8@750)-|", options: [],
                                                           metrics: ["m": 8], views: ["box": box]))
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-m-[box]", options: .alignAllTop, metrics: ["m": 8], views: ["box": box])
        _ = view.constraints
        _ = box.safeAreaInsets
        _ = box.alignmentRectInsets
        _ = view.subviews
        _ = box.superview
        _ = box.systemLayoutSizeFitting(CGSize(width: 100, height: 0))
        _ = UIView.layoutFittingCompressedSize
        _ = box.hasAmbiguousLayout
        _ = box.constraintsAffectingLayout(for: .horizontal)
        box.invalidateIntrinsicContentSize()
        box.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        _ = traitCollection.horizontalSizeClass == .compact
        _ = traitCollection.preferredContentSizeCategory
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func updateViewConstraints() {
        if !didSetupConstraints { didSetupConstraints = true }
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    override var shouldAutorotate: Bool { true }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.box.alpha = 0.5 }, completion: { _ in self.box.alpha = 1 })
    }
    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    func animateAll() {
        UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        UIView.animate(withDuration: 0.3, animations: { self.box.alpha = 0 }, completion: { finished in _ = finished })
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction],
                       animations: { self.box.transform = CGAffineTransform(rotationAngle: .pi / 4) }, completion: nil)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: .curveLinear, animations: { self.box.center = CGPoint(x: 10, y: 10) }) { _ in }
        UIView.performWithoutAnimation { self.box.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 5))
        box.transform = t.inverted().rotated(by: .pi).scaledBy(x: 1, y: 1).translatedBy(x: 1, y: 1)
        box.transform = .identity
        _ = box.bounds.width + box.frame.midX + box.center.y
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        _ = UIViewController(nibName: nil, bundle: nil)
        _ = UIWindow(frame: .zero)
        _ = UIColor.systemRed.withAlphaComponent(0.5)
        _ = [UIColor.white, .black, .clear, .systemGreen, .systemOrange, .systemGray, .red, .blue, .green, .gray]
        _ = UIEdgeInsets.zero
        _ = CGRect.zero.insetBy(dx: 1, dy: 1)
        _ = UIInterfaceOrientation.landscapeLeft.isLandscape
        _ = UIDeviceOrientation.portrait
        _ = UIUserInterfaceSizeClass.regular
        _ = UIContentSizeCategory.accessibilityExtraLarge
        box.removeFromSuperview()
        box.exerciseAmbiguityInLayout()
    }
}

@MainActor
final class ContractSurfaceTests: XCTestCase {
    func testEveryContractNameCompilesAndRecords() async throws {
        let vc = SurfaceScreen()
        let sim = Simulator(device: "iPhone X", orientation: .portrait, style: .modern)
        sim.layoutDirection = .rightToLeft
        sim.contentSizeCategory = .large
        sim.supportedOrientations = .all
        let recording = try sim.record(vc, fps: 30, duration: 1) { script in
            script.at(0.1) { vc.animateAll() }
            script.rotate(to: .landscapeLeft, at: 0.3)
            script.setDeviceOrientation(.portrait, at: 0.6)
        }
        XCTAssertEqual(recording.frames.count, 31)   // 1 s at 30 fps, both ends
        _ = recording.trace
        _ = try recording.images()
        _ = Simulator(size: CGSize(width: 320, height: 480), safeArea: .zero)
        _ = Simulator(device: "iPad", style: .legacy)
    }
}
