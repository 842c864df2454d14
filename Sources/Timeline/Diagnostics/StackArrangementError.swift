import Geometry

/// A stack view's arrangement UIKit would not make, found by the timeline's validator:
/// what is wrong, with the views it concerns by their identities. `message` is the error
/// line's wording.
public enum StackArrangementError: Hashable, Sendable {
    /// The stack lists itself among its arranged subviews.
    case arrangesItself(stack: ViewID)
    /// The stack lists `view` twice.
    case arrangedTwice(ViewID)
    /// `view` is arranged by `other` already (a view has one superview).
    case arrangedElsewhere(ViewID, by: ViewID)
    /// Custom spacing after `view`, which the stack does not arrange.
    case spacingAfterUnarranged(ViewID, stack: ViewID)
    /// An arranged view declared with another `parent`.
    case foreignParent(ViewID, stack: ViewID, parent: ViewID)
    /// At run time: an arranged view that is a subview of `parent`, not of the stack.
    case notASubview(ViewID, stack: ViewID, parent: ViewID)
    /// An arranged view that asks to be laid out by its autoresizing mask.
    case laidOutByMask(ViewID, stack: ViewID)
    /// A stack added at run time with arranged subviews, which cannot be its subviews yet.
    case addedWithArrangedSubviews(stack: ViewID)

    public var message: String {
        switch self {
        case .arrangesItself(let stack): return "stack view '\(stack)' cannot arrange itself"
        case .arrangedTwice(let view): return "'\(view)' is arranged twice"
        case .arrangedElsewhere(let view, let other): return "'\(view)' is already arranged by stack view '\(other)'"
        case .spacingAfterUnarranged(let view, let stack):
            return "custom spacing after '\(view)', which stack view '\(stack)' does not arrange"
        case .foreignParent(let view, let stack, let parent):
            return "'\(view)' is arranged by stack view '\(stack)' but its parent is '\(parent)'"
        case .notASubview(let view, let stack, let parent): return "'\(view)' is a subview of '\(parent)', not of stack view '\(stack)'"
        case .laidOutByMask(let view, let stack): return "'\(view)' is arranged by stack view '\(stack)', which lays it out with constraints"
        case .addedWithArrangedSubviews(let stack):
            return "stack view '\(stack)' is added with arranged subviews that cannot be its subviews yet"
        }
    }
}
