extension Double {
    /// The one way a `Double` becomes an integer in this code: rounded by `rule`, then
    /// converted only if the result is finite and fits `T`; nil otherwise. Swift's own
    /// `Int(x)` traps on NaN, infinities and out-of-range values, and a trap is a crash
    /// for the user; callers turn nil into a located error or a documented fallback.
    /// Inlinable so callers in other modules get it specialised: the generic version costs
    /// a metadata lookup per call, and frames.json formats hundreds of thousands of numbers.
    @inlinable
    public func checkedInteger<T: FixedWidthInteger>(_ type: T.Type = Int.self,
                                                     rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> T? {
        let r = rounded(rule)
        guard r.isFinite else { return nil }
        return T(exactly: r)
    }
}
