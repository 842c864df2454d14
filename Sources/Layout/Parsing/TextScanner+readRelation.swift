extension TextScanner {
    static let relationTokens = ["==", "<=", ">="]

    /// Reads `==`, `<=` or `>=` if one comes next.
    mutating func readRelation() -> LayoutRelation? {
        for token in Self.relationTokens where skip(token) { return LayoutRelation(rawValue: token) }
        return nil
    }
}
