import Foundation
import Layout

/// An anchor: one attribute of a view or a layout guide, made into constraints with
/// `constraint(equalTo:…)` and friends, as UIKit's. The anchor subclasses only let an
/// anchor be related to one of its own kind (x with x, y with y, dimension with dimension).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, file: file, line: line)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant c: CGFloat, file: StaticString, line: UInt) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c,
                           file: file, line: line)
    }

    /// `self RELATION anchor + multiplier × 8`: UIKit's standard spacing between siblings
    /// (8 pt, what VFL's `-` stands for), for the `…SystemSpacing…` forms.
    func spaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat,
                _ file: StaticString, _ line: UInt) -> NSLayoutConstraint {
        make(relation, anchor, constant: multiplier * CGFloat(VisualFormat.standardSiblingSpacing), file: file, line: line)
    }

    public var description: String { "\(NSLayoutConstraint.itemName(item)).\(attribute)" }
}

/// A horizontal position anchor (leading, trailing, left, right, centerX).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (see `spaced`).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        spaced(.equal, anchor, multiplier, file, line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, multiplier, file, line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, multiplier, file, line)
    }
}

/// A vertical position anchor (top, bottom, centerY, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (see `NSLayoutXAxisAnchor`).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        spaced(.equal, anchor, multiplier, file, line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, multiplier, file, line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, multiplier, file, line)
    }
}

/// A size anchor (width, height).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(equalToConstant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint { make(.equal, nil, constant: c, file: file, line: line) }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(lessThanOrEqualToConstant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c, file: file, line: line) }

    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
    /// As UIKit's, plus defaulted `file`/`line`: where the constraint was made (its `source`
    /// in frames.json).
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
}
