import Foundation
import Geometry
import Layout

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The engine's options (one definition, in Geometry), in bit order. The zero-valued
        /// defaults (`directionLeadingToTrailing`, `spacingEdgeToEdge`) are what no flag
        /// means, as in UIKit.
        var visualFormatOptions: [VisualFormatOption] {
            var out: [VisualFormatOption] = []
            let alignments: [(FormatOptions, VisualFormatOption)] = [
                (.alignAllLeft, .alignAllLeft), (.alignAllRight, .alignAllRight), (.alignAllTop, .alignAllTop),
                (.alignAllBottom, .alignAllBottom), (.alignAllLeading, .alignAllLeading), (.alignAllTrailing, .alignAllTrailing),
                (.alignAllCenterX, .alignAllCenterX), (.alignAllCenterY, .alignAllCenterY),
                (.alignAllLastBaseline, .alignAllLastBaseline), (.alignAllFirstBaseline, .alignAllFirstBaseline),
            ]
            for (flag, option) in alignments where contains(flag) { out.append(option) }
            switch (rawValue >> 16) & 0x3 {
            case 1: out.append(.directionLeftToRight)
            case 2: out.append(.directionRightToLeft)
            default: break
            }
            if contains(.spacingBaselineToBaseline) { out.append(.spacingBaselineToBaseline) }
            return out
        }
    }

    /// The Visual Format Language, parsed by the same parser as the timeline's `vfl`
    /// (docs/timeline-format.md): `views` maps the names in `format` to views, `metrics`
    /// names numbers. `|` is the views' common superview. A format UIKit cannot parse is
    /// its NSInvalidArgumentException — `record` throws `UIKitError.invalidConstraint`
    /// with the parser's message and a caret — and no constraint is made.
    @discardableResult @_disfavoredOverload
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: format, options: opts, metrics: metrics, views: views, writtenAt: nil)
    }

    /// The names a format may use: the views dictionary's keys. A name outside them is UIKit's
    /// "w is not a key in the views dictionary." at the name, before anything else about the
    /// format is judged (so `H:|-[w]-|` does not blame the superview of a view it cannot find).
    private static func viewsDictionary(_ objects: [String: UIView]) -> KnownViews {
        KnownViews(contains: { objects[$0] != nil }, names: { objects.keys.sorted() },
                   absence: { "\($0) is not a key in the views dictionary." })
    }

    /// The Visual Format Language, each constraint located at `site`.
    static func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions,
                            metrics: [String: Any]?, views: [String: Any], writtenAt site: SourceLocation?) -> [NSLayoutConstraint] {
        var objects: [String: UIView] = [:]
        for (name, value) in views { if let v = value as? UIView { objects[name] = v } }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let d = value as? Double { numbers[name] = d } else if let f = value as? CGFloat { numbers[name] = f.native }
            else if let i = value as? Int { numbers[name] = Double(i) } else if let f = value as? Float { numbers[name] = Double(f) }
        }
        let superviewName = "\u{1}superview"
        var superview: UIView?
        let descriptions: [ConstraintDescription]
        do {
            descriptions = try VisualFormat.parse(format, metrics: numbers, options: opts.visualFormatOptions,
                                                  views: Self.viewsDictionary(objects)) { name in
                guard let parent = objects[name]?.superview else { return nil }
                superview = parent
                return superviewName
            }
        } catch let e as ConstraintSyntaxError {
            UIKitError.raise(.constraintFormat(e), in: nil)
            return []
        } catch {
            UIKitError.raise(.invalidConstraint("Unable to parse constraint format: \(error)"), in: nil)
            return []
        }
        func object(_ item: ItemReference?) -> AnyObject? {
            guard let item else { return nil }
            return item.view.name == superviewName ? superview : objects[item.view.name]
        }
        return descriptions.compactMap { d in
            guard let first = object(d.firstItem) else { return nil }
            let c = NSLayoutConstraint(item: first, attribute: Attribute(d.firstAttribute), relatedBy: Relation(d.relation),
                                       toItem: object(d.secondItem), attribute: d.secondAttribute.map(Attribute.init) ?? .notAnAttribute,
                                       multiplier: CGFloat(d.multiplier), constant: CGFloat(d.constant), writtenAt: site)
            c.priority = UILayoutPriority(d.priority)
            return c
        }
    }
}
