import Foundation
import Layout

/// An anchor: one attribute of a view or a layout guide, made into constraints with
/// `constraint(equalTo:…)` and friends, as UIKit's — the same generic shape, parameter
/// lists and results, so the methods can be passed as function values
/// (`view.widthAnchor.constraint(equalToConstant:)`) and named in protocol requirements.
/// The anchor subclasses only let an anchor be related to one of its own kind (x with x,
/// y with y, dimension with dimension).
///
/// Every method is `@discardableResult`: Swift imports UIKit's Objective-C methods so, and
/// code written for iOS relies on it. Each is `@_disfavoredOverload`: a call picks the
/// overload with hidden `file:`/`line:` arguments (`NSLayoutConstraint+callSite.swift`),
/// which calls it and records where the constraint was written; a function value or a
/// protocol requirement names this one, UIKit's exact signature.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    nonisolated let anchorIdentity: AnchorIdentity

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        anchorIdentity = AnchorIdentity(item: item.map(ObjectIdentifier.init), attribute: attribute)
        super.init()
    }

    @discardableResult @_disfavoredOverload
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c, writtenAt: nil)
    }

    /// `self RELATION anchor + multiplier × 8`: UIKit's standard spacing between siblings
    /// (8 pt, what VFL's `-` stands for), for the `…SystemSpacing…` forms.
    func spaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                _ multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, constant: multiplier * CGFloat(VisualFormat.standardSiblingSpacing))
    }

    /// Two anchors are equal when they are the same attribute of the same item, whatever
    /// their generic parameter (`constraint.firstAnchor == view.topAnchor`): each read of
    /// `view.topAnchor` makes a new anchor object, so `==` compares what it stands for.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? AnchorIdentifying)?.anchorIdentity == anchorIdentity
    }

    open override var hash: Int { anchorIdentity.hashValue }

    open override var description: String {
        mainActorDescription(of: self) { "\(NSLayoutConstraint.itemName(item)).\(attribute)" }
    }
}

/// What an anchor stands for: an item and one of its attributes.
struct AnchorIdentity: Hashable, Sendable {
    let item: ObjectIdentifier?
    let attribute: NSLayoutConstraint.Attribute
}

/// Anchors of any generic parameter, for `isEqual`.
protocol AnchorIdentifying {
    var anchorIdentity: AnchorIdentity { get }
}

extension NSLayoutAnchor: AnchorIdentifying {}

/// A horizontal position anchor (leading, trailing, left, right, centerX).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (see `spaced`).
    @discardableResult @_disfavoredOverload
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, multiplier)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
}

/// A vertical position anchor (top, bottom, centerY, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (see `NSLayoutXAxisAnchor`).
    @discardableResult @_disfavoredOverload
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, multiplier)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
}

/// A size anchor (width, height).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    @discardableResult @_disfavoredOverload
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    @discardableResult @_disfavoredOverload
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    @discardableResult @_disfavoredOverload
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    @discardableResult @_disfavoredOverload
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
