import Foundation
import Geometry

extension UIView {
    /// The appearance of the view and its subviews, whatever the screen's (`.unspecified`:
    /// inherit the superview's). Dynamic colours of the subtree resolve for it.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { UIUserInterfaceStyle(appearance.overrideUserInterfaceStyle) }
        set { changeAppearance { $0.overrideUserInterfaceStyle = newValue.geometry } }
    }
}
