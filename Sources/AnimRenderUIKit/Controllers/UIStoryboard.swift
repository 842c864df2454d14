import Foundation

/// A storyboard's shape, so that code written for iOS that names storyboards compiles
/// (Reusable's `StoryboardBased`). There are no compiled storyboards here, so making one
/// is what UIKit does for a storyboard its bundle does not hold: NSInvalidArgumentException,
/// "Could not find a storyboard named … in bundle …", reported (UIKitError); it then
/// holds no controllers: the initial one is nil, one asked for by identifier is UIKit's
/// "doesn't contain a view controller with identifier" exception (a plain controller is
/// returned so the code goes on). The generic `instantiateViewController(identifier:creator:)`
/// is not here: it would have to make a controller of any class, and many make
/// `init?(coder:)` trap.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name (without `.storyboard`) and the bundle it would be read from.
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil ?? .main
        super.init()
        UIKitError.raise(.invalidArgument("Could not find a storyboard named '\(name)' in bundle NSBundle "
                                          + "<\(bundle.bundlePath)> (loaded)"), in: nil)
    }

    /// nil: the storyboard holds no controllers.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// nil: the storyboard holds no controllers (`creator` is not called).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? { nil }

    /// UIKit's exception for an identifier the storyboard does not hold, reported; a plain
    /// controller is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        UIKitError.raise(.invalidArgument(missingControllerReason(identifier)), in: nil)
        return UIViewController()
    }

    private func missingControllerReason(_ identifier: String) -> String {
        "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'"
    }
}
