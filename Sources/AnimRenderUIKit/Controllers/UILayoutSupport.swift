import Foundation

/// UIKit's `UILayoutSupport`: the deprecated (iOS 7–10) top and bottom layout guides of a
/// view controller, `topLayoutGuide` and `bottomLayoutGuide`. As since iOS 11 they follow
/// the safe area: the top guide runs from the root view's top down to its safe area, the
/// bottom guide from the safe area's bottom to the view's bottom, so `length` is the safe
/// area's inset there. They are constraint items (`topLayoutGuide.bottomAnchor`, or the guide
/// itself in `NSLayoutConstraint(item:…)`).
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height: the safe area's inset at its edge, as of the last layout.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide: a layout guide of the root view, held
/// between the view's edge and its safe area by constraints the guide makes when the
/// controller first hands it out. The root view's `constraints` lists two per guide, as
/// UIKit lists its two `_UILayoutSupportConstraint`s (the guide's height and its pin to the
/// view's edge): here the pin (`V:|-(0)-[guide]` for the top guide, the bottom edge for the
/// bottom one) and the guide's other edge at the safe area's, which holds its height at the
/// inset (UIKit writes that as `height == inset`, a constant it keeps current). Its leading
/// and trailing pins are the engine's alone and unlisted (UIKit's guide has no width to
/// solve). frames.json lists all four under their identifiers `topLayoutGuide.top`,
/// `topLayoutGuide.bottom` …, the guide as `topLayoutGuide`.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    enum Edge: String { case top, bottom }

    init(edge: Edge, in view: UIView) {
        super.init()
        identifier = "\(edge.rawValue)LayoutGuide"
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        let constraints: [(String, NSLayoutConstraint)]
        switch edge {
        case .top:
            constraints = [("top", topAnchor.constraint(equalTo: view.topAnchor)),
                           ("bottom", bottomAnchor.constraint(equalTo: safeArea.topAnchor))]
        case .bottom:
            constraints = [("top", topAnchor.constraint(equalTo: safeArea.bottomAnchor)),
                           ("bottom", bottomAnchor.constraint(equalTo: view.bottomAnchor))]
        }
        let sides = [("leading", leadingAnchor.constraint(equalTo: view.leadingAnchor)),
                     ("trailing", trailingAnchor.constraint(equalTo: view.trailingAnchor))]
        for (_, c) in sides { c.isListed = false }
        for (name, c) in constraints + sides {
            c.identifier = "\(identifier).\(name)"
            c.isActive = true
        }
    }

    var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The top layout guide (UIKit's, deprecated since iOS 11): from the root view's top to
    /// its safe area's top. Loads the view, as UIKit does.
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(.top) }

    /// The bottom layout guide (UIKit's, deprecated since iOS 11): from the root view's safe
    /// area's bottom to its bottom. Loads the view, as UIKit does.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(.bottom) }

    /// The guide for `edge`, made on first use in the root view.
    private func layoutSupportGuide(_ edge: LayoutSupportGuide.Edge) -> LayoutSupportGuide {
        let root: UIView = view
        if let existing = root.layoutGuides.lazy.compactMap({ $0 as? LayoutSupportGuide })
            .first(where: { $0.identifier == "\(edge.rawValue)LayoutGuide" }) {
            return existing
        }
        return LayoutSupportGuide(edge: edge, in: root)
    }

    /// The smallest margins the system gives the root view: 16 points on the sides in a
    /// compact width, 20 in a regular one, none at the top and bottom (what the layout
    /// holds the root view's margins to while `viewRespectsSystemMinimumLayoutMargins`).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
