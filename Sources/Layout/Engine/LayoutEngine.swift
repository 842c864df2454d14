import Cassowary
import Geometry

/// UIKit's Auto Layout, modelled: a window, the view controller's root view and the
/// user's views; constraints (user-written, intrinsic-size and autoresizing-mask ones)
/// solved by the Cassowary solver; layout passes run as UIKit runs them (update
/// constraints bottom-up, layout top-down, coalesced invalidations, view-controller
/// callbacks) and recorded in `trace`.
///
/// Promises: every walk of the tree and of the constraints follows declaration order, so
/// results and the trace are identical across runs; user mistakes come back as
/// `LayoutError` values and leave the engine unchanged; unsatisfiable constraints are
/// logged as UIKit logs them, one is broken (see `chooseConstraintToBreak`) and layout
/// carries on.
public final class LayoutEngine {
    public internal(set) var configuration: LayoutEngineConfiguration { didSet { expressionInputs.changed(); changes.note() } }
    /// The player's clock; stamped on every trace entry.
    public var time: Double = 0
    /// The trace, the console, the feedback loops stopped and the reports measured on
    /// the solution.
    public let diagnostics: LayoutDiagnostics
    /// The layout cycle: loading and appearing, the passes, the layout methods' overrides.
    public let cycle: LayoutCycle
    /// Whether `loadView`/`viewDidLoad` have run; constraints reach the solver from then on.
    internal(set) var isViewLoaded = false { didSet { expressionInputs.changed(); changes.note() } }

    let solver = Solver()
    /// Every view and layout guide, and the walks over them.
    let tree: ViewTree
    /// Every constraint record, by id and in walk order.
    let store: ConstraintStore
    /// What constraint expressions are built from, counted (see `refreshConstraints`).
    let expressionInputs = ExpressionInputs()
    /// Every change to what a frame reads, counted (see `stateStamp`); shared with the
    /// tree, the store, the cycle, the diagnostics and every node and record.
    let changes: EngineChanges
    /// The last creation number given (`takeSerial`), shared by views and constraint
    /// records: the order UIKit's dumps list them in.
    var nextSerial = 0
    /// Who owns each solver variable (by variable id), to name ambiguous variables.
    var variableOwners: [Int: (view: String, name: LayoutVariable)] = [:]
    /// The solver variables of the stack views' guides, by `StackGuide.id`: origin and
    /// length along the one axis each guide spans, relative to its stack.
    var stackGuideVariables: [String: (origin: Variable, length: Variable)] = [:] { didSet { changes.note() } }
    /// Set by every change the solver sees; a pass then reads the new rects.
    var engineDirty = true { didSet { if engineDirty { changeCount &+= 1 } } }
    /// Counts changes to the solver and invalidations, so a pass can tell which layout
    /// override changed the layout (see `runOverrides`).
    var changeCount = 0

    /// Makes room for `views` more views and `constraints` more constraints (each view
    /// may bring generated constraints), so that the maps by id are not rehashed as a
    /// screen is installed one item at a time. Nothing else changes.
    public func reserveCapacity(views: Int, constraints: Int) {
        tree.nodes.reserveCapacity(tree.nodes.count + views)
        cycle.viewHooks.reserveCapacity(cycle.viewHooks.count + views)
        store.reserveCapacity(constraints + 2 * views)
    }
    /// Set when a constraint is installed or removed; cleared by an ambiguity check.
    var constraintSetChanged = true
    /// Counts changes to the solution: every solver edit, and every move of
    /// `exerciseAmbiguity`. What is measured from the solution is cached against it, so a
    /// frame that changed nothing asks the solver nothing.
    var solutionGeneration = 0
    /// Views visited while turning constraints into solver expressions (climbing to a
    /// common ancestor, summing origins). A measure of work for tests: it grows with the
    /// number of constraints times the distance between their views, never with depth.
    internal(set) var expressionSteps = 0

    public static let windowID = "window"
    public static let rootID = "root"

    public init(configuration: LayoutEngineConfiguration) {
        self.configuration = configuration
        let changes = EngineChanges()
        self.changes = changes
        tree = ViewTree(changes: changes)
        store = ConstraintStore(changes: changes)
        cycle = LayoutCycle(changes: changes)
        diagnostics = LayoutDiagnostics(changes: changes)
        let screen = configuration.screen
        let windowSize = Self.windowSize(for: screen, style: configuration.style)
        let window = ViewNode(spec: ViewSpec(id: Self.windowID, parent: ""), role: .window, serial: takeSerial(), parent: nil,
                              variables: nil, layoutRect: Rect(origin: .zero, size: windowSize), inputs: expressionInputs,
                              changes: changes)
        window.needsUpdateConstraints = false
        window.center = Point(windowSize.width / 2, windowSize.height / 2)
        window.bounds = Rect(origin: .zero, size: windowSize)
        window.safeAreaInsets = screen.safeAreaInsets
        window.layoutDirection = configuration.layoutDirection
        tree.nodes[Self.windowID] = window

        var rootSpec = ViewSpec(id: Self.rootID, parent: Self.windowID, translatesAutoresizingMaskIntoConstraints: true,
                                frame: Rect(origin: .zero, size: screen.size),
                                autoresizingMask: [.flexibleWidth, .flexibleHeight],
                                layoutMargins: configuration.currentRootLayoutMargins)
        rootSpec.transform = Self.rootTransform(for: screen, style: configuration.style)
        let root = makeNode(spec: rootSpec, role: .root)
        root.safeAreaInsets = screen.safeAreaInsets
        root.layoutDirection = configuration.layoutDirection
        // The window gives its root view the screen's frame when it takes it, before any
        // pass (`viewDidLoad` already reads the full-screen bounds in UIKit).
        applyGeometry(root)
        window.subviews = [Self.rootID]
        window.children = [Self.rootID]
        syncGeneratedConstraints(of: root)
    }

    func takeSerial() -> Int { nextSerial += 1; return nextSerial }

    /// Creates the node and its four variables; does not link it into the tree.
    @discardableResult
    func makeNode(spec: ViewSpec, role: ViewNode.Role) -> ViewNode {
        let names: [LayoutVariable] = [.minX, .minY, .width, .height]
        let vars = names.map { solver.makeVariable("\(spec.id).\($0.rawValue)") }
        for (v, name) in zip(vars, names) { variableOwners[v.id] = (spec.id, name) }
        let node = ViewNode(spec: spec, role: role, serial: takeSerial(), parent: tree.nodes[spec.parent],
                            variables: ViewVariables(minX: vars[0], minY: vars[1], width: vars[2], height: vars[3]),
                            layoutRect: spec.translatesAutoresizingMaskIntoConstraints ? (spec.frame ?? .zero) : .zero,
                            inputs: expressionInputs, changes: changes)
        tree.nodes[spec.id] = node
        syncContentVariables(of: node)
        node.textMetrics = measureText(of: node)
        node.contentSize = measureContent(of: node)
        node.builtInHooks = spec.keepCenterOf.map(ViewLayoutHooks.keepingCenter)
        return node
    }

    static func windowSize(for screen: ScreenState, style: UIKitStyle) -> Size {
        style == .modern ? screen.size : screen.portraitSize
    }
    static func rootTransform(for screen: ScreenState, style: UIKitStyle) -> AffineTransform {
        style == .legacy && screen.orientation != .portrait
            ? AffineTransform(rotationAngle: screen.orientation.legacyRootRotation) : .identity
    }

    /// Appends to the trace at the current `time` (the player records its own callbacks
    /// such as `viewWillTransition(to:with:)` through this too). The message is built only
    /// when something reads it: the trace, or for UIKit's console messages the
    /// `consoleObserver`.
    public func record(_ kind: TraceEntry.Kind, _ message: @autoclosure () -> String) {
        // The message is built, and the observer told, outside any access to
        // `diagnostics`: building it may measure (and cache) a report there.
        let observed = kind == .console ? diagnostics.consoleObserver : nil
        guard diagnostics.keepsTrace || observed != nil else { return }
        let text = message()
        observed?(text)
        if diagnostics.keepsTrace { diagnostics.trace.append(TraceEntry(time: time, kind: kind, message: text)) }
    }

    /// Every view in tree order (pre-order, siblings back to front), window first.
    public var viewIDs: [String] { tree.preorder().map(\.id) }

    func parent(of n: ViewNode) -> ViewNode? { n.parentNode }

    /// The current spec of a view (root and window included).
    public func spec(of id: String) -> ViewSpec? { tree.nodes[id]?.spec }
}
