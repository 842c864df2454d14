import Layout

extension TimelineError {
    /// What went wrong in a timeline, kept as the value of the layer that found it: the
    /// engine's `LayoutError` (naming the view or constraint it refused), the constraint-string
    /// parser's `ConstraintSyntaxError` (the string and the offset of the offending
    /// character), a shorthand's `ShorthandError`; or the front end's own finding in reading
    /// and validating the file, in its words. `message` is the wording `description` prints.
    public enum Problem: Hashable, Sendable {
        /// A mistake the timeline front end found (reading, validating, compiling): what is
        /// wrong and what was expected.
        case invalid(String)
        /// A view, constraint or change the layout engine refused.
        case layout(LayoutError)
        /// A constraint string or Visual Format string that does not parse.
        case constraintSyntax(ConstraintSyntaxError)
        /// A PureLayout-style shorthand that cannot be expanded.
        case shorthand(ShorthandError)

        /// The problem as the error line words it (without the location and the fix).
        public var message: String {
            switch self {
            case .invalid(let message): return message
            case .layout(let error): return error.description
            case .constraintSyntax(let error): return error.message
            case .shorthand(let error): return error.message
            }
        }

        /// A thrown error from a lower layer as a problem: its own case where it has one. (A
        /// syntax error is made a located caret error by `ConstraintEntry.syntaxError`.)
        init(_ error: Error) {
            switch error {
            case let e as LayoutError: self = .layout(e)
            case let e as ShorthandError: self = .shorthand(e)
            default: self = .invalid("\(error)")
            }
        }
    }
}
