/// A size-class variation, as Interface Builder's "installed" checkboxes per size class:
/// `when: { horizontalSizeClass, verticalSizeClass }` on a constraint or a view. A missing
/// key matches either size class (IB's "Any").
public struct SizeClassCondition: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?

    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil) {
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
    }

    /// Whether traits with these size classes install what carries the condition.
    public func matches(_ traits: TraitCollection) -> Bool {
        (horizontalSizeClass.map { $0 == traits.horizontalSizeClass } ?? true)
            && (verticalSizeClass.map { $0 == traits.verticalSizeClass } ?? true)
    }

    /// Interface Builder's notation: `wC hR`, `wR`, `hC`; `any` for no condition.
    public var description: String {
        let parts = [horizontalSizeClass.map { "w" + ($0 == .compact ? "C" : "R") },
                     verticalSizeClass.map { "h" + ($0 == .compact ? "C" : "R") }].compactMap { $0 }
        return parts.isEmpty ? "any" : parts.joined(separator: " ")
    }
}
