import Foundation

/// The constraints a view holds, and its layout guides.
extension UIView {
    /// The active constraints this view holds: those whose items' nearest common
    /// ancestor it is, and those added with `addConstraint`, in the order they were added
    /// (not those the engine keeps only for itself, as UIKit lists none of its own either).
    public var constraints: [NSLayoutConstraint] { heldConstraints.filter(\.isListed) }

    /// Activates `constraint`, held by this view (UIKit's pre-iOS 8 way; prefer
    /// `isActive`). The items must be this view or its subviews, as UIKit requires.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        constraint.activate(holdingIn: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        host?.guideAdded(guide, to: self)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for c in heldConstraints where c.firstItem === guide || c.secondItem === guide { c.isActive = false }
        layoutGuides.removeAll { $0 === guide }
        host?.guideRemoved(guide, from: self)
        guide.owningView = nil
    }
}
