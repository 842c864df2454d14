/// The comparisons a layout rule's condition may make. Only orderings: laid-out values are
/// floating point (and snapped to pixels), so an equality would hold or not by accident;
/// the seeds' `layoutSubviews` compares with `<=` for the same reason.
public enum Comparison: String, CaseIterable, Hashable, Sendable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Whether `lhs op rhs` holds.
    public func holds(_ lhs: Double, _ rhs: Double) -> Bool {
        switch self {
        case .less: return lhs < rhs
        case .lessOrEqual: return lhs <= rhs
        case .greater: return lhs > rhs
        case .greaterOrEqual: return lhs >= rhs
        }
    }
}
