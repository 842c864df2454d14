/// The two size classes of an interface: a device's in one orientation.
public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass
    public init(horizontal: SizeClass, vertical: SizeClass) { self.horizontal = horizontal; self.vertical = vertical }

    /// An iPhone in portrait; every iPhone's portrait size classes.
    public static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    /// The smaller iPhones in landscape.
    public static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    /// The larger iPhones (Plus, Max, 11, XR) in landscape.
    public static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    /// A full-screen iPad in either orientation.
    public static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)

    /// Interface Builder's notation: `wC hR`.
    public var description: String {
        "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")"
    }
}
