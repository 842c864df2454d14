import Foundation
import Layout
import Render

/// A mistake UIKit answers with an exception (which would end the app), reported instead
/// with UIKit's reason, and the test process lives on. The call that made the mistake
/// does nothing (a constraint stays inactive, a priority keeps its value), as if the
/// exception had been caught.
///
/// Where it goes:
/// - during `Simulator.record` (the controller's code, a script block, code the
///   recording runs), `record` throws the first one;
/// - otherwise it is printed to standard error as UIKit prints an uncaught exception
///   (`*** … uncaught exception 'NSGenericException', reason: '…'`), and handed to every
///   `UIKitError.reported(during:)` running, which is how a test asserts it (inside one it
///   is not printed).
public enum UIKitError: Error, Equatable, CustomStringConvertible, Sendable {
    /// NSGenericException: a constraint's items have no common ancestor.
    case noCommonAncestor(constraint: String, first: String, second: String)
    /// NSGenericException: `addConstraint(_:)` sent to a view whose subtree does not hold
    /// both of the constraint's items.
    case unableToInstall(constraint: String, view: String)
    /// NSInternalInconsistencyException: required ↔ optional on an active constraint.
    case requiredPriorityChange(constraint: String, from: Float, to: Float)
    /// NSInvalidArgumentException: a constraint UIKit refuses to create or install.
    case invalidConstraint(String)
    /// NSInvalidArgumentException: a constraint the engine refused to install (the case
    /// names the constraint and why).
    case refusedConstraint(LayoutError)
    /// NSInvalidArgumentException: a Visual Format string that does not parse (the error
    /// holds the string and the offset of the offending character).
    case constraintFormat(ConstraintSyntaxError)
    /// NSInvalidArgumentException: a control's property set to a value UIKit refuses (a
    /// stepper's `stepValue` of 0 or less).
    case invalidArgument(String)
    /// A view UIKit refuses (adding a view to itself or to one of its subviews).
    case invalidHierarchy(String)
    /// The engine refused a change (the case names the view or constraint).
    case engine(LayoutError)
    /// The fonts that measure and draw labels could not be loaded.
    case textMeasurer(RenderError)
    /// animrender's own API was asked for something impossible (a script time before 0,
    /// an unknown device name …).
    case script(String)
    /// UIKit API that animrender accepts but does not simulate (a keyframe calculation
    /// mode other than linear and discrete): the message names it and what to use instead.
    case notSimulated(String)
    /// NSInternalInconsistencyException (UIKit's layout feedback loop debugger): a view kept
    /// invalidating layout in its own pass; the pass was stopped (the engine's summary, with
    /// the debugger's report on the console).
    case layoutFeedbackLoop(String)
    /// NSInternalInconsistencyException: a collection or table view's data source and
    /// updates disagree, a cell was asked for with an identifier nothing was registered for,
    /// or a subview was added to a visual effect view instead of its content view.
    case internalInconsistency(String)
    /// A label's font names a family (or PostScript name) no font registered on the
    /// simulator has: on a device `UIFont(name:size:)` would have returned nil.
    case unknownFont(String)

    /// The exception UIKit raises, nil for animrender's own errors.
    public var exceptionName: String? {
        switch self {
        case .noCommonAncestor, .unableToInstall: return "NSGenericException"
        case .requiredPriorityChange, .layoutFeedbackLoop, .internalInconsistency: return "NSInternalInconsistencyException"
        case .invalidConstraint, .refusedConstraint, .constraintFormat, .invalidHierarchy, .invalidArgument:
            return "NSInvalidArgumentException"
        case .engine, .textMeasurer, .script, .notSimulated, .unknownFont: return nil
        }
    }

    /// UIKit's reason, naming the views as animrender names them.
    public var reason: String {
        switch self {
        case .noCommonAncestor(let c, let a, let b):
            let anchors = Self.anchors(of: c) ?? (a, b)
            return "Unable to activate constraint with anchors <\(anchors.0)> and <\(anchors.1)> because they have no common "
                + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case .unableToInstall(let c, let view):
            return "Unable to install constraint on view.  Does the constraint reference something from outside the subtree "
                + "of the view?  That's illegal. constraint:<\(c)> view:<\(view)>"
        case .requiredPriorityChange(_, let from, let to):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                + "You passed priority \(Self.number(to)) and the existing priority was \(Self.number(from))."
        case .invalidConstraint(let reason), .invalidHierarchy(let reason), .invalidArgument(let reason),
             .script(let reason), .notSimulated(let reason), .layoutFeedbackLoop(let reason), .internalInconsistency(let reason):
            return reason
        case .refusedConstraint(let error), .engine(let error):
            return error.description
        case .constraintFormat(let error):
            return "Unable to parse constraint format: \(error.message)\n\(error.rendered(indent: "    "))"
        case .textMeasurer(let error):
            return error.description
        case .unknownFont(let name):
            return "UIFont(name: \"\(name)\", size:) names no font registered on the simulator (UIKit returns nil for it); "
                + "register the font file first: simulator.registerFont(fileAt:)"
        }
    }

    /// `NAME: reason`, with what fixes it where UIKit's reason does not say.
    public var description: String {
        var text = exceptionName.map { "\($0): \(reason)" } ?? reason
        switch self {
        case .noCommonAncestor(let c, _, _):
            text += " (Add both views to one hierarchy before activating \(c).)"
        case .unableToInstall(let c, let view):
            text += " (Add \(c) to a view that contains both of its items, such as their nearest common ancestor, or set isActive = true and let UIKit choose; \(view) does not.)"
        case .requiredPriorityChange(let c, _, _):
            text += " (\(c): deactivate it first, or keep its priority below 1000 and change it among optional values.)"
        default: break
        }
        return text
    }

    /// What an engine command threw, as the mistake it reports: a `UIKitError` as it is, the
    /// engine's refusal (`engine`), the fonts' failure (`textMeasurer`).
    static func refused(_ error: Error) -> UIKitError {
        switch error {
        case let e as UIKitError: return e
        case let e as LayoutError: return .engine(e)
        case let e as RenderError: return .textMeasurer(e)
        default: return .script("\(error)")
        }
    }

    static func number(_ f: Float) -> String { f == f.rounded() ? String(Int(f)) : String(f) }

    /// The two anchors of an equation `first.attr == second.attr …`, without the
    /// multiplier and constant; nil for an identifier.
    static func anchors(of equation: String) -> (String, String)? {
        for relation in [" == ", " <= ", " >= "] {
            guard let r = equation.range(of: relation) else { continue }
            var rhs = equation[r.upperBound...]
            if let star = rhs.firstIndex(of: "*") { rhs = rhs[rhs.index(after: star)...] }
            if let op = rhs.range(of: " + ") ?? rhs.range(of: " - ") { rhs = rhs[..<op.lowerBound] }
            return (String(equation[..<r.lowerBound]), String(rhs))
        }
        return nil
    }

    /// Reports a mistake: to `host`'s recording (else the recording running, whose code
    /// made it); outside any recording to standard error and to `reported(during:)`.
    @MainActor static func raise(_ error: UIKitError, in host: PlaybackHost?) {
        if let recording = host.flatMap({ $0.isRecording ? $0 : nil }) ?? UIScreen.main.recording {
            recording.errors.append(error)
            return
        }
        if let collector = Collector.current {
            collector.collect(error)
            return
        }
        let line = exceptionName(error).map { "*** animrender: UIKit raises uncaught exception '\($0)', reason: '\(error.reason)' "
            + "— the call did nothing and the test goes on" } ?? "*** animrender: \(error.reason)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func exceptionName(_ error: UIKitError) -> String? { error.exceptionName }

    /// The mistakes reported while `body` runs outside a recording, in order (not
    /// printed). A recording's mistakes are `record`'s to throw, not these.
    @MainActor public static func reported(during body: () throws -> Void) rethrows -> [UIKitError] {
        let collector = Collector(enclosing: Collector.current)
        try Collector.$current.withValue(collector) { try body() }
        return collector.errors
    }

    /// What one `reported(during:)` call has collected. The innermost call running is bound
    /// to the task, for the call's extent only (a task-local value, not a process-wide
    /// stack): a mistake reaches it and every call it runs inside.
    @MainActor final class Collector {
        @TaskLocal static var current: Collector?

        private(set) var errors: [UIKitError] = []
        private let enclosing: Collector?

        init(enclosing: Collector?) { self.enclosing = enclosing }

        func collect(_ error: UIKitError) {
            errors.append(error)
            enclosing?.collect(error)
        }
    }
}
