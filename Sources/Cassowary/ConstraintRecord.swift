/// What the solver remembers about a constraint: the user's description (so it can be
/// re-installed, measured and reported) and the tableau symbols that carry it.
struct ConstraintRecord {
    /// The expression's terms with repeated variables merged, in first-seen order.
    var terms: [Term]
    var constant: Double
    let relation: Relation
    var priority: Priority
    /// The symbol whose column is the constraint's (slack, error or dummy), -1 for a
    /// required equality installed without one.
    var marker = -1
    /// The second error symbol of an optional constraint, -1 if none.
    var other = -1
    /// The marker's coefficient in the installed row.
    var markerCoefficient = 0.0
    /// A required equality whose constant has been changed: it keeps a dummy marker so
    /// further changes are cheap (see `Solver.setConstant`).
    var wantsMarker = false

    /// `<=` constraints are installed negated, as `>=`.
    var sign: Double { relation == .lessThanOrEqual ? -1 : 1 }

    /// The error symbols the objective counts (1 each at the constraint's level).
    var errorSymbols: [Int] {
        if priority.isRequired { return [] }
        return relation == .equal ? [marker, other] : [other]
    }

    /// The expression's value for the given variable values.
    func expressionValue(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    /// How far `expression RELATION 0` is from holding.
    func error(_ value: (Variable) -> Double) -> Double {
        let v = expressionValue(value)
        switch relation {
        case .equal: return abs(v)
        case .greaterThanOrEqual: return max(0, -v)
        case .lessThanOrEqual: return max(0, v)
        }
    }
}
