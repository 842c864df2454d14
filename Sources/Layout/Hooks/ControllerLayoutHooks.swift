/// The view controller's overrides of its layout callbacks, called with the root view's
/// pass: `updateViewConstraints` in place of the root view's `updateConstraints` (UIKit's
/// implementation, `callSuper()`, runs the root view's `updateConstraints`), and
/// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around the root view's
/// `layoutSubviews` (UIKit's implementations do nothing). `name` names the controller in
/// the trace and in layout feedback loop reports. `lifecycle` is told of the loading and
/// appearance callbacks of the first display (`appear()`) right after each is traced, so
/// a front end can run the controller's `loadView`, `viewDidLoad`, `viewWillAppear` and
/// `viewDidAppear` there, in UIKit's order around the first pass.
public struct ControllerLayoutHooks {
    public var name: String
    public var updateViewConstraints: ((LayoutHookCall) -> Void)?
    public var viewWillLayoutSubviews: ((LayoutHookCall) -> Void)?
    public var viewDidLayoutSubviews: ((LayoutHookCall) -> Void)?
    public var lifecycle: ((ControllerLifecycleCallback) -> Void)?

    public init(name: String = "UIViewController", updateViewConstraints: ((LayoutHookCall) -> Void)? = nil,
                viewWillLayoutSubviews: ((LayoutHookCall) -> Void)? = nil,
                viewDidLayoutSubviews: ((LayoutHookCall) -> Void)? = nil,
                lifecycle: ((ControllerLifecycleCallback) -> Void)? = nil) {
        self.name = name; self.updateViewConstraints = updateViewConstraints
        self.viewWillLayoutSubviews = viewWillLayoutSubviews; self.viewDidLayoutSubviews = viewDidLayoutSubviews
        self.lifecycle = lifecycle
    }
}

/// The view controller's loading and appearance callbacks, in the order the first
/// display sends them.
public enum ControllerLifecycleCallback: String, Hashable, Sendable {
    case loadView, viewDidLoad, viewWillAppear, viewDidAppear
}
