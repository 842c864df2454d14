import Foundation
import Layout

/// A mistake UIKit answers with an exception (which would end the app), reported instead
/// as an error that `Simulator.record` throws — the test fails with UIKit's reason, and
/// the test process lives on. The call that made the mistake does nothing (a constraint
/// stays inactive, a priority keeps its value), as if the exception had been caught.
///
/// A mistake made while no recording runs (code run before `record`, on views outside any
/// window) is printed to standard error.
public enum UIKitError: Error, Equatable, CustomStringConvertible, Sendable {
    /// NSGenericException: a constraint's items have no common ancestor.
    case noCommonAncestor(constraint: String, first: String, second: String)
    /// NSInternalInconsistencyException: required ↔ optional on an active constraint.
    case requiredPriorityChange(constraint: String, from: Float, to: Float)
    /// NSInvalidArgumentException: a constraint UIKit refuses to create or install.
    case invalidConstraint(String)
    /// A view UIKit refuses (adding a view to itself or to one of its subviews).
    case invalidHierarchy(String)
    /// The engine refused a change (its message names the view or constraint).
    case engine(String)
    /// The script asked for something impossible (a time before 0 …).
    case script(String)
    /// UIKit API that animrender accepts but does not simulate (a keyframe calculation
    /// mode other than linear and discrete): the message names it and what to use instead.
    case notSimulated(String)
    /// A label's font names a family (or PostScript name) no font registered on the
    /// simulator has: on a device `UIFont(name:size:)` would have returned nil.
    case unknownFont(String)

    /// UIKit's message for the exception, naming the views.
    public var description: String {
        switch self {
        case .noCommonAncestor(let c, let a, let b):
            return "NSGenericException: Unable to activate constraint \(c) with items \(a) and \(b) because they have no common "
                + "ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. "
                + "(Add both views to the same hierarchy before activating the constraint.)"
        case .requiredPriorityChange(let c, let from, let to):
            return "NSInternalInconsistencyException: Mutating a priority from \(Self.number(from)) to \(Self.number(to)) "
                + "(required to not, or vice versa) on an installed constraint \(c) is not supported. "
                + "Deactivate it first, or keep it optional (below 1000)."
        case .invalidConstraint(let reason): return "NSInvalidArgumentException: \(reason)"
        case .invalidHierarchy(let reason): return "NSInvalidArgumentException: \(reason)"
        case .engine(let message): return message
        case .script(let message): return message
        case .notSimulated(let message): return message
        case .unknownFont(let name):
            return "UIFont(name: \"\(name)\", size:) names no font registered on the simulator (UIKit returns nil for it); "
                + "register the font file first: simulator.registerFont(fileAt:)"
        }
    }

    static func number(_ f: Float) -> String { f == f.rounded() ? String(Int(f)) : String(f) }

    /// Reports a mistake to `host` (the recording it happened in, else the one running);
    /// outside any recording it is printed to standard error only, so no later recording
    /// (another test's) inherits it.
    @MainActor static func raise(_ error: UIKitError, in host: PlaybackHost?) {
        if let host = host ?? PlaybackHost.current {
            host.report(error)
            return
        }
        FileHandle.standardError.write(Data(("AnimRenderUIKit: " + error.description + "\n").utf8))
    }
}
