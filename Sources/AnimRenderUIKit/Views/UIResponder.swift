import Foundation

/// UIKit's responder: the superclass of `UIView` and `UIViewController`, an `NSObject`
/// (identity `==`, `isEqual`, `hash`, `description`). There are no events here, so the
/// responder chain is only a chain: `next` is a view's controller or superview, a
/// controller's view's superview; nothing ever becomes first responder.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// `objc_setAssociatedObject`'s values for this object, released with it (guarded by
    /// the association table's lock).
    nonisolated(unsafe) var associatedValues: [UnsafeRawPointer: AssociatedValue] = [:]

    /// The next responder (UIKit's chain: a view's controller if it is a controller's view,
    /// else its superview; a controller's view's superview).
    open var next: UIResponder? { nil }

    /// Nothing can: there are no events.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }

    /// Refuses, as UIKit does for a responder that cannot become first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
