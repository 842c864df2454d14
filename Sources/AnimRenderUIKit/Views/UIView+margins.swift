import Foundation
import Geometry
import Layout

/// Safe area, layout margins and their guides.
extension UIView {
    /// The part of the window's safe area this view overlaps, as of the last layout (what
    /// the overridable `safeAreaInsets` returns unless overridden).
    var layoutSafeAreaInsets: UIEdgeInsets { installedLayout.map { UIEdgeInsets($0.safeAreaInsets) } ?? .zero }

    /// 8 on every side by default; the controller's root view has the system's
    /// (16 or 20 on the sides) until you set it, and while its controller's
    /// `viewRespectsSystemMinimumLayoutMargins` is true never less than those on any side
    /// (UIKit's guarantee): the getter then gives the margins in effect.
    public var layoutMargins: UIEdgeInsets {
        get {
            if recordedName == .root, let s = host?.player.view(.root)?.layout {
                return UIEdgeInsets(s.layoutMargins)
            }
            return UIEdgeInsets(spec.layoutMargins)
        }
        set {
            rootMarginsSet = true
            changeSpec { $0.layoutMargins = newValue.edgeInsets; $0.directionalLayoutMargins = nil }
        }
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return spec.directionalLayoutMargins.map {
                NSDirectionalEdgeInsets(top: CGFloat($0.top), leading: CGFloat($0.leading), bottom: CGFloat($0.bottom),
                                        trailing: CGFloat($0.trailing))
            } ?? m.directional(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        set {
            rootMarginsSet = true
            changeSpec {
                $0.directionalLayoutMargins = DirectionalEdgeInsets(top: newValue.top.native, leading: newValue.leading.native,
                                                                    bottom: newValue.bottom.native, trailing: newValue.trailing.native)
            }
        }
    }

    /// The view's margins also keep its content out of the part of its superview's
    /// margins it overlaps (UIKit's default: false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { spec.preservesSuperviewLayoutMargins }
        set { changeSpec { $0.preservesSuperviewLayoutMargins = newValue } }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { spec.insetsLayoutMarginsFromSafeArea }
        set { changeSpec { $0.insetsLayoutMarginsFromSafeArea = newValue } }
    }

    /// The root view's margins as the controller's code set them (directional ones
    /// resolved for the view's layout direction), before the system minimum applies.
    var requestedRootMargins: EdgeInsets {
        spec.directionalLayoutMargins?.resolved(in: effectiveLayoutDirection) ?? spec.layoutMargins
    }

    /// The insets of `layoutMarginsGuide` from the bounds (margins, plus the safe area
    /// where the view measures its margins from it).
    var layoutMarginsForGuide: UIEdgeInsets {
        installedLayout.map { UIEdgeInsets($0.marginInsets) } ?? layoutMargins
    }

    public var safeAreaLayoutGuide: UILayoutGuide { systemGuides.safeArea }
    public var layoutMarginsGuide: UILayoutGuide { systemGuides.margins }

    /// Resolves leading and trailing for this view: its `semanticContentAttribute` over the
    /// direction its superview lays out in (the app's at the top).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(effectiveLayoutDirection)
    }

    /// `effectiveUserInterfaceLayoutDirection`, as the engine's value.
    var effectiveLayoutDirection: LayoutDirection {
        let inherited = superview?.effectiveLayoutDirection ?? host?.player.traits.layoutDirection ?? .leftToRight
        return spec.semanticContentAttribute.layoutDirection(inheriting: inherited)
    }

    public var semanticContentAttribute: UISemanticContentAttribute {
        get { UISemanticContentAttribute(spec.semanticContentAttribute) }
        set { changeSpec { $0.semanticContentAttribute = newValue.geometry } }
    }

    /// The direction the attribute lays out in: `.unspecified` takes the app's (the recording's
    /// `Simulator.layoutDirection`; left to right outside one).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(attribute.geometry.layoutDirection(
            inheriting: UIScreen.main.recording?.player.traits.layoutDirection ?? UIScreen.main.spec.layoutDirection))
    }
}
