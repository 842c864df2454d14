import Cassowary
import Geometry

/// The engine's constraints: every `ConstraintRecord` (user-written, generated from a
/// view's intrinsic size or autoresizing mask, a stack's) by id and in creation order, and
/// by solver id while it is installed; how each is expressed for the solver over the view
/// tree (`ConstraintStore+buildExpressions`) and described as UIKit describes it
/// (`ConstraintStore+describeConstraints`); the solver, kept in step with the records
/// (`ConstraintStore+reconcileConstraints`), and its solution (`ConstraintStore+readSolution`).
/// Reached through `LayoutEngine.store`; the engine keeps the generated constraints
/// (intrinsic size, autoresizing masks, stacks) in step with the views.
///
/// Public surface: the constraints' life cycle, `addConstraint(_:unnamedID:before:)`,
/// `setActive(_:_:)`, `setConstant(_:_:)`, `setPriority(_:_:)`, `removeConstraint(_:)`
/// (each change reconciled with the solver at once); and the reads `constraint(_:)`,
/// `constraints`, `activeDrawableConstraints`, `activeConstraint(_:)`.
///
/// Promises: `recordOrder` and `records` hold the same records (a record is added and
/// removed in both at once); every walk over the constraints follows `recordOrder`, never
/// the dictionaries' hash order.
public final class ConstraintStore {
    /// Every record by id.
    private(set) var records: [LayoutConstraintID: ConstraintRecord] = [:] { didSet { changes.note() } }
    /// The records in the order every constraint walk follows (creation order, generated
    /// constraints placed where they were asked to be).
    private(set) var recordOrder: [ConstraintRecord] = [] { didSet { changes.note() } }
    /// The installed records by their solver id.
    var recordsBySolverID: [ConstraintID: ConstraintRecord] = [:]
    /// `ExpressionInputs.version` when every record was last reconciled.
    var reconciledInputsVersion = -1
    /// The views and guides the constraints tie.
    let tree: ViewTree
    /// The solver the installed records are in (every view's, guide's and stack guide's
    /// variables are made in it).
    let solver = Solver()
    /// What constraint expressions are built from, counted (see `refreshConstraints`);
    /// shared with every node, which bumps it from its setters.
    let expressionInputs = ExpressionInputs()
    /// Whether `loadView`/`viewDidLoad` have run; constraints reach the solver from then on.
    var isViewLoaded = false { didSet { expressionInputs.changed(); changes.note() } }
    /// The engine's configuration, as it stands.
    let configuration: SharedConfiguration
    /// The traits in force (the engine's `configuration.traits`): a constraint whose `when`
    /// does not match them is not installed.
    var traits: TraitCollection { configuration.current.traits }
    /// Told every change the solver sees (a record installed, removed or edited), so that
    /// the next pass reads the new rects.
    var solverChanged: () -> Void = {}
    /// Told when an unsatisfiable set was met: the set, in creation order, and the record
    /// broken to recover (see `chooseConstraintToBreak`), for UIKit's console message.
    var brokeConstraint: ([ConstraintRecord], ConstraintRecord) -> Void = { _, _ in }
    /// The window's layout direction (the app's): a constraint between views that have
    /// no common ancestor is resolved in it.
    var appDirection: LayoutDirection { configuration.current.layoutDirection }
    /// The solver variables of the stack views' guides, by `StackGuide.id`: origin and
    /// length along the one axis each guide spans, relative to its stack.
    var stackGuideVariables: [String: (origin: Variable, length: Variable)] = [:] { didSet { changes.note() } }
    /// Views visited while turning constraints into solver expressions (climbing to a
    /// common ancestor, summing origins). A measure of work for tests: it grows with the
    /// number of constraints times the distance between their views, never with depth.
    var expressionSteps = 0
    /// Who owns each solver variable (by variable id), to name ambiguous variables.
    var variableOwners: [Int: (view: ViewID, name: LayoutVariable)] = [:]
    /// Set when a constraint is installed or removed; cleared by an ambiguity check.
    var constraintSetChanged = true
    /// Counts changes to the solution: every solver edit, and every move of
    /// `exerciseAmbiguity`. What is measured from the solution is cached against it, so a
    /// frame that changed nothing asks the solver nothing.
    var solutionGeneration = 0
    /// `exerciseAmbiguity`'s choice among equally good solutions (every variable's value,
    /// by id); it holds until the solution next changes.
    var exercisedSolution: (generation: Int, values: [Double])? { didSet { changes.note() } }
    /// The last creation number given (`takeSerial`), shared by constraint records and
    /// views (the engine numbers those from here too): the order UIKit's dumps list them in.
    private var nextSerial = 0
    /// Shared with the engine, the tree and every record (see `EngineChanges`).
    let changes: EngineChanges

    init(changes: EngineChanges, tree: ViewTree, configuration: SharedConfiguration) {
        self.changes = changes; self.tree = tree; self.configuration = configuration
    }

    /// Adds `r` at `place` in the walk order.
    func insert(_ r: ConstraintRecord, at place: Int) {
        records[r.id] = r
        recordOrder.insert(r, at: place)
    }

    /// Adds `r` last in the walk order.
    func append(_ r: ConstraintRecord) {
        records[r.id] = r
        recordOrder.append(r)
    }

    /// Forgets `r` (its solver constraint is the caller's to remove first).
    func remove(_ r: ConstraintRecord) {
        records[r.id] = nil
        recordOrder.removeAll { $0 === r }
    }

    /// Makes room for `count` more records.
    func reserveCapacity(_ count: Int) {
        records.reserveCapacity(records.count + count)
        recordOrder.reserveCapacity(recordOrder.count + count)
    }

    /// The next creation number.
    func takeSerial() -> Int { nextSerial += 1; return nextSerial }
}
