extension TextScanner {
    package static let relationTokens = ["==", "<=", ">="]

    /// Reads `==`, `<=` or `>=` if one comes next.
    package mutating func readRelation() -> LayoutRelation? {
        for token in Self.relationTokens where skip(token) { return LayoutRelation(rawValue: token) }
        return nil
    }
}
