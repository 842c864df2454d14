import Foundation
import Geometry
import Layout
import Playback
import Render

/// The window: the root of a view tree, laid out by its own engine as on a device. Its
/// root view controller's view fills it (sized by the window, tracking its size as
/// UIKit's root view does) with the screen's safe area, traits and system minimum
/// margins. A window is hidden until `makeKeyAndVisible()` (or `isHidden = false`), which
/// shows it: the root controller gets `viewWillAppear`, the first layout pass
/// (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) and `viewDidAppear`, in UIKit's
/// order. Assigning `rootViewController` loads the controller's view (`loadView`,
/// `viewDidLoad`) and puts it in the window.
///
/// The window's screen is `UIScreen.main` as it is when the window is first laid out: a
/// window covering the screen has the screen's safe area; a smaller one the part it
/// overlaps. A recording's window is one of these, on the `Simulator`'s device.
@preconcurrency @MainActor
open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        spec.isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        spec.isHidden = true
    }

    /// A window the size of `UIScreen.main`, as UIKit's `init()` makes it.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// Setting it loads the controller's view and puts it in the window, in place of the
    /// previous root's (the window's layout starts again with it).
    public var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            storedRootViewController?.viewIfLoaded?.removeFromSuperview()
            ownedHost?.dissolve()
            storedRootViewController = newValue
            if let vc = newValue {
                let root: UIView = vc.view
                root.removeFromSuperview()
                root.ownedHost?.dissolve()
                subviews.insert(root, at: 0)
                root.superview = self
                root.frame = bounds
                root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            if !isHidden { makeHost()?.appear() }
        }
    }
    var storedRootViewController: UIViewController?

    /// Shows the window and makes it key (see the type).
    public func makeKeyAndVisible() {
        isKey = true
        isHidden = false
    }

    /// The device's share of the screen's safe area, what the getter answers while the
    /// window's layout is being made (so an override's answer can be told from it).
    private var hostlessSafeArea: UIEdgeInsets?

    open override var safeAreaInsets: UIEdgeInsets { hostlessSafeArea ?? super.safeAreaInsets }

    /// Makes it key without showing it.
    public func makeKey() { isKey = true }

    /// Made key (`makeKeyAndVisible()`, `makeKey()`) and not hidden since; a recording's
    /// window is key while it records.
    public var isKeyWindow: Bool { isKey && !isHidden }
    var isKey = false

    /// `isHidden` became false: the window's first display, if it has not had one.
    func didBecomeVisible() {
        makeHost()?.appear()
    }

    /// The window's host, made on first need with `UIScreen.main`'s device.
    func makeHost() -> PlaybackHost? {
        if let ownedHost { return ownedHost }
        let measurer: TextEngine
        do { measurer = try TextEngine.shared() } catch {
            UIKitError.raise(.refused(error), in: nil)
            return nil
        }
        let main = UIScreen.main
        let spec = main.spec, orientation = main.interfaceOrientation
        let screen = spec.bounds(in: orientation), frame = detachedFrame.rect
        // A subclass that overrides the `safeAreaInsets` getter gives its hierarchy that
        // safe area instead of the device's (docs/swift-api.md, "A window's safe area and
        // margins").
        hostlessSafeArea = UIEdgeInsets(frame.overlap(of: spec.safeArea(in: orientation), in: screen))
        let safeArea = safeAreaInsets.edgeInsets
        hostlessSafeArea = nil
        let state = ScreenState(size: frame.size, safeAreaInsets: safeArea, orientation: orientation,
                                sizeClasses: spec.sizeClasses(in: orientation))
        var configuration = spec.playerConfiguration(style: .modern, allowedOrientations: InterfaceOrientationMask(orientation),
                                                     textMeasurer: measurer)
        configuration.initialOrientation = orientation
        configuration.screen = { _ in state }
        configuration.viewRespectsSystemMinimumLayoutMargins =
            storedRootViewController?.viewRespectsSystemMinimumLayoutMargins ?? true
        configuration.detectsAmbiguity = false   // no recording reads it every frame: looked for when asked
        let host = PlaybackHost(window: self, configuration: configuration, screen: spec)
        host.connectController()
        return host
    }
}

extension Rect {
    /// How far `insets` of the rect `outer` reach into this rect, per side (0 where they
    /// do not reach it, at most this rect's size): a window's share of the screen's safe area.
    func overlap(of insets: EdgeInsets, in outer: Rect) -> EdgeInsets {
        func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
        return EdgeInsets(top: clamp(outer.minY + insets.top - minY, height),
                          left: clamp(outer.minX + insets.left - minX, width),
                          bottom: clamp(maxY - (outer.maxY - insets.bottom), height),
                          right: clamp(maxX - (outer.maxX - insets.right), width))
    }
}
