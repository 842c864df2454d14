import Geometry

/// What the engine tells about a run, kept apart from what it lays out: the trace
/// (trace.txt), UIKit's console messages as they are logged, the layout feedback loops it
/// stopped, and the reports it measures on the solution (ambiguity, unsatisfied
/// constraints, violations on screen, the constraints affecting a view, UIKit's
/// `_autolayoutTrace`), cached against the solution they were measured on. Read it
/// through `LayoutEngine.diagnostics`.
///
/// Public surface: `trace`, `keepsTrace`, `consoleObserver`, `feedbackLoops`, `time`,
/// `record(_:_:)`; the reports `ambiguity`, `ambiguousViews`, `hasAmbiguousLayout(_:)`,
/// `unsatisfiedConstraints(threshold:)`, `violations(presentation:rotating:threshold:)`,
/// `brokenConstraints(presentation:)`, `constraintsAffectingLayout(of:for:)`,
/// `constraintsAffectingLayoutDescription(of:for:)`, `autolayoutTrace()`; and
/// `detectAmbiguityIfNeeded()`, `exerciseAmbiguity(_:)`, UIKit's debugging aids.
///
/// Promises: entries are appended in the order they happen, stamped with the time the
/// engine gives; a message is built only when the trace or the console observer reads it;
/// nothing here changes a constraint or a view (`exerciseAmbiguity` picks another of the
/// equally good solutions, which the next pass lays out).
public final class LayoutDiagnostics {
    /// The player's clock; stamped on every trace entry.
    public var time: Double = 0
    /// Everything logged so far, when `keepsTrace`.
    public internal(set) var trace = LayoutTrace()
    /// Whether `trace` is kept (a run that writes trace.txt); without it the engine skips
    /// building its lines.
    public var keepsTrace = true
    /// Told every message UIKit prints on the console (`TraceEntry.Kind.console`) as it is
    /// recorded: unsatisfiable constraints, ambiguity, layout feedback loops.
    public var consoleObserver: ((String) -> Void)?
    /// Every layout feedback loop stopped so far, in order.
    public internal(set) var feedbackLoops: [LayoutFeedbackLoop] = []

    /// The ambiguous views last reported on the console (a report is made when they change).
    var lastReportedAmbiguity: [ViewID] = [] { didSet { changes.note() } }
    /// Counts ambiguity checks (`detectAmbiguity`), which change what is ambiguous.
    var ambiguityDetections = 0
    var ambiguityCache: (generation: Int, detection: Int, pass: Int, report: [AmbiguousAttribute])?
    var unsatisfiedCache: (generation: Int, threshold: Double, report: [UnsatisfiedConstraint])?
    var exerciseCycle: (view: ViewID, generation: Int, solutions: [[Double]], next: Int)?

    /// What the reports read: the views, the constraints and their solution, the passes.
    let tree: ViewTree
    let store: ConstraintStore
    let cycle: LayoutCycle
    /// The engine's configuration, as it stands: its `style`, `pixelScale` and
    /// `detectsAmbiguity` are read here.
    let configuration: SharedConfiguration
    var style: UIKitStyle { configuration.current.style }
    var pixelScale: Double? { configuration.current.pixelScale }
    var detectsAmbiguity: Bool { configuration.current.detectsAmbiguity }
    private let changes: EngineChanges

    init(changes: EngineChanges, tree: ViewTree, store: ConstraintStore, cycle: LayoutCycle, configuration: SharedConfiguration) {
        self.changes = changes; self.tree = tree; self.store = store; self.cycle = cycle; self.configuration = configuration
    }

    /// Appends to the trace at the current `time` (the player records its own callbacks
    /// such as `viewWillTransition(to:with:)` through this too). The message is built only
    /// when something reads it: the trace, or for UIKit's console messages the
    /// `consoleObserver`.
    public func record(_ kind: TraceEntry.Kind, _ message: @autoclosure () -> String) {
        // The message is built, and the observer told, outside any access to this
        // object's stored properties: building it may measure (and cache) a report here.
        let observed = kind == .console ? consoleObserver : nil
        guard keepsTrace || observed != nil else { return }
        let text = message()
        observed?(text)
        if keepsTrace { trace.append(TraceEntry(time: time, kind: kind, message: text)) }
    }
}
