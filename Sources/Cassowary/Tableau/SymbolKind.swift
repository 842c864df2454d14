/// What a tableau symbol stands for; the kind decides which values it may take and
/// whether the simplex may pivot on it.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign, never enters the basis during optimisation.
    case external
    /// The slack of an inequality (`≥ 0`); the marker of an inequality.
    case slack
    /// An error of an optional constraint (`≥ 0`), counted in the objective.
    case error
    /// The marker of a required equality: always 0, kept only so that the constraint's
    /// column exists (for cheap constant changes and removal). Never enters the basis.
    case dummy
    /// A phase-one variable that lives only while a row without a subject is added.
    case artificial

    /// Restricted to `≥ 0` (rows with such a basic symbol must keep a non-negative constant).
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
    /// May enter the basis in a simplex pivot.
    var isPivotable: Bool { self == .slack || self == .error }
}
