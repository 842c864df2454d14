import Foundation

/// UIKit's `readableContentGuide`: inside the layout margins, centred, at most a readable
/// line's width. UIKit derives that width from the text size and does not document it;
/// here it is 672 points at every text size (UIKit's value at the default size on an iPad),
/// so on a phone the guide is the margins guide.
final class ReadableContentGuide: UILayoutGuide {
    /// The widest the guide gets.
    static let readableWidth: CGFloat = 672

    init(in view: UIView) {
        super.init()
        identifier = "UIViewReadableContentGuide"
        view.addLayoutGuide(self)
        let margins = view.layoutMarginsGuide
        let fill = widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = UILayoutPriority(999)
        let constraints: [(String, NSLayoutConstraint)] = [
            ("top", topAnchor.constraint(equalTo: margins.topAnchor)),
            ("bottom", bottomAnchor.constraint(equalTo: margins.bottomAnchor)),
            ("centerX", centerXAnchor.constraint(equalTo: margins.centerXAnchor)),
            ("leading", leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor)),
            ("readableWidth", widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableWidth)),
            ("fill", fill),
        ]
        for (name, c) in constraints {
            c.identifier = "\(identifier).\(name)"
            c.isActive = true
        }
    }
}

extension UIView {
    /// The readable-width area inside the margins (see `ReadableContentGuide`), made on
    /// first use as one of the view's layout guides.
    public var readableContentGuide: UILayoutGuide {
        layoutGuides.first { $0 is ReadableContentGuide } ?? ReadableContentGuide(in: self)
    }
}
