/// A constraint's identity in the engine, the player and the frames: its name as
/// `ConstraintName` gives it (a timeline entry's id or JSON path, `#k` for the k-th of
/// an entry; a Swift identifier, else the anchors it ties). Not the solver's
/// `Cassowary.ConstraintID`, which numbers the rows one layout constraint becomes.
public struct LayoutConstraintID: LayoutIdentity {
    public let name: String
    @inlinable public init(_ name: String) { self.name = name }
}
