/// What the engine's identities have in common: a view's, a constraint's and a layout
/// guide's name, each a type of its own so that one cannot be passed where another is
/// meant, and each the bare name underneath.
///
/// Promises: an identity compares, hashes and sorts exactly as its name does (the
/// wrapper adds no state and costs nothing), so every order and every output that a
/// `String` id gave is unchanged; it becomes text only where text is written
/// (frames.json, trace.txt, messages) through `name` or `description`, which are the
/// name itself. A string literal makes one (`"card"`), so code and tests write the
/// built-in and declared names as they read; a `String` value never converts silently.
public protocol LayoutIdentity: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name as the user wrote it (a timeline's id, a Swift property's or identifier's).
    var name: String { get }
    init(_ name: String)
}

extension LayoutIdentity {
    @inlinable public static func < (a: Self, b: Self) -> Bool { a.name < b.name }
    @inlinable public var description: String { name }
    @inlinable public init(stringLiteral value: String) { self.init(value) }
}
