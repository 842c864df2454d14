import Layout

extension LayoutPriority {
    /// The UILayoutPriority names a constraint string may use instead of a number, in the
    /// order they are suggested.
    static let namedPriorities: [(name: String, priority: LayoutPriority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh),
        ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
    ]
}
