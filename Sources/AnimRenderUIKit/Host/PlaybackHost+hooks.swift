import Foundation
import Layout
import Playback

/// The UIKit objects' overrides, run by the engine as its layout hooks: each view's
/// `updateConstraints`/`layoutSubviews` (a child controller's callbacks around its view's),
/// and the root controller's `updateViewConstraints`, `viewWillLayoutSubviews`,
/// `viewDidLayoutSubviews` and loading and appearance callbacks.
extension PlaybackHost {
    func hooks(for v: UIView) -> ViewLayoutHooks {
        ViewLayoutHooks(name: v.className, updateConstraints: { [weak self, weak v] call in
            MainActor.assumeIsolated {
                guard let self, let v else { return call.callSuper() }
                self.run(call, in: v) {
                    if let vc = v.viewController, vc !== self.controller {
                        vc.layoutSupers.append { v.updateConstraints() }
                        vc.updateViewConstraints()
                        vc.layoutSupers.removeLast()
                    } else {
                        v.updateConstraints()
                    }
                }
            }
        }, layoutSubviews: { [weak self, weak v] call in
            MainActor.assumeIsolated {
                guard let self, let v else { return call.callSuper() }
                self.run(call, in: v) {
                    let insets = v.layoutSafeAreaInsets
                    if insets != v.notifiedSafeAreaInsets {
                        v.notifiedSafeAreaInsets = insets
                        v.safeAreaInsetsDidChange()
                        v.viewController?.viewSafeAreaInsetsDidChange()
                    }
                    let child = v.viewController.flatMap { $0 === self.controller ? nil : $0 }
                    child?.viewWillLayoutSubviews()
                    v.layoutSubviews()
                    child?.viewDidLayoutSubviews()
                }
            }
        })
    }

    /// Runs an override with `call` as its `super`, then installs what it added.
    private func run(_ call: LayoutHookCall, in v: UIView, _ body: () -> Void) {
        v.layoutCalls.append(call)
        body()
        v.layoutCalls.removeLast()
        flush()
    }

    func controllerHooks() -> ControllerLayoutHooks? {
        guard let vc = controller else { return nil }
        return ControllerLayoutHooks(name: vc.className, updateViewConstraints: { [weak self] call in
            MainActor.assumeIsolated {
                vc.layoutSupers.append { call.callSuper() }
                vc.updateViewConstraints()
                vc.layoutSupers.removeLast()
                self?.flush()
            }
        }, viewWillLayoutSubviews: { [weak self] _ in
            MainActor.assumeIsolated { self?.run { vc.viewWillLayoutSubviews() } }
        }, viewDidLayoutSubviews: { [weak self] _ in
            MainActor.assumeIsolated { self?.run { vc.viewDidLayoutSubviews() } }
        }, lifecycle: { [weak self] callback in
            MainActor.assumeIsolated { self?.lifecycle(callback) }
        })
    }

    /// The first display, in UIKit's order: `loadView` (the controller's view becomes the
    /// engine's root view), `viewDidLoad`, `viewWillAppear`, the first pass, `viewDidAppear`;
    /// children loaded and in the window get their appearance callbacks after their parent.
    /// A controller whose view was loaded before `record` is not sent `viewDidLoad` again.
    private func lifecycle(_ callback: ControllerLifecycleCallback) {
        guard let vc = controller else { return }
        switch callback {
        case .loadView:
            vc.performLoadView()
            bindRoot(vc.view)
        case .viewDidLoad:
            run { vc.performViewDidLoad() }
        case .viewWillAppear:
            run { for c in appearing() { c.viewWillAppear(false) } }
        case .viewDidAppear:
            run { for c in appearing() { c.viewDidAppear(false) } }
        }
    }

    /// The controllers whose views are in the window, parents first.
    private func appearing() -> [UIViewController] {
        guard let controller else { return [] }
        return controller.controllerTree.filter { $0 === controller || ($0.viewIfLoaded?.attachedHost === self) }
    }
}
