/// A place in the text of a console log, 1-based, as editors count it (columns in
/// characters of the line as pasted).
public struct LogLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
    public static func < (a: LogLocation, b: LogLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// Something read around, with where it was and what was done instead: the paste was
/// mangled (a lost quote, a truncated entry) but the rest of the log still means something.
public struct LogWarning: Hashable, Sendable, CustomStringConvertible {
    public var location: LogLocation
    public var message: String
    public init(_ location: LogLocation, _ message: String) { self.location = location; self.message = message }
    public var description: String { "\(location): warning: \(message)" }
}

/// Text that is not a console log UIKit could have printed: what was expected, and where
/// reading stopped.
public struct ConsoleLogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: LogLocation
    public var message: String
    public init(_ location: LogLocation, _ message: String) { self.location = location; self.message = message }
    public var description: String { "\(location): error: \(message)" }
}
