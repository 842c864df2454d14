import Foundation

/// `UIView.transition`: the view changes the block makes (or the swap of two views) with a
/// completion, as UIKit's. The transition's picture (a cross-dissolve, a flip) is not
/// drawn: inside a recording the block's changes animate over the duration as an
/// animation block's do, and outside one they take effect at once with the completion
/// on the next turn of the run loop, as `UIView.animate`'s.
extension UIView {
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (at its place), or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`, as Apple documents.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                parent.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
