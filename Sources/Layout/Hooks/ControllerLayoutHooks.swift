/// The view controller's overrides of its layout callbacks, called with the root view's
/// pass: `updateViewConstraints` in place of the root view's `updateConstraints` (UIKit's
/// implementation, `callSuper()`, runs the root view's `updateConstraints`), and
/// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around the root view's
/// `layoutSubviews` (UIKit's implementations do nothing). `name` names the controller in
/// the trace and in layout feedback loop reports.
public struct ControllerLayoutHooks {
    public var name: String
    public var updateViewConstraints: ((LayoutHookCall) -> Void)?
    public var viewWillLayoutSubviews: ((LayoutHookCall) -> Void)?
    public var viewDidLayoutSubviews: ((LayoutHookCall) -> Void)?

    public init(name: String = "UIViewController", updateViewConstraints: ((LayoutHookCall) -> Void)? = nil,
                viewWillLayoutSubviews: ((LayoutHookCall) -> Void)? = nil,
                viewDidLayoutSubviews: ((LayoutHookCall) -> Void)? = nil) {
        self.name = name; self.updateViewConstraints = updateViewConstraints
        self.viewWillLayoutSubviews = viewWillLayoutSubviews; self.viewDidLayoutSubviews = viewDidLayoutSubviews
    }
}
