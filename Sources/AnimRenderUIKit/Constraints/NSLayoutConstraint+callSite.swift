import Foundation
import Layout

// Where a constraint was written: UIKit's constraint-making methods again, each with hidden
// `file:`/`line:` arguments the compiler fills in, so frames.json can say which line of the
// app made a constraint (its `source`) as it says which line of a timeline did.
//
// UIKit's own methods keep their exact signatures (function values such as
// `view.widthAnchor.constraint(equalToConstant:)` and protocol requirements name them) and
// are `@_disfavoredOverload`: without that Swift prefers, for a call, the overload that needs
// no default argument. A call therefore lands here, and each method here calls UIKit's by
// its full name (`constraint(equalTo:)(anchor)`: a reference names exactly one method), then
// records the site. (No code outside the module makes anchors, so none overrides their
// methods: a `super` call cannot come back here.)

extension SourceLocation {
    /// The module this file is compiled into (`UIKit`).
    private static let ownModule = "\(#fileID)".prefix { $0 != "/" } + "/"

    /// A call site as frames.json shows it (`Module/File.swift`, line); nil inside this
    /// module, whose own constraints (layout guides', the readable content guide's) were
    /// written by no one in the app.
    init?(callSite file: StaticString, line: UInt) {
        let path = "\(file)"
        guard !path.hasPrefix(Self.ownModule) else { return nil }
        self.init(path: path, line: Int(line))
    }
}

extension NSLayoutConstraint {
    /// This constraint, recorded as made at `file`:`line`.
    func written(at file: StaticString, _ line: UInt) -> NSLayoutConstraint {
        creationSite = SourceLocation(callSite: file, line: line)
        return self
    }

    /// UIKit's item initialiser, recording where it was called (see the top of this file).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
                            file: StaticString = #fileID, line: UInt = #line) {
        self.init(item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
                  multiplier: multiplier, constant: c, writtenAt: SourceLocation(callSite: file, line: line))
    }

    /// UIKit's Visual Format Language, recording where it was called (see the top of this file).
    @discardableResult
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any],
                                  file: StaticString = #fileID, line: UInt = #line) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: format, options: opts, metrics: metrics, views: views,
                    writtenAt: SourceLocation(callSite: file, line: line))
    }
}

extension NSLayoutAnchor {
    @discardableResult
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(equalTo:)(anchor).written(at: file, line)
    }
    @discardableResult
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo:)(anchor).written(at: file, line)
    }
    @discardableResult
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo:)(anchor).written(at: file, line)
    }
    @discardableResult
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(equalTo:constant:)(anchor, c).written(at: file, line)
    }
    @discardableResult
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo:constant:)(anchor, c).written(at: file, line)
    }
    @discardableResult
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo:constant:)(anchor, c).written(at: file, line)
    }
}

extension NSLayoutXAxisAnchor {
    @discardableResult
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(equalToSystemSpacingAfter:multiplier:)(anchor, multiplier).written(at: file, line)
    }
    @discardableResult
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)(anchor, multiplier).written(at: file, line)
    }
    @discardableResult
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)(anchor, multiplier).written(at: file, line)
    }
}

extension NSLayoutYAxisAnchor {
    @discardableResult
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(equalToSystemSpacingBelow:multiplier:)(anchor, multiplier).written(at: file, line)
    }
    @discardableResult
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)(anchor, multiplier).written(at: file, line)
    }
    @discardableResult
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)(anchor, multiplier).written(at: file, line)
    }
}

extension NSLayoutDimension {
    @discardableResult
    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(equalToConstant:)(c).written(at: file, line)
    }
    @discardableResult
    public func constraint(greaterThanOrEqualToConstant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualToConstant:)(c).written(at: file, line)
    }
    @discardableResult
    public func constraint(lessThanOrEqualToConstant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(lessThanOrEqualToConstant:)(c).written(at: file, line)
    }
    @discardableResult
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(equalTo:multiplier:)(anchor, m).written(at: file, line)
    }
    @discardableResult
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo:multiplier:)(anchor, m).written(at: file, line)
    }
    @discardableResult
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo:multiplier:)(anchor, m).written(at: file, line)
    }
    @discardableResult
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(equalTo:multiplier:constant:)(anchor, m, c).written(at: file, line)
    }
    @discardableResult
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo:multiplier:constant:)(anchor, m, c).written(at: file, line)
    }
    @discardableResult
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo:multiplier:constant:)(anchor, m, c).written(at: file, line)
    }
}
