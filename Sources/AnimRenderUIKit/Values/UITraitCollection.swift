import Foundation
import Geometry

public typealias UIUserInterfaceSizeClass = Geometry.SizeClass
public typealias UIContentSizeCategory = Geometry.ContentSizeCategory
public typealias UITraitEnvironmentLayoutDirection = Geometry.LayoutDirection

/// The traits a view or controller is laid out in: size classes (from the device and the
/// orientation), layout direction and Dynamic Type text size, as frames.json's `traits`.
/// Size classes are never `unspecified` here: a recording always knows them.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    let traits: TraitCollection

    init(_ traits: TraitCollection) { self.traits = traits }

    /// Not UIKit's API (UIKit builds collections one trait at a time): every trait at once, for
    /// comparing with a frame's `traits`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                            layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                            preferredContentSizeCategory: UIContentSizeCategory = .large) {
        self.init(TraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                                  layoutDirection: layoutDirection, contentSizeCategory: preferredContentSizeCategory))
    }

    public var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { traits.layoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory { traits.contentSizeCategory }

    /// Whether the size classes differ from `other`'s (what a layout keyed on them checks).
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.traits == b.traits }
    public func hash(into h: inout Hasher) { h.combine(traits) }
    public var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass); VerticalSizeClass = \(verticalSizeClass); "
            + "LayoutDirection = \(layoutDirection); PreferredContentSizeCategory = \(preferredContentSizeCategory)>"
    }
}

extension UIView {
    /// The traits of the recording the view is in (an iPhone in portrait outside one).
    public var traitCollection: UITraitCollection { UITraitCollection(attachedHost?.player.traits ?? TraitCollection()) }
}
