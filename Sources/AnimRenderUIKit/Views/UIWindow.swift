import Foundation

/// The window: the root of the view tree. A recording makes its own (the `Simulator`'s
/// screen) and installs the controller as its root; a window made in a test is an
/// ordinary container that is never laid out.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Setting it puts the controller's view in the window, as UIKit does (a recording's
    /// window installs its controller itself, in UIKit's order of callbacks).
    public var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            storedRootViewController?.view.removeFromSuperview()
            storedRootViewController = newValue
            if let vc = newValue { addSubview(vc.view) }
        }
    }
    var storedRootViewController: UIViewController?

    /// Shows the window; a recording's window is already key.
    public func makeKeyAndVisible() { isHidden = false }
    /// True for a recording's window while it records.
    public var isKeyWindow: Bool { host != nil }
}
