/// When the engine looks for ambiguity: at every pass whose constraint set changed when
/// `detectsAmbiguity` (the runner's choice), else when asked.
extension LayoutDiagnostics {
    /// An engine that does not look for ambiguity at every pass (`detectsAmbiguity` false)
    /// looks now, if its constraints changed since it last looked: before `hasAmbiguousLayout`
    /// and the other questions about ambiguity are answered.
    public func detectAmbiguityIfNeeded() {
        guard !detectsAmbiguity, store.constraintSetChanged else { return }
        store.constraintSetChanged = false
        detectAmbiguity()
    }
}
