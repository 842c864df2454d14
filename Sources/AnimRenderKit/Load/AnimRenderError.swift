/// Every user-caused failure of the pipeline, as one message per problem, each naming
/// the file, line:column and JSON path where one is known, and what would fix it.
/// The CLI prints `description` to stderr and exits non-zero.
public struct AnimRenderError: Error, CustomStringConvertible, Equatable {
    public var messages: [String]
    public init(_ messages: [String]) { self.messages = messages }
    public init(_ message: String) { self.messages = [message] }
    public var description: String { messages.joined(separator: "\n") }
}
