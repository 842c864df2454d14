import Cassowary
import Geometry

/// UIKit's Auto Layout, modelled: a window, the view controller's root view and the
/// user's views; constraints (user-written, intrinsic-size and autoresizing-mask ones)
/// solved by the Cassowary solver; layout passes run as UIKit runs them (update
/// constraints bottom-up, layout top-down, coalesced invalidations, view-controller
/// callbacks) and recorded in the trace.
///
/// The engine coordinates four concerns, each a type of its own with a small public
/// surface that the front ends (through `Player`) read:
/// - `tree` (`ViewTree`): the views and layout guides, and their geometry as of the last pass;
/// - `store` (`ConstraintStore`): the constraints, added, changed and removed there and
///   reconciled with the solver at once, how each is expressed and described as UIKit
///   describes it, and the solution;
/// - `cycle` (`LayoutCycle`): where the layout cycle stands, and the views' overrides;
/// - `diagnostics` (`LayoutDiagnostics`): the trace, the console, and the reports
///   (ambiguity, unsatisfied and violated constraints, `_autolayoutTrace`);
/// and runs the layout pass over them (`pass`, a `LayoutPass`, internal: `appear`,
/// `layoutIfNeeded` and the other requests are forwarded to it, `LayoutEngine+layoutIfNeeded`).
/// The concerns read one configuration (`shared`), which only the engine changes.
/// The engine itself is the coordinator: it does what touches several concerns at once,
/// and nothing else.
///
/// Public surface: the concerns (`tree`, `store`, `cycle`, `diagnostics`) and
/// `configuration`; views — `addView(_:generatedBefore:)`, `updateView(_:_:)`,
/// `removeView(_:)` (with their generated constraints, stacks and installation,
/// `LayoutEngine+manageViews`); geometry — `setFrame(_:_:)`, `setCenter(_:of:)`,
/// `setBounds(_:of:)` (`LayoutEngine+setGeometry`), `setContentOffset(_:of:)`
/// (`LayoutEngine+scrollViews`); the screen and traits — `setScreen(_:)`,
/// `rootSafeAreaInsets`, `traits`, `setContentSizeCategory(_:)`,
/// `setUserInterfaceStyle(_:)`, `setRootLayoutMargins(_:)`,
/// `setViewRespectsSystemMinimumLayoutMargins(_:)`; UIKit's requests for layout —
/// `appear()`, `loadViewIfNeeded()`, `layoutIfNeeded()`, `layoutIfNeeded(on:)`,
/// `updateConstraintsIfNeeded()`, run by the pass; and `stateStamp`, `reserveCapacity`.
///
/// Promises: every walk of the tree and of the constraints follows declaration order, so
/// results and the trace are identical across runs; user mistakes come back as
/// `LayoutError` values and leave the engine unchanged; unsatisfiable constraints are
/// logged as UIKit logs them, one is broken (see `chooseConstraintToBreak`) and layout
/// carries on.
public final class LayoutEngine {
    /// What the engine was made with, as the screen, traits and root margins have since
    /// changed it; the concerns read the same one (`shared`).
    public internal(set) var configuration: LayoutEngineConfiguration {
        get { shared.current }
        set { shared.current = newValue; store.expressionInputs.changed(); changes.note() }
    }
    /// The configuration, held once for the engine and read by its concerns.
    let shared: SharedConfiguration
    /// The trace, the console, the feedback loops stopped and the reports measured on
    /// the solution.
    public let diagnostics: LayoutDiagnostics
    /// The layout cycle: loading and appearing, the passes, the layout methods' overrides.
    public let cycle: LayoutCycle

    /// Every view and layout guide, the walks over them, and what layout made of them.
    public let tree: ViewTree
    /// Every constraint record, by id and in walk order, and how each is expressed and described.
    public let store: ConstraintStore
    /// The layout pass, run over the four (`appear`, `layoutIfNeeded` and the other
    /// requests are forwarded to it).
    let pass: LayoutPass
    /// Every change to what a frame reads, counted (see `stateStamp`); shared with the
    /// tree, the store, the cycle, the diagnostics and every node and record.
    let changes: EngineChanges

    /// Makes room for `views` more views and `constraints` more constraints (each view
    /// may bring generated constraints), so that the maps by id are not rehashed as a
    /// screen is installed one item at a time. Nothing else changes.
    public func reserveCapacity(views: Int, constraints: Int) {
        tree.nodes.reserveCapacity(tree.nodes.count + views)
        cycle.viewHooks.reserveCapacity(cycle.viewHooks.count + views)
        store.reserveCapacity(constraints + 2 * views)
    }

    public init(configuration: LayoutEngineConfiguration) {
        let shared = SharedConfiguration(configuration)
        self.shared = shared
        let changes = EngineChanges()
        self.changes = changes
        let tree = ViewTree(changes: changes)
        self.tree = tree
        store = ConstraintStore(changes: changes, tree: tree, configuration: shared)
        let cycle = LayoutCycle(changes: changes, tree: tree)
        self.cycle = cycle
        diagnostics = LayoutDiagnostics(changes: changes, tree: tree, store: store, cycle: cycle, configuration: shared)
        pass = LayoutPass(tree: tree, store: store, cycle: cycle, diagnostics: diagnostics, configuration: shared)
        store.solverChanged = { [unowned cycle] in cycle.engineDirty = true }
        store.brokeConstraint = { [unowned diagnostics] group, victim in diagnostics.logUnsatisfiable(group, breaking: victim) }
        let screen = configuration.screen
        let windowSize = configuration.windowSize
        let window = ViewNode(spec: ViewSpec(id: ViewID.window, parent: ""), role: .window, serial: store.takeSerial(), parent: nil,
                              variables: nil, layoutRect: Rect(origin: .zero, size: windowSize), inputs: store.expressionInputs,
                              changes: changes)
        window.needsUpdateConstraints = false
        window.center = Point(windowSize.width / 2, windowSize.height / 2)
        window.bounds = Rect(origin: .zero, size: windowSize)
        window.safeAreaInsets = screen.safeAreaInsets
        window.layoutDirection = configuration.layoutDirection
        tree.nodes[ViewID.window] = window

        var rootSpec = ViewSpec(id: ViewID.root, parent: ViewID.window, translatesAutoresizingMaskIntoConstraints: true,
                                frame: Rect(origin: .zero, size: screen.size),
                                autoresizingMask: [.flexibleWidth, .flexibleHeight],
                                layoutMargins: configuration.currentRootLayoutMargins)
        rootSpec.transform = configuration.rootTransform
        let root = makeNode(spec: rootSpec, role: .root)
        root.safeAreaInsets = root.withAdditionalSafeArea(screen.safeAreaInsets)
        root.layoutDirection = configuration.layoutDirection
        // The window gives its root view the screen's frame when it takes it, before any
        // pass (`viewDidLoad` already reads the full-screen bounds in UIKit).
        pass.applyGeometry(root)
        window.subviews = [ViewID.root]
        window.children = [ViewID.root]
        store.syncGeneratedConstraints(of: root)
    }

    /// Creates the node and its four variables; does not link it into the tree.
    @discardableResult
    func makeNode(spec: ViewSpec, role: ViewNode.Role) -> ViewNode {
        let names: [LayoutVariable] = [.minX, .minY, .width, .height]
        let vars = names.map { store.solver.makeVariable("\(spec.id).\($0.rawValue)") }
        for (v, name) in zip(vars, names) { store.variableOwners[v.id] = (spec.id, name) }
        let node = ViewNode(spec: spec, role: role, serial: store.takeSerial(), parent: tree.nodes[spec.parent],
                            variables: ViewVariables(minX: vars[0], minY: vars[1], width: vars[2], height: vars[3]),
                            layoutRect: spec.translatesAutoresizingMaskIntoConstraints ? (spec.frame ?? .zero) : .zero,
                            inputs: store.expressionInputs, changes: changes)
        tree.nodes[spec.id] = node
        store.syncContentVariables(of: node)
        node.textMetrics = store.measureText(of: node)
        node.contentSize = store.measureContent(of: node)
        node.builtInHooks = spec.keepCenterOf.map(ViewLayoutHooks.keepingCenter)
        return node
    }
}
