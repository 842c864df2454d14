import Foundation

/// UIKit's event, as `hitTest(_:with:)` and `point(inside:with:)` take one: nothing here
/// makes events (there are no touches), so code passes nil or its own.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public override init() { super.init() }
    /// When the event happened (0: never, here).
    open var timestamp: TimeInterval { 0 }
}

