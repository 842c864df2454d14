import Geometry
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
        /// A JSON value of the wrong kind: what the field takes (`a number`) and what it
        /// holds (`a string`).
        case wrongType(expected: String, found: String)
        /// A number outside what the field takes; `range` names the range (`a time`).
        case outOfRange(Double, range: String)
        /// A key the object does not have, and the field most likely meant.
        case unknownField(String, nearest: String?)
        /// A field the object needs and lacks.
        case missingField(String)
        /// A name that names nothing of its `kind` (`view`, `constraint`, `curve`, `device`
        /// …), and the name most likely meant.
        case unknownName(String, kind: String, nearest: String?)
        /// A name given twice where names are unique (`duplicate view id 'card'`); `kind` is
        /// what the name names (`view id`, `constraint id`, `field`, `metric`).
        case duplicate(String, kind: String)
        /// An entry a list holds twice (`view 'card' is listed twice`); `kind` is what the
        /// entry is (`view`, `layout guide`, `edge`).
        case listedTwice(String, kind: String)
        /// A field the object it is in does not take (`'to' does not belong in a 'insertItems'
        /// change`); `place` names the object as the message does (`a 'pin' entry`).
        case misplacedField(String, in: String)
        /// A field the object needs for what it is (`missing required field 'view' for a
        /// 'scrollRectToVisible' change`); `what` as the message names it.
        case missingRequiredField(String, for: String)
        /// A field that holds nothing where something is needed (`'set' is empty`).
        case empty(String)
        /// More entries of one kind than a timeline takes (`the timeline has 10001 views; at
        /// most 10000`); `what` names them.
        case tooMany(String, count: Int, limit: Int)
        /// A value that holds nothing where something is needed (`the font file is empty`);
        /// `what` names it.
        case emptyValue(String)
        /// Two fields that cannot both be given (`'device' and 'size' both describe the
        /// screen`); `why` as the message says it.
        case conflictingFields(String, String, why: String)
        /// A list that holds nothing where something is needed (`empty list of constraint
        /// ids`); `what` names the entries.
        case emptyList(String)
        /// Something a built-in view (root, the window) cannot be (`the built-in view 'root'
        /// cannot be removed`); `what` as the message says it.
        case builtInView(ViewID, cannotBe: String)
        /// A constraint a stack view generates (`UISV-…`), named where only the user's
        /// constraints can be; `what` says what it cannot be.
        case generatedConstraint(LayoutConstraintID, cannotBe: String)
        /// A stack view's arrangement UIKit would not make.
        case stackArrangement(StackArrangementError)
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
            case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
            case .outOfRange(let value, let range): return "\(value.shortDescription) is out of range for \(range)"
            case .unknownField(let name, _): return "unknown field '\(name)'"
            case .missingField(let name): return "missing required field '\(name)'"
            case .unknownName(let name, let kind, _): return "unknown \(kind) '\(name)'"
            case .duplicate(let name, let kind): return "duplicate \(kind) '\(name)'"
            case .listedTwice(let name, let kind): return "\(kind) '\(name)' is listed twice"
            case .misplacedField(let field, let place): return "'\(field)' does not belong in \(place)"
            case .missingRequiredField(let field, let what): return "missing required field '\(field)' for \(what)"
            case .empty(let field): return "'\(field)' is empty"
            case .tooMany(let what, let count, let limit): return "the timeline has \(count) \(what); at most \(limit)"
            case .emptyValue(let what): return "the \(what) is empty"
            case .emptyList(let what): return "empty list of \(what)"
            case .builtInView(let view, let what): return "the built-in view '\(view)' cannot be \(what)"
            case .generatedConstraint(let id, let what):
                return "'\(id)' names a constraint a stack view generates; those cannot be \(what)"
            case .conflictingFields(let a, let b, let why): return "'\(a)' and '\(b)' \(why)"
            case .stackArrangement(let error): return error.message
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
