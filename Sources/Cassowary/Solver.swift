// PLACEHOLDER: the real incremental solver replaces this file. Signatures are the contract.

/// The incremental constraint solver (see API.swift for the value types).
public final class Solver {
    public init() {}
    /// Creates a new variable (value 0 until constrained).
    public func makeVariable(_ name: String) -> Variable { fatalError("unimplemented") }
    public func name(of v: Variable) -> String { fatalError("unimplemented") }
    /// Adds `expression RELATION 0` at `priority`. Throws `.unsatisfiable` for a required
    /// constraint that conflicts with the present required ones (the solver is unchanged).
    @discardableResult
    public func add(_ expression: Expression, _ relation: Relation, priority: Priority = .required) throws -> ConstraintID { fatalError("unimplemented") }
    public func remove(_ constraint: ConstraintID) throws { fatalError("unimplemented") }
    /// Changes the constant of a present constraint in place (cheap: no remove/add).
    public func setConstant(_ constraint: ConstraintID, to constant: Double) throws { fatalError("unimplemented") }
    /// Changes the priority between two optional values (optional↔optional only).
    public func setPriority(_ constraint: ConstraintID, to priority: Priority) throws { fatalError("unimplemented") }
    public func addEditVariable(_ v: Variable, priority: Priority) throws { fatalError("unimplemented") }
    public func removeEditVariable(_ v: Variable) throws { fatalError("unimplemented") }
    public func suggestValue(_ v: Variable, _ value: Double) throws { fatalError("unimplemented") }
    /// The variable's value in the current optimal solution.
    public func value(of v: Variable) -> Double { fatalError("unimplemented") }
    /// How far the current solution is from satisfying the constraint (0 when satisfied).
    public func error(of constraint: ConstraintID) -> Double { fatalError("unimplemented") }
    /// Variables whose value is not unique: another solution exists with every priority
    /// level's error as small as now. Sorted by id.
    public func ambiguousVariables() -> [Variable] { fatalError("unimplemented") }
    /// The interval of values `v` can take across all optimal solutions (infinite ends
    /// where unbounded). A single point for a non-ambiguous variable.
    public func valueRange(of v: Variable) -> ClosedRange<Double> { fatalError("unimplemented") }
}
