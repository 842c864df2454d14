import Foundation
import Geometry
import Layout
import Playback
import Timeline

/// The bridge between a recording's UIKit objects and its `Player`: the window and the
/// controller's root view bound to the engine's `window` and `root`, every view added to
/// them installed under a name, every active constraint between installed views in the
/// engine, the views' and controllers' overrides run as the engine's layout hooks, and
/// the player's rotation callbacks delivered to the controller.
///
/// Views and constraints join the engine lazily — at the next `flush`, which runs before
/// any layout pass, animation block or rotation and after every piece of user code the
/// host runs (a script block, a callback, an override) — so a view is named with what was
/// set on it in the same turn, and constraints reach the engine in activation order.
@MainActor
final class PlaybackHost {
    /// The recording in progress (`record` is synchronous on the main actor: one at a time).
    static var current: PlaybackHost?

    let player: Player
    var engine: LayoutEngine { player.engine }
    let window: UIWindow
    let controller: UIViewController
    let isPad: Bool

    /// Installed views by name.
    var views: [String: UIView] = [:]
    /// Constraints in the engine, by engine id, held weakly: an active one is held by its
    /// view; an inactive one nobody holds any more can never be active again and leaves
    /// the engine at the next flush (see `removeReleasedConstraints`).
    var constraints: [String: WeakConstraint] = [:]
    /// Subtrees added to installed views, not yet installed.
    var pendingViews: [UIView] = []
    /// Activations waiting for the next flush.
    var pendingConstraints: [NSLayoutConstraint] = []
    var isFlushing = false
    /// The families (and PostScript names) of the fonts registered on the simulator.
    var fontFamilies: Set<String> = []
    /// UIKit's exceptions met so far; `record` throws the first.
    var errors: [UIKitError] = []
    /// The latest time anything was scheduled for (script blocks, completions).
    var latestScheduledTime = 0.0
    /// Completions of the animation blocks nested in the open outermost one.
    var openBlockCompletions: [[(Bool) -> Void]] = []
    /// The recording's frame rate (set by `record` before the script runs): where
    /// `UIUpdateLink`s run.
    var framesPerSecond: Double?
    /// The simulated screen (`UIScreen.main`), set by `record` before the controller's code runs.
    var screen: ScreenSpec?
    /// The rotation starting or running last: its orientations and its coordinator.
    var rotation: (from: InterfaceOrientation, to: InterfaceOrientation, coordinator: RotationCoordinator?)?
    /// The coordinators whose transitions have not completed, oldest first (the player
    /// completes them in the order they started; an interrupted one when it is interrupted).
    var transitioning: [RotationCoordinator] = []

    init(player: Player, controller: UIViewController, isPad: Bool) {
        self.player = player
        self.controller = controller
        self.isPad = isPad
        window = UIWindow(frame: .zero)
        window.recordedName = LayoutEngine.windowID
        window.host = self
        window.storedRootViewController = controller
        views[LayoutEngine.windowID] = window
    }

    func report(_ error: UIKitError) { errors.append(error) }

    /// Runs an engine command, reporting what it refuses.
    func perform(_ command: (PlaybackHost) throws -> Void) {
        do { try command(self) } catch let e as UIKitError { report(e) } catch { report(.engine("\(error)")) }
    }

    /// Tells the engine a view's current model.
    func push(_ v: UIView) {
        guard v.host === self, let name = v.recordedName, name != LayoutEngine.windowID else { return }
        perform { host in
            try host.player.updateView(name) { d in
                if name == LayoutEngine.rootID {
                    // The window sizes the root view; what the controller's code may set is
                    // its look, margins (below), direction and visibility.
                    d.layout.insetsLayoutMarginsFromSafeArea = v.spec.insetsLayoutMarginsFromSafeArea
                    d.layout.semanticContentAttribute = v.spec.semanticContentAttribute
                    d.layout.preservesSuperviewLayoutMargins = v.spec.preservesSuperviewLayoutMargins
                    d.layout.layoutGuides = v.layoutGuides.compactMap(\.recordedName)
                    d.layout.hugging = v.spec.hugging
                    d.layout.compression = v.spec.compression
                } else {
                    d.layout = v.engineSpec(id: name, parent: d.layout.parent, index: d.layout.index)
                }
                d.appearance = v.appearance
            }
            // The root view's margins go through the engine's rule, as the timeline's
            // do: no smaller than systemMinimumLayoutMargins while the controller's
            // viewRespectsSystemMinimumLayoutMargins is true (UIKit's documented guarantee).
            if name == LayoutEngine.rootID, v.rootMarginsSet {
                host.engine.setRootLayoutMargins(v.requestedRootMargins)
            }
        }
    }

    /// `layoutIfNeeded` sent to `v`.
    func layoutIfNeeded(_ v: UIView) {
        flush()
        guard let name = v.recordedName, v.host === self else { return }
        if name == LayoutEngine.windowID || name == LayoutEngine.rootID {
            player.layoutIfNeeded()
        } else {
            perform { try $0.engine.layoutIfNeeded(on: name) }
        }
        flush()
    }

    func updateConstraintsIfNeeded() {
        flush()
        engine.updateConstraintsIfNeeded()
        flush()
    }

    func setFrame(_ rect: Rect, of v: UIView, id: String) {
        guard id != LayoutEngine.rootID, id != LayoutEngine.windowID else { return }   // the window sizes these
        perform { try $0.engine.setFrame(id, rect) }
    }

    /// A custom guide's rectangle in its owning view, as of the last layout.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let name = guide.recordedName, let owner = guide.owningView?.recordedName,
              let frame = engine.layout(of: owner)?.layoutGuides.first(where: { $0.id == name }) else { return nil }
        return CGRect(frame.layoutFrame)
    }

    /// Runs user code the player calls from outside any view method (a script block, a
    /// completion, a callback), then installs what it added.
    func run(_ body: () -> Void) {
        body()
        flush()
    }

    /// The end of the recording: every view keeps its last model geometry (readable after
    /// `record` returns) and leaves the engine; constraints forget their engine ids.
    func finish() {
        for (name, v) in views {
            if name != LayoutEngine.windowID, let l = engine.layout(of: name) {
                v.detachedCenter = CGPoint(l.center)
                v.detachedBounds = CGRect(l.bounds)
            }
        }
        for v in views.values {
            v.host = nil
            v.recordedName = nil
        }
        for c in constraints.values.compactMap(\.constraint) {
            c.engineID = nil
            c.host = nil
        }
        controller.view.superview = nil
        window.subviews = []
        views = [:]
        constraints = [:]
    }
}

/// A constraint the host knows by engine id, without keeping it alive.
struct WeakConstraint {
    weak var constraint: NSLayoutConstraint?
}
