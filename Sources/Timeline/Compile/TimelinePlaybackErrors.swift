import Playback

/// What goes wrong when a valid timeline is compiled onto the player and played: a
/// constraint string or VFL that does not parse, a view or constraint the engine refuses,
/// a change UIKit would refuse (a required↔optional priority change). One entry per
/// problem, in the order they were met (setup collects every problem of the views and
/// constraints; a change stops playback at the first), each located in the file.
public struct TimelinePlaybackErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [TimelineError]
    public init(_ errors: [TimelineError]) { self.errors = errors }
    /// One error per line, ready for stderr.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension TimelinePlaybackErrors {
    /// `error` (a value from the player or a parser, with no location of its own) at
    /// `source`, kept as its own value (`TimelineError.Problem`).
    init(at source: SourceReference, _ error: Error) {
        self.init([TimelineError(at: source, problem: .init(error))])
    }
}
