import Foundation

/// What an alongside animation or a completion is told about the transition running.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var initiallyInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    /// The rotation the interface makes relative to the device (see docs/swift-api.md).
    var targetTransform: CGAffineTransform { get }
}

/// The coordinator `viewWillTransition(to:with:)` gets: what its alongside animations do
/// animates inside the rotation's animation (after the rotation's layout pass, so the
/// views already have their new sizes), and its completions run when that animation ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Ours: `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// A rotation's coordinator.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var isComplete = false

    init(duration: TimeInterval, targetTransform: CGAffineTransform) {
        transitionDuration = duration
        self.targetTransform = targetTransform
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { isComplete ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongsideAnimations() {
        let blocks = alongside
        alongside = []
        for b in blocks { b(self) }
    }

    func complete() {
        isComplete = true
        let blocks = completions
        completions = []
        for b in blocks { b(self) }
    }
}
