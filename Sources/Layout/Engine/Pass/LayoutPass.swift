import Geometry

/// The layout pass as UIKit runs it, over the engine's concerns: invalidations only set
/// flags (so any number of them coalesce into one pass), and `layoutIfNeeded` runs one pass:
/// 1. update constraints bottom-up: `updateConstraints` per flagged view, the root view's
///    controller getting `updateViewConstraints` instead (overrides: `ViewLayoutHooks`,
///    `ControllerLayoutHooks`; `LayoutPass+updateConstraints`);
/// 2. read the solver's values; a view whose rect changed dirties its superview's
///    layout, a view whose size changed dirties its own (`LayoutPass+layOutSubviews`);
/// 3. lay out top-down: each dirty view's `layoutSubviews` — UIKit's implementation
///    applies the rects to its subviews (passing on safe areas and preserved margins,
///    `LayoutPass+passInsets`; settling scroll views, `LayoutPass+settleScrollViews`), an
///    override runs around it (the root's is wrapped in `viewWillLayoutSubviews` /
///    `viewDidLayoutSubviews`; `LayoutPass+runOverrides`);
/// 4. settle what depends on the layout itself — the width of wrapping labels with no
///    `preferredMaxLayoutWidth` (the two-pass pattern; `LayoutPass+remeasureAtLayoutWidth`)
///    — and go round again while anything (an override, a label) changed the layout.
/// A pass that keeps going round is a layout feedback loop: it is stopped once a view has
/// received `layoutSubviews` (or `updateConstraints`) `layoutFeedbackLoopThreshold` times
/// and reported as UIKit's layout feedback loop debugger reports it
/// (`LayoutPass+stopFeedbackLoop`).
///
/// The overrides it calls see the pass through `LayoutHookContext`, which it answers
/// (`LayoutPass+LayoutHookContext`), never the engine. Where the cycle stands (flags,
/// counts, the running pass's scope and loop watch, the overrides) is the `LayoutCycle`'s;
/// the pass reads and changes it, the tree's geometry and the store's constraints, and
/// writes to the diagnostics. The engine holds one pass and forwards UIKit's requests to
/// it (`LayoutEngine+layoutIfNeeded`).
///
/// Promises: every walk follows the tree's order, so the trace is identical across runs;
/// a pass always ends (a feedback loop is stopped); between passes the cycle's
/// `loopMonitor` and `passScope` are nil.
final class LayoutPass {
    let tree: ViewTree
    let store: ConstraintStore
    let cycle: LayoutCycle
    let diagnostics: LayoutDiagnostics
    /// The engine's configuration, as it stands: the style, the pixel grid, the feedback
    /// loop threshold and whether a pass looks for ambiguity are read here.
    let configuration: SharedConfiguration

    init(tree: ViewTree, store: ConstraintStore, cycle: LayoutCycle, diagnostics: LayoutDiagnostics,
         configuration: SharedConfiguration) {
        self.tree = tree; self.store = store; self.cycle = cycle; self.diagnostics = diagnostics
        self.configuration = configuration
    }
}
