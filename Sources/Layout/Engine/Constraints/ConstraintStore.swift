import Cassowary

/// The engine's constraints: every `ConstraintRecord` (user-written, generated from a
/// view's intrinsic size or autoresizing mask, a stack's) by id and in creation order, and
/// by solver id while it is installed. Reconciling the records with the solver is the
/// engine's (`LayoutEngine+reconcileConstraints`); this keeps the lists consistent.
///
/// Promises: `recordOrder` and `records` hold the same records (a record is added and
/// removed in both at once); every walk over the constraints follows `recordOrder`, never
/// the dictionaries' hash order.
final class ConstraintStore {
    /// Every record by id.
    private(set) var records: [String: ConstraintRecord] = [:] { didSet { changes.note() } }
    /// The records in the order every constraint walk follows (creation order, generated
    /// constraints placed where they were asked to be).
    private(set) var recordOrder: [ConstraintRecord] = [] { didSet { changes.note() } }
    /// The installed records by their solver id.
    var recordsBySolverID: [ConstraintID: ConstraintRecord] = [:]
    /// `ExpressionInputs.version` when every record was last reconciled.
    var reconciledInputsVersion = -1
    private let changes: EngineChanges

    init(changes: EngineChanges) { self.changes = changes }

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
}
