import Foundation
import Geometry
import Layout

/// UIKit's view controller: its view loaded on first use (`loadView`, then `viewDidLoad`),
/// appearance and layout callbacks in UIKit's order, rotation (the modern
/// `viewWillTransition(to:with:)` and, under `.legacy`, `willRotate`/`willAnimateRotation`/
/// `didRotate`), traits and child containment. In a recording the root controller's
/// callbacks run where the engine's trace shows them; a child's appearance callbacks are
/// forwarded with its parent's, its layout callbacks run around its view's.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// There are no nibs or storyboards here: the arguments are ignored; override `loadView`
    /// or build the view in `viewDidLoad`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// `init(nibName: nil, bundle: nil)`, as UIKit's `init()`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// Kept for subclassing parity; nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    /// The view's superview (UIKit's responder chain).
    open override var next: UIResponder? { storedView?.superview }

    var storedView: UIView?
    private var isLoadingView = false
    /// Whether `viewDidLoad` has run.
    var didLoadView = false
    /// The `super` of the layout callbacks running now, innermost last.
    var layoutSupers: [() -> Void] = []

    open var title: String?
    /// The appearance of the controller and its view hierarchy, whatever the screen's
    /// (`.unspecified`: inherit). Applied to its view (now, or when it loads).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { storedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }
    /// Whether the root view's margins are held to the system's minimum (16 or 20 on the
    /// sides): read when a recording starts, and followed when it changes during one.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard let host = storedView?.host, storedView?.recordedName == .root else { return }
            host.player.setViewRespectsSystemMinimumLayoutMargins(viewRespectsSystemMinimumLayoutMargins)
        }
    }

    /// Loads the view on first use, as UIKit: `loadView`, then `viewDidLoad`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewController = nil
            storedView?.applyAdditionalSafeAreaInsets(.zero)
            storedView = newValue
            newValue?.viewController = self
            if additionalSafeAreaInsets != .zero { newValue?.applyAdditionalSafeAreaInsets(additionalSafeAreaInsets) }
        }
    }

    /// Added to the safe area its view gets from its superview (or the window), as UIKit
    /// documents: a child controller's view under a custom bar, say. Its view and the
    /// view's subviews are laid out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let v = storedView else { return }
            v.applyAdditionalSafeAreaInsets(additionalSafeAreaInsets)
        }
    }

    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }

    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        performLoadView()
        performViewDidLoad()
    }

    /// `loadView` alone (a recording sends `viewDidLoad` at its own time).
    func performLoadView() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if storedView == nil { view = UIView(frame: .zero) }
        if overrideUserInterfaceStyle != .unspecified { storedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
        isLoadingView = false
    }

    func performViewDidLoad() {
        guard !didLoadView, storedView != nil else { return }
        didLoadView = true
        viewDidLoad()
    }

    /// Makes a plain view (override to make your own and assign it to `view`).
    open func loadView() { view = UIView(frame: .zero) }
    open func viewDidLoad() {}
    /// Called once, before the first layout pass (`animated` is false).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once, after the first layout pass (`animated` is false).
    open func viewDidAppear(_ animated: Bool) {}
    /// Never called: a recording never removes its controller.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Never called: a recording never removes its controller.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Sent instead of the root view's `updateConstraints`; UIKit's implementation (what
    /// `super.updateViewConstraints()` runs) updates the view's constraints. Call it last.
    open func updateViewConstraints() { layoutSupers.last?() }
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called when its view's safe area insets changed, after the view's
    /// `safeAreaInsetsDidChange()` and before its layout (overridable as in UIKit).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed (overridable as in UIKit).
    open func viewLayoutMarginsDidChange() {}
    /// Never called: nothing here runs out of memory.
    open func didReceiveMemoryWarning() {}

    // MARK: Rotation and traits

    /// Forwards to the children (call `super`, as UIKit asks).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The traits are about to change (a phone turning between portrait and landscape);
    /// forwards to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open var traitCollection: UITraitCollection {
        storedView?.attachedHost?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// UIKit's default: every orientation on an iPad, all but upside down on a phone
    /// (`UIDevice.current`'s idiom: the recording's device while one runs).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// When false, a change of the device orientation does not turn the interface.
    open var shouldAutorotate: Bool { true }
    /// Not read: a recording starts in the `Simulator`'s orientation, limited to the
    /// supported ones.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// The interface orientation (UIKit's deprecated property): its window's.
    public var interfaceOrientation: UIInterfaceOrientation {
        UIInterfaceOrientation(storedView?.attachedHost.flatMap { $0.isWindow ? $0.player.orientation : nil } ?? UIScreen.main.interfaceOrientation)
    }

    /// Legacy rotation (`Simulator(style: .legacy)`): before the rotation's layout pass.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Legacy rotation: inside the rotation's animation, after its layout pass.
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Legacy rotation: when the rotation's animation has ended.
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    // MARK: Containment

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// Makes `child` a child (calling its `willMove(toParent:)`); add its view yourself and
    /// call `didMove(toParent:)`, as UIKit requires.
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent (calling `didMove(toParent: nil)`); remove the view yourself.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The size the controller would like its container to give its view (zero by
    /// default); setting it tells the parent, as UIKit does.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) } }
    }
    /// A child's `preferredContentSize` changed (overridable; the default does nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}

    /// The controller and its descendants, parents first.
    var controllerTree: [UIViewController] { [self] + children.flatMap(\.controllerTree) }

    var className: String { String(describing: type(of: self)) }
}
