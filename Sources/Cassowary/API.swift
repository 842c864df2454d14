// PUBLIC API CONTRACT of the Cassowary target. The Layout target and the benchmark code
// against exactly these names. Implementation may move these declarations into other
// files, but must not rename them or change their meaning.

/// A variable of the solver, created by `Solver.makeVariable(_:)`. Ids are dense and
/// increase in creation order, so sorting by id is deterministic.
public struct Variable: Hashable, Comparable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
    public var coefficient: Double
    public var variable: Variable
    public init(_ coefficient: Double, _ variable: Variable) { self.coefficient = coefficient; self.variable = variable }
}

/// `Σ terms + constant`; a constraint says `expression RELATION 0`.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double
    public init(terms: [Term] = [], constant: Double = 0) { self.terms = terms; self.constant = constant }
    public init(_ v: Variable) { self.init(terms: [Term(1, v)]) }
    public init(constant: Double) { self.init(terms: [], constant: constant) }
}

public func + (a: Expression, b: Expression) -> Expression { Expression(terms: a.terms + b.terms, constant: a.constant + b.constant) }
public func - (a: Expression, b: Expression) -> Expression { a + (-1.0) * b }
public func * (k: Double, e: Expression) -> Expression { Expression(terms: e.terms.map { Term($0.coefficient * k, $0.variable) }, constant: e.constant * k) }
public func + (a: Expression, k: Double) -> Expression { Expression(terms: a.terms, constant: a.constant + k) }
public func - (a: Expression, k: Double) -> Expression { a + (-k) }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func + (a: Expression, v: Variable) -> Expression { a + Expression(v) }
public func - (a: Expression, v: Variable) -> Expression { a - Expression(v) }
public func * (k: Double, v: Variable) -> Expression { Expression(terms: [Term(k, v)]) }

/// `<=`, `==`, `>=` against zero.
public enum Relation: String, Hashable, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// UIKit's layout priority, 1…1000. 1000 is required; a higher priority is satisfied
/// before any number of lower ones (strict ordering, not a weighted sum).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double
    public init(_ value: Double) { self.value = value }
    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)
    public var isRequired: Bool { value >= 1000 }
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    /// `750`, `0.5`: whole values without `.0` (no integer conversion, so any value prints).
    public var description: String {
        let text = String(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// A handle to a constraint added to a solver. Ids increase in the order of adding.
public struct ConstraintID: Hashable, Comparable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.id < b.id }
}

/// Everything the solver can refuse. Cases carry the offending constraint(s).
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot be satisfied together with the required constraints
    /// already present. `conflicting` is a (small, ideally minimal) set of the present
    /// required constraints that, with `adding`, cannot all hold. The solver is left
    /// exactly as it was before the call.
    case unsatisfiable(adding: ConstraintID, conflicting: [ConstraintID])
    case unknownConstraint(ConstraintID)
    case unknownVariable(Variable)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority < 1000); priorities must be within (0, 1000].
    case invalidPriority(Double)
}
