/// What the engine tells about a run, kept apart from what it lays out: the trace
/// (trace.txt), UIKit's console messages as they are logged, the layout feedback loops it
/// stopped, and the reports it measures on the solution (ambiguity, unsatisfied
/// constraints), cached against the solution they were measured on.
///
/// Promises: entries are appended in the order they happen, stamped with the time the
/// engine gives; a message is built only when the trace or the console observer reads it;
/// nothing here changes a layout.
public final class LayoutDiagnostics {
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
    var lastReportedAmbiguity: [String] = [] { didSet { changes.note() } }
    /// Counts ambiguity checks (`detectAmbiguity`), which change what is ambiguous.
    var ambiguityDetections = 0
    var ambiguityCache: (generation: Int, detection: Int, pass: Int, report: [AmbiguousAttribute])?
    var unsatisfiedCache: (generation: Int, threshold: Double, report: [UnsatisfiedConstraint])?
    /// `exerciseAmbiguity`'s choice among equally good solutions (every variable's value,
    /// by id); it holds until the solution next changes.
    var exercisedSolution: (generation: Int, values: [Double])? { didSet { changes.note() } }
    var exerciseCycle: (view: String, generation: Int, solutions: [[Double]], next: Int)?

    private let changes: EngineChanges

    init(changes: EngineChanges) { self.changes = changes }
}
