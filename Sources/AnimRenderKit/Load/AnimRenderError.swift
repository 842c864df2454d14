import ConsoleLog
import Playback
import Render
import Timeline

/// Every user-caused failure of a run, one problem each: a mistake at a place in a timeline
/// (or another JSON file the run reads) kept as the located `TimelineError` the front end
/// made, or a mistake of the command line or the run that names its file or option and what
/// would fix it. Nothing turns a located problem into text before the edge: the CLI prints
/// `description` to stderr and exits non-zero; a test reads `problems` (the case and the
/// place) or `messages` (the printed lines).
public struct AnimRenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// One thing wrong.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// A mistake at a place in a timeline or another JSON file the run reads.
        case timeline(TimelineError)
        /// Text that is not a console log UIKit could have printed, at a line:column of `file`.
        case consoleLog(ConsoleLogError, file: String)
        /// Fonts that cannot be loaded: a font file where a timeline's `fonts` entry or a
        /// `--font-dir` face named it, else a `--font-dir` folder or the standard fonts.
        case fonts(RenderError, at: SourceReference?)
        /// A mistake of the command line or the run, already naming its file or option.
        case message(String)

        /// The problem as printed (a timeline error's caret diagram on the lines after it).
        public var description: String {
            switch self {
            case .timeline(let error): return error.description
            case .consoleLog(let error, let file): return "\(file):\(error)"
            case .fonts(let error, let source?): return TimelineError(at: source, message: error.description).description
            case .fonts(let error, nil):
                if case .fontFolder = error { return "--font-dir: \(error)" }
                return error.description
            case .message(let message): return message
            }
        }
    }

    public var problems: [Problem]
    public init(_ problems: [Problem]) { self.problems = problems }
    public init(_ messages: [String]) { problems = messages.map(Problem.message) }
    public init(_ message: String) { problems = [.message(message)] }
    public init(_ errors: [TimelineError]) { problems = errors.map(Problem.timeline) }
    public init(_ error: TimelineError) { problems = [.timeline(error)] }

    /// The problems as printed, one entry each.
    public var messages: [String] { problems.map(\.description) }
    /// The located problems, in order.
    public var timelineErrors: [TimelineError] {
        problems.compactMap { if case .timeline(let error) = $0 { return error } else { return nil } }
    }
    public var description: String { messages.joined(separator: "\n") }
}
