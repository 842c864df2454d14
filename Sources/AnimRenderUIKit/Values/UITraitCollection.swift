import Foundation
import Geometry

/// The traits a view or controller is laid out in: size classes (from the device and the
/// orientation), layout direction, Dynamic Type text size, the appearance (light or dark)
/// and the screen's scale.
///
/// As in UIKit, a collection made with one trait (`init(horizontalSizeClass:)` …) leaves
/// the others unspecified, and `init(traitsFrom:)` merges collections, later ones winning
/// for the traits they specify; a trait not specified reads as `.unspecified` (its size
/// classes, layout direction, text size and appearance) or 0 (its display scale), as in UIKit. A
/// recording's collections specify every trait; a recorded frame's `traits` (frames.json's)
/// leave `displayScale` unspecified (0).
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Which traits a collection specifies.
    struct Specified: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let horizontalSizeClass = Specified(rawValue: 1 << 0)
        static let verticalSizeClass = Specified(rawValue: 1 << 1)
        static let layoutDirection = Specified(rawValue: 1 << 2)
        static let contentSizeCategory = Specified(rawValue: 1 << 3)
        static let userInterfaceStyle = Specified(rawValue: 1 << 4)
        static let frameTraits: Specified = [.horizontalSizeClass, .verticalSizeClass, .layoutDirection, .contentSizeCategory,
                                             .userInterfaceStyle]
    }

    /// The values; only those in `specified` are the collection's.
    let traits: TraitCollection
    let specified: Specified
    /// 0 when unspecified (UIKit's value for it).
    public let displayScale: CGFloat
    /// `.unspecified` when unspecified; a recording's and a window's are the device's.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(_ traits: TraitCollection, specified: Specified = .frameTraits, displayScale: CGFloat = 0,
         userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        var t = TraitCollection()
        // Unspecified traits hold the defaults, so equal collections have equal storage.
        if specified.contains(.horizontalSizeClass) { t.horizontalSizeClass = traits.horizontalSizeClass } else { t.horizontalSizeClass = .unspecified }
        if specified.contains(.verticalSizeClass) { t.verticalSizeClass = traits.verticalSizeClass } else { t.verticalSizeClass = .unspecified }
        if specified.contains(.layoutDirection) { t.layoutDirection = traits.layoutDirection }
        if specified.contains(.contentSizeCategory) { t.contentSizeCategory = traits.contentSizeCategory }
        if specified.contains(.userInterfaceStyle) { t.userInterfaceStyle = traits.userInterfaceStyle }
        self.traits = t
        self.specified = specified
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Every trait unspecified, as UIKit's `init()`.
    public convenience init() { self.init(TraitCollection(), specified: []) }

    /// Only the horizontal size class (UIKit's); `.unspecified` specifies nothing.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(horizontalSizeClass: horizontalSizeClass.geometry),
                  specified: horizontalSizeClass == .unspecified ? [] : .horizontalSizeClass)
    }

    /// Only the vertical size class (UIKit's); `.unspecified` specifies nothing.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(verticalSizeClass: verticalSizeClass.geometry),
                  specified: verticalSizeClass == .unspecified ? [] : .verticalSizeClass)
    }

    /// Only the layout direction (UIKit's); `.unspecified` specifies nothing.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        guard let direction = layoutDirection.geometry else { self.init(TraitCollection(), specified: []); return }
        self.init(TraitCollection(layoutDirection: direction), specified: .layoutDirection)
    }

    /// Only the Dynamic Type text size (UIKit's); `.unspecified` specifies nothing.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        guard let category = preferredContentSizeCategory.geometry else { self.init(TraitCollection(), specified: []); return }
        self.init(TraitCollection(contentSizeCategory: category), specified: .contentSizeCategory)
    }

    /// Only the appearance (UIKit's); `.unspecified` specifies nothing.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(TraitCollection(userInterfaceStyle: userInterfaceStyle.geometry ?? .light),
                  specified: userInterfaceStyle == .unspecified ? [] : .userInterfaceStyle)
    }

    /// Only the display scale (UIKit's); 0 (or a value that is not a positive number)
    /// specifies nothing.
    public convenience init(displayScale: CGFloat) {
        self.init(TraitCollection(), specified: [], displayScale: displayScale)
    }

    /// Only the device idiom (UIKit's); `.unspecified` specifies nothing.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(TraitCollection(), specified: [], userInterfaceIdiom: userInterfaceIdiom)
    }

    /// UIKit's merge: every trait any of `traitCollections` specifies, the last one that
    /// specifies a trait giving its value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var t = TraitCollection()
        var specified: Specified = []
        var scale: CGFloat = 0
        var idiom = UIUserInterfaceIdiom.unspecified
        for c in traitCollections {
            if c.specified.contains(.horizontalSizeClass) { t.horizontalSizeClass = c.traits.horizontalSizeClass }
            if c.specified.contains(.verticalSizeClass) { t.verticalSizeClass = c.traits.verticalSizeClass }
            if c.specified.contains(.layoutDirection) { t.layoutDirection = c.traits.layoutDirection }
            if c.specified.contains(.contentSizeCategory) { t.contentSizeCategory = c.traits.contentSizeCategory }
            if c.specified.contains(.userInterfaceStyle) { t.userInterfaceStyle = c.traits.userInterfaceStyle }
            specified.formUnion(c.specified)
            if c.displayScale > 0 { scale = c.displayScale }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
        }
        self.init(t, specified: specified, displayScale: scale, userInterfaceIdiom: idiom)
    }

    /// Not UIKit's API (UIKit builds collections one trait at a time): every trait a frame's
    /// `traits` has at once, for comparing with it (`displayScale` unspecified, as there).
    /// An `.unspecified` value leaves that trait unspecified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                            layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                            preferredContentSizeCategory: UIContentSizeCategory = .large,
                            userInterfaceStyle: UIUserInterfaceStyle = .light) {
        self.init(traitsFrom: [UITraitCollection(horizontalSizeClass: horizontalSizeClass),
                               UITraitCollection(verticalSizeClass: verticalSizeClass),
                               UITraitCollection(layoutDirection: layoutDirection),
                               UITraitCollection(preferredContentSizeCategory: preferredContentSizeCategory),
                               UITraitCollection(userInterfaceStyle: userInterfaceStyle)])
    }

    public var horizontalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(traits.horizontalSizeClass) }
    public var verticalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(traits.verticalSizeClass) }
    /// `.unspecified` unless the collection specifies it, as in UIKit.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        specified.contains(.layoutDirection) ? UITraitEnvironmentLayoutDirection(traits.layoutDirection) : .unspecified
    }
    /// `.unspecified` unless the collection specifies it, as in UIKit.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        specified.contains(.contentSizeCategory) ? UIContentSizeCategory(traits.contentSizeCategory) : .unspecified
    }
    /// Light or dark; `.unspecified` unless the collection specifies it, as in UIKit.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        specified.contains(.userInterfaceStyle) ? UIUserInterfaceStyle(traits.userInterfaceStyle) : .unspecified
    }

    /// Whether every trait `trait` specifies has the same value here (UIKit's).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        guard specified.isSuperset(of: trait.specified) else { return false }
        let s = trait.specified
        if s.contains(.horizontalSizeClass), horizontalSizeClass != trait.horizontalSizeClass { return false }
        if s.contains(.verticalSizeClass), verticalSizeClass != trait.verticalSizeClass { return false }
        if s.contains(.layoutDirection), layoutDirection != trait.layoutDirection { return false }
        if s.contains(.contentSizeCategory), preferredContentSizeCategory != trait.preferredContentSizeCategory { return false }
        if s.contains(.userInterfaceStyle), userInterfaceStyle != trait.userInterfaceStyle { return false }
        guard trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom else { return false }
        return trait.displayScale == 0 || trait.displayScale == displayScale
    }

    /// Whether the size classes differ from `other`'s (what a layout keyed on them checks).
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.traits == b.traits && a.specified == b.specified && a.displayScale == b.displayScale
            && a.userInterfaceIdiom == b.userInterfaceIdiom
    }
    public func hash(into h: inout Hasher) {
        h.combine(traits); h.combine(specified); h.combine(displayScale); h.combine(userInterfaceIdiom)
    }
    public var description: String {
        var parts: [String] = []
        if specified.contains(.horizontalSizeClass) { parts.append("HorizontalSizeClass = \(horizontalSizeClass)") }
        if specified.contains(.verticalSizeClass) { parts.append("VerticalSizeClass = \(verticalSizeClass)") }
        if specified.contains(.layoutDirection) { parts.append("LayoutDirection = \(layoutDirection)") }
        if specified.contains(.contentSizeCategory) { parts.append("PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)") }
        if specified.contains(.userInterfaceStyle) { parts.append("UserInterfaceStyle = \(userInterfaceStyle)") }
        if displayScale > 0 { parts.append("DisplayScale = \(displayScale)") }
        if userInterfaceIdiom != .unspecified { parts.append("UserInterfaceIdiom = \(userInterfaceIdiom)") }
        return "<UITraitCollection" + parts.map { "; " + $0 }.joined() + ">"
    }
}

extension UIView {
    /// The traits of the recording the view is in, with the screen's scale (an iPhone in
    /// portrait at scale 2 outside one), and the appearance of the nearest
    /// `overrideUserInterfaceStyle` on the view or a superview.
    public var traitCollection: UITraitCollection {
        let screen = attachedHost?.traitCollection ?? UIScreen.main.traitCollection
        var view: UIView? = self
        while let v = view {
            if v.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(traitsFrom: [screen, UITraitCollection(userInterfaceStyle: v.overrideUserInterfaceStyle)])
            }
            view = v.superview
        }
        return screen
    }
}
