import Geometry

/// Where UIKit's layout cycle stands, kept apart from the tree and the constraints it
/// lays out: whether the first display has run, how many passes have
/// run, the one running now (its scope, its feedback loop watch), and the overrides of
/// the layout methods each pass calls (the views' and the controller's).
///
/// The pass itself is `LayoutPass`, which runs over the tree, the constraints and the
/// diagnostics; this keeps where it stands and answers what it asks: which views are
/// flagged, which are in a scoped pass, each view's overrides; and it moves views
/// (`LayoutCycle+moveView`), noting each move for the running pass's feedback loop watch.
///
/// Public surface: `passCount`, `hasAppeared`, `controllerHooks`, `addLayoutHooks(_:to:)`,
/// `setNeedsLayout(_:)`, `setNeedsUpdateConstraints(_:)`.
///
/// Promises: a pass changes these only through `LayoutPass`;
/// between passes `loopMonitor` and `passScope` are nil.
public final class LayoutCycle {
    /// How many layout passes have run.
    public internal(set) var passCount = 0
    /// Whether the first display (`appear()`) has run.
    public internal(set) var hasAppeared = false { didSet { changes.note() } }
    /// Set while the controller's `loadView` hook runs (a layout request from it waits).
    var isLoadingView = false
    /// The overrides added to each view with `addLayoutHooks`, base first.
    var viewHooks: [ViewID: [ViewLayoutHooks]] = [:] { didSet { changes.note() } }
    /// The view controller's layout callbacks, when overridden.
    public var controllerHooks: ControllerLayoutHooks? { didSet { changes.note() } }
    /// The running pass's layout feedback loop bookkeeping; nil between passes.
    var loopMonitor: FeedbackLoopMonitor?
    /// Set while a pass sent to one view runs (`layoutIfNeeded(on:)`).
    var passScope: PassScope?
    /// A scoped pass left solved rects for views outside its scope.
    var rectsWaitingOutsideScope = false
    /// Set by every change the solver sees; a pass then reads the new rects.
    var engineDirty = true { didSet { if engineDirty { changeCount &+= 1 } } }
    /// Counts changes to the solver and invalidations, so a pass can tell which layout
    /// override changed the layout (see `LayoutPass.runOverrides`).
    var changeCount = 0
    /// The views whose flags and overrides the cycle reads.
    let tree: ViewTree
    private let changes: EngineChanges

    init(changes: EngineChanges, tree: ViewTree) { self.changes = changes; self.tree = tree }
}
