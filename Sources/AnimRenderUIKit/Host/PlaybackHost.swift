import Foundation
import Geometry
import Layout
import Playback

/// One view hierarchy's layout engine and the bridge to it: every hierarchy — a window or
/// a detached top view — gets one the first time it needs layout (`UIView.hierarchyHost`),
/// and it lives as long as the hierarchy's top view, which owns it. Its views are
/// installed in the `Player`'s engine under names, every active constraint among them is
/// in the engine, the views' and controllers' overrides run as the engine's layout hooks,
/// and (a window's) the player's rotation callbacks reach the root controller.
///
/// - A window is the engine's `window`, its root view controller's view the engine's
///   `root` (sized by the window, as UIKit's root view is); other subviews of the window
///   hang under `window`.
/// - A detached top view hangs under the engine's `root`, which is bound to no view and
///   never seen: with `translatesAutoresizingMaskIntoConstraints` its frame is its own (its
///   autoresizing constraints hold it), without it its constraints size it and its origin
///   stays where it is (docs/swift-api.md, "Views outside a window").
///
/// A recording is the same host with a clock: `Simulator.record` makes an ordinary
/// `UIWindow`, whose host it drives frame by frame (`clock`). Outside a recording nothing
/// advances the clock: animation blocks set model values at once.
///
/// Views and constraints join the engine lazily — at the next `flush`, which runs before
/// any layout pass, animation block or rotation and after every piece of user code the
/// host runs (a script block, a callback, an override) — so a view is named with what was
/// set on it in the same turn, and constraints reach the engine in activation order.
@MainActor
final class PlaybackHost {
    let player: Player
    /// The hierarchy's top view: the window, or the detached view. It owns the host.
    unowned let top: UIView
    /// The top when it is a window.
    var window: UIWindow? { top as? UIWindow }
    /// The root view controller whose view is bound to the engine's `root` (a window's).
    var controller: UIViewController? { isWindow ? window?.storedRootViewController : nil }
    var isWindow: Bool { top is UIWindow }
    /// The screen the window is on (a recording's device, else `UIScreen.main`'s); nil for
    /// a detached hierarchy.
    let screen: ScreenSpec?
    /// Set while a recording drives this host: its frame rate (where `UIUpdateLink`s run).
    /// nil outside a recording: nothing plays the clock, no trace.txt is written (the
    /// engine keeps no trace) and UIKit's console messages go to standard error.
    var framesPerSecond: Double? { didSet { connectConsole() } }
    var isRecording: Bool { framesPerSecond != nil }

    /// Installed views by name (weakly: the views are the hierarchy's, which owns the host).
    var views: [ViewID: WeakView] = [:]
    /// Constraints in the engine (see `removeReleasedConstraints`).
    var constraints = InstalledConstraints()
    /// Subtrees added to installed views, not yet installed.
    var pendingViews: [UIView] = []
    /// Activations waiting for the next flush.
    var pendingConstraints: [NSLayoutConstraint] = []
    var isFlushing = false
    /// The families (and PostScript names) of the fonts registered on the simulator.
    var fontFamilies: Set<String> = []
    /// UIKit's exceptions met during a recording; `record` throws the first.
    var errors: [UIKitError] = []
    /// The latest time anything was scheduled for (script blocks, completions).
    var latestScheduledTime = 0.0
    /// How many `UIView.performWithoutAnimation` calls are running (`areAnimationsEnabled`
    /// is false while one is).
    var withoutAnimationDepth = 0
    /// Completions of the animation blocks nested in the open outermost one.
    var openBlockCompletions: [[(Bool) -> Void]] = []
    /// The rotation starting or running last: its orientations and its coordinator.
    var rotation: (from: InterfaceOrientation, to: InterfaceOrientation, coordinator: RotationCoordinator?)?
    /// The coordinators whose transitions have not completed, oldest first (the player
    /// completes them in the order they started; an interrupted one when it is interrupted).
    var transitioning: [RotationCoordinator] = []
    /// A detached top view laid out by constraints: the two constraints that keep its
    /// origin where it is (its constraints decide only its size).
    var originPins: (x: LayoutConstraintID, y: LayoutConstraintID)?
    /// The device's physical position while a recording plays (`UIDevice.orientation`).
    var deviceOrientation: DeviceOrientation = .portrait

    /// A window's host: `window` is the engine's window, its root controller (if any)
    /// bound when the controller's view loads (`bindRoot`).
    init(window: UIWindow, configuration: PlayerConfiguration, screen: ScreenSpec) {
        player = Player(configuration: configuration)
        top = window
        self.screen = screen
        window.ownedHost = self
        connectConsole()
        window.recordedName = ViewID.window
        window.host = self
        views[ViewID.window] = WeakView(window)
        // Views added to the window itself before its first layout, and the constraints
        // the window holds (UIKit lays them out with or without a root view controller);
        // the root controller's view is bound as the engine's root instead.
        let root = window.storedRootViewController?.viewIfLoaded
        pendingViews += window.subviews.filter { $0 !== root }
        pendingConstraints += window.heldConstraints
        pushWindowMargins(window)
    }

    /// A detached hierarchy's host: `top` hangs under the engine's unseen root, with the
    /// app's traits (`UIScreen.main`'s) and no safe area: the root's safe area reaches
    /// `unboundedSafeArea` past its edges, so no part of the top view, wherever its frame
    /// is, lies outside it (a view's safe-area insets are the part of it outside its
    /// superview's safe area).
    init(detached top: UIView, textMeasurer: any TextMeasuring) {
        let main = UIScreen.main.spec
        var configuration = PlayerConfiguration(
            textMeasurer: textMeasurer,
            screen: { _ in ScreenState(size: .zero, safeAreaInsets: PlaybackHost.unboundedSafeArea,
                                       sizeClasses: main.sizeClasses(in: main.initialOrientation)) },
            rootLayoutMargins: .zero, layoutDirection: main.layoutDirection,
            contentSizeCategory: main.contentSizeCategory)
        configuration.viewRespectsSystemMinimumLayoutMargins = false
        configuration.detectsAmbiguity = false   // looked for when asked (hasAmbiguousLayout …)
        player = Player(configuration: configuration)
        self.top = top
        screen = nil
        top.ownedHost = self
        connectConsole()
        // No controller loads here: constraints reach the solver as they are activated.
        player.loadViewIfNeeded()
        pendingViews.append(top)
    }

    /// Negative insets 10⁷ points deep: a safe area larger than any frame.
    static let unboundedSafeArea = EdgeInsets(top: -1e7, left: -1e7, bottom: -1e7, right: -1e7)

    /// A recording keeps the engine's trace (trace.txt); elsewhere UIKit's console messages
    /// (unsatisfiable constraints …) are printed to standard error, as UIKit prints them.
    private func connectConsole() {
        player.keepsTrace = isRecording
        player.consoleObserver = isRecording ? nil : { text in
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    /// Outside a recording, a layout feedback loop the last pass stopped is UIKit's
    /// exception (a recording reports it in trace.txt and `Recording.warnings`).
    func reportFeedbackLoops(since count: Int) {
        guard !isRecording else { return }
        for loop in player.feedbackLoops.dropFirst(count) { report(.layoutFeedbackLoop(loop.summary)) }
    }

    /// Reports a mistake UIKit raises for: a recording throws it from `record`; outside a
    /// recording it is printed and kept as `UIKitError.raise` does with no recording.
    func report(_ error: UIKitError) {
        if isRecording { errors.append(error) } else { UIKitError.raise(error, in: nil) }
    }

    /// Runs an engine command, reporting what it refuses.
    func perform(_ command: (PlaybackHost) throws -> Void) {
        do { try command(self) } catch { report(.refused(error)) }
    }

    /// Tells the engine a view's current model.
    func push(_ v: UIView) {
        guard v.host === self, let name = v.recordedName else { return }
        if name == ViewID.window { pushWindowMargins(v); return }
        perform { host in
            try host.player.updateView(name) { d in
                if name == ViewID.root {
                    // The window sizes the root view; what the controller's code may set is
                    // its look, margins (below), direction and visibility.
                    d.layout.insetsLayoutMarginsFromSafeArea = v.spec.insetsLayoutMarginsFromSafeArea
                    d.layout.semanticContentAttribute = v.spec.semanticContentAttribute
                    d.layout.preservesSuperviewLayoutMargins = v.spec.preservesSuperviewLayoutMargins
                    d.layout.layoutGuides = v.layoutGuides.compactMap(\.recordedName)
                    d.layout.hugging = v.spec.hugging
                    d.layout.compression = v.spec.compression
                    d.layout.additionalSafeAreaInsets = v.spec.additionalSafeAreaInsets
                } else {
                    d.layout = v.engineSpec(id: name, parent: d.layout.parent, index: d.layout.index)
                }
                d.appearance = v.appearance
            }
            // The root view's margins go through the engine's rule, as the timeline's
            // do: no smaller than systemMinimumLayoutMargins while the controller's
            // viewRespectsSystemMinimumLayoutMargins is true (UIKit's documented guarantee).
            if name == ViewID.root, v.rootMarginsSet {
                host.player.setRootLayoutMargins(v.requestedRootMargins)
            }
            if v === host.top { host.pinOrigin() }
        }
    }

    /// The margins code set on the window (a view like any other: its margins guide
    /// follows them); the window's frame and the rest are the screen's.
    func pushWindowMargins(_ window: UIView) {
        guard window.rootMarginsSet else { return }
        perform { host in
            try host.player.updateView(ViewID.window) { d in
                d.layout.layoutMargins = window.spec.layoutMargins
                d.layout.directionalLayoutMargins = window.spec.directionalLayoutMargins
                d.layout.insetsLayoutMarginsFromSafeArea = window.spec.insetsLayoutMarginsFromSafeArea
            }
        }
    }

    /// `layoutIfNeeded` sent to `v`: the whole hierarchy when `v` is its top (or a window's
    /// root view), else `v`'s subviews.
    func layoutIfNeeded(_ v: UIView) {
        // A window not shown yet still lays out (layout is the layer's, not the screen's):
        // its root controller's view is loaded and bound, without the appearance callbacks.
        if isWindow, !player.hasAppeared { player.loadViewIfNeeded() }
        flush()
        guard let name = v.recordedName, v.host === self else { return }
        let loops = player.feedbackLoops.count
        if v === top || name == ViewID.root {
            player.layoutIfNeeded()
        } else {
            perform { try $0.player.layoutSubtreeIfNeeded(of: name) }
        }
        flush()
        reportFeedbackLoops(since: loops)
    }

    func updateConstraintsIfNeeded() {
        flush()
        let loops = player.feedbackLoops.count
        player.updateConstraintsIfNeeded()
        flush()
        reportFeedbackLoops(since: loops)
    }

    func setFrame(_ rect: Rect, of v: UIView, id: ViewID) {
        guard id != .root, id != .window else { return }   // the window sizes these
        perform { try $0.player.setFrame(id, rect) }
        if v === top { pinOrigin() }
    }

    /// A custom guide's rectangle in its owning view, as of the last layout.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let name = guide.recordedName, let owner = guide.owningView?.recordedName,
              let frame = player.layout(of: owner)?.layoutGuides.first(where: { $0.id == name }) else { return nil }
        return CGRect(frame.layoutFrame)
    }

    /// Runs user code the player calls from outside any view method (a script block, a
    /// completion, a callback), then installs what it added.
    func run(_ body: () -> Void) {
        body()
        flush()
    }

    /// The hierarchy lets go of its engine (the end of a recording; a detached top view
    /// added to another view): every view keeps its last model geometry and leaves the
    /// engine; constraints forget their engine ids and stay active, held where they were.
    func dissolve() {
        for (name, entry) in views {
            if name != ViewID.window, let v = entry.view { v.keepGeometry(from: player, name: name) }
        }
        for v in views.values.compactMap(\.view) {
            v.host = nil
            v.recordedName = nil
            for guide in v.layoutGuides { guide.recordedName = nil }
        }
        for c in constraints.all {
            c.engineID = nil
            c.host = nil
        }
        if top.ownedHost === self { top.ownedHost = nil }
        views = [:]
        constraints.removeAll()
        pendingViews = []
        pendingConstraints = []
    }
}

/// A constraint the host knows by engine id, without keeping it alive.
struct WeakConstraint {
    weak var constraint: NSLayoutConstraint?
}

/// A view the host knows by name, without keeping it alive (the hierarchy owns the host).
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
