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
    public private(set) var trace = LayoutTrace()
    /// Whether `trace` is kept (a run that writes trace.txt); without it the engine skips
    /// building its lines.
    public var keepsTrace = true
    /// Told every message UIKit prints on the console (`TraceEntry.Kind.console`) as it is
    /// recorded: unsatisfiable constraints, ambiguity, layout feedback loops.
    public var consoleObserver: ((String) -> Void)?
    /// How many layout passes have run.
    public internal(set) var passCount = 0
    public internal(set) var hasAppeared = false { didSet { changes.note() } }
    /// Whether `loadView`/`viewDidLoad` have run; constraints reach the solver from then on.
    public internal(set) var isViewLoaded = false { didSet { expressionInputs.changed(); changes.note() } }
    /// Set while the controller's `loadView` hook runs (a layout request from it waits).
    var isLoadingView = false

    let solver = Solver()
    var nodes: [String: ViewNode] = [:] { didSet { changes.note() } }
    var records: [String: ConstraintRecord] = [:] { didSet { changes.note() } }
    /// Creation order of `records`, the order every constraint walk follows.
    var recordOrder: [ConstraintRecord] = [] { didSet { changes.note() } }
    /// What constraint expressions are built from, counted (see `refreshConstraints`).
    let expressionInputs = ExpressionInputs()
    /// Every change to what a frame reads, counted (see `stateStamp`).
    let changes = EngineChanges()
    /// `expressionInputs.version` when every record was last reconciled.
    var reconciledInputsVersion = -1
    var recordsBySolverID: [ConstraintID: ConstraintRecord] = [:]
    /// Who owns each solver variable (by variable id), to name ambiguous variables.
    var variableOwners: [Int: (view: String, name: LayoutVariable)] = [:]
    /// The solver variables of the stack views' guides, by `StackGuide.id`: origin and
    /// length along the one axis each guide spans, relative to its stack.
    var stackGuideVariables: [String: (origin: Variable, length: Variable)] = [:] { didSet { changes.note() } }
    var nextSerial = 0
    /// Set by every change the solver sees; a pass then reads the new rects.
    var engineDirty = true { didSet { if engineDirty { changeCount &+= 1 } } }
    /// Counts changes to the solver and invalidations, so a pass can tell which layout
    /// override changed the layout (see `runOverrides`).
    var changeCount = 0
    /// The overrides added to each view with `addLayoutHooks`, base first.
    var viewHooks: [String: [ViewLayoutHooks]] = [:] { didSet { changes.note() } }

    /// Makes room for `views` more views and `constraints` more constraints (each view
    /// may bring generated constraints), so that the maps by id are not rehashed as a
    /// screen is installed one item at a time. Nothing else changes.
    public func reserveCapacity(views: Int, constraints: Int) {
        nodes.reserveCapacity(nodes.count + views)
        viewHooks.reserveCapacity(viewHooks.count + views)
        records.reserveCapacity(records.count + constraints + 2 * views)
        recordOrder.reserveCapacity(recordOrder.count + constraints + 2 * views)
    }
    /// The view controller's layout callbacks, when overridden.
    public var controllerHooks: ControllerLayoutHooks? { didSet { changes.note() } }
    /// The running pass's layout feedback loop bookkeeping; nil between passes.
    var loopMonitor: FeedbackLoopMonitor?
    /// Every layout feedback loop stopped so far, in order.
    public internal(set) var feedbackLoops: [LayoutFeedbackLoop] = []
    var lastReportedAmbiguity: [String] = [] { didSet { changes.note() } }
    /// Set when a constraint is installed or removed; cleared by an ambiguity check.
    var constraintSetChanged = true
    /// Counts changes to the solution: every solver edit, and every move of
    /// `exerciseAmbiguity`. What is measured from the solution is cached against it, so a
    /// frame that changed nothing asks the solver nothing.
    var solutionGeneration = 0
    /// `exerciseAmbiguity`'s choice among equally good solutions (every variable's value,
    /// by id); it holds until the solution next changes.
    var exercisedSolution: (generation: Int, values: [Double])? { didSet { changes.note() } }
    var exerciseCycle: (view: String, generation: Int, solutions: [[Double]], next: Int)?
    var ambiguityCache: (generation: Int, detection: Int, pass: Int, report: [AmbiguousAttribute])?
    var unsatisfiedCache: (generation: Int, threshold: Double, report: [UnsatisfiedConstraint])?
    /// Counts ambiguity checks (`detectAmbiguity`), which change what is ambiguous.
    var ambiguityDetections = 0
    /// Set while a pass sent to one view runs (`layoutIfNeeded(on:)`).
    var passScope: PassScope?
    /// A scoped pass left solved rects for views outside its scope.
    var rectsWaitingOutsideScope = false
    /// Views visited while turning constraints into solver expressions (climbing to a
    /// common ancestor, summing origins). A measure of work for tests: it grows with the
    /// number of constraints times the distance between their views, never with depth.
    public internal(set) var expressionSteps = 0

    public static let windowID = "window"
    public static let rootID = "root"

    public init(configuration: LayoutEngineConfiguration) {
        self.configuration = configuration
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
        nodes[Self.windowID] = window

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
        let node = ViewNode(spec: spec, role: role, serial: takeSerial(), parent: nodes[spec.parent],
                            variables: ViewVariables(minX: vars[0], minY: vars[1], width: vars[2], height: vars[3]),
                            layoutRect: spec.translatesAutoresizingMaskIntoConstraints ? (spec.frame ?? .zero) : .zero,
                            inputs: expressionInputs, changes: changes)
        nodes[spec.id] = node
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
        let observed = kind == .console ? consoleObserver : nil
        guard keepsTrace || observed != nil else { return }
        let text = message()
        observed?(text)
        if keepsTrace { trace.append(TraceEntry(time: time, kind: kind, message: text)) }
    }

    func node(_ id: String, context: @autoclosure () -> String) throws -> ViewNode {
        guard let n = nodes[id] else { throw LayoutError.unknownView(id, context: context()) }
        return n
    }

    /// Every view in tree order (pre-order, siblings back to front), window first.
    public var viewIDs: [String] { preorder().map(\.id) }

    /// Walks use an explicit stack, not recursion: a hierarchy as deep as the timeline
    /// allows must not exhaust the thread's stack.
    func preorder() -> [ViewNode] { preorder(from: nodes[Self.windowID]) }

    /// `start` and its subviews at any depth, in tree order.
    func preorder(from start: ViewNode?) -> [ViewNode] {
        var out: [ViewNode] = []
        var stack: [ViewNode] = start.map { [$0] } ?? []
        while let n = stack.popLast() {
            out.append(n)
            for c in n.children.reversed() { if let k = nodes[c] { stack.append(k) } }
        }
        return out
    }

    /// `start` and its subviews at any depth, installed or not, in tree order.
    func subtree(of start: ViewNode) -> [ViewNode] {
        var out: [ViewNode] = []
        var stack = [start]
        while let n = stack.popLast() {
            out.append(n)
            for c in n.subviews.reversed() { if let k = nodes[c] { stack.append(k) } }
        }
        return out
    }

    /// Subviews before their superview, siblings back to front: the reverse of a
    /// pre-order walk that visits siblings front to back.
    func postorder() -> [ViewNode] {
        var out: [ViewNode] = []
        var stack: [ViewNode] = nodes[Self.windowID].map { [$0] } ?? []
        while let n = stack.popLast() {
            out.append(n)
            for c in n.children { if let k = nodes[c] { stack.append(k) } }
        }
        return out.reversed()
    }

    func parent(of n: ViewNode) -> ViewNode? { n.parentNode }

    /// The current spec of a view (root and window included).
    public func spec(of id: String) -> ViewSpec? { nodes[id]?.spec }
}
