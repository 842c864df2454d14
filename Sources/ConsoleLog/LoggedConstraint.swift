/// One constraint as a log prints it, read into its parts:
/// `first RELATION multiplier × second + constant @priority`.
public struct LoggedConstraint: Hashable, Sendable {
    public enum Relation: String, Hashable, Sendable { case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">=" }

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`,
    /// `MASLayoutConstraint`, `_UILayoutSupportConstraint`, …
    public var className: String
    /// `0x600002b2c0a0`: the constraint's identity in the log (and in the imported timeline).
    public var address: String
    /// Where the code made it, when the library prints it (`BackupView.swift#61`).
    public var sourceLocation: String?
    /// The `identifier` in quotes: `UISV-hiding`, `UIView-Encapsulated-Layout-Height`, yours.
    public var identifier: String?
    /// `h=--& v=--&` of an NSAutoresizingMaskLayoutConstraint.
    public var autoresizingMask: String?
    public var first: LoggedAnchor
    public var relation: Relation
    public var multiplier: Double
    public var second: LoggedAnchor?
    public var constant: Double
    /// 1…1000; 1000 when the log prints none (required).
    public var priority: Double
    /// `(active)` / `(inactive)`; nil where the era prints neither.
    public var isActive: Bool?
    /// Where the description starts in the log.
    public var location: LogLocation
    /// A visual format's `|`: the second object is the first's superview …
    public var superviewOfFirst = false
    /// … or the first is the second's (`[X]-(c)-|`).
    public var superviewOfSecond = false

    public init(className: String, address: String, sourceLocation: String? = nil, identifier: String? = nil,
                autoresizingMask: String? = nil, first: LoggedAnchor, relation: Relation = .equal,
                multiplier: Double = 1, second: LoggedAnchor? = nil, constant: Double = 0, priority: Double = 1000,
                isActive: Bool? = nil, location: LogLocation) {
        self.className = className; self.address = address; self.sourceLocation = sourceLocation
        self.identifier = identifier; self.autoresizingMask = autoresizingMask; self.first = first
        self.relation = relation; self.multiplier = multiplier; self.second = second; self.constant = constant
        self.priority = priority; self.isActive = isActive; self.location = location
    }

    /// Made by UIKit rather than by the app: autoresizing masks, encapsulated sizes of cells
    /// and controllers' views, stack views' and layout guides' own constraints, the layout
    /// support guides of iOS 7 to 10, and the temporary widths of fitting-size passes.
    public var isMadeByUIKit: Bool {
        if className == "NSAutoresizingMaskLayoutConstraint" || className == "_UILayoutSupportConstraint"
            || className == "NSContentSizeLayoutConstraint" { return true }
        guard let id = identifier else { return false }
        return Self.uikitIdentifierPrefixes.contains { id.hasPrefix($0) }
    }

    /// The identifiers UIKit gives the constraints it makes (public material: console logs).
    public static let uikitIdentifierPrefixes = [
        "UIView-Encapsulated-Layout-", "UISV-", "_UITemporaryLayout", "UIView-", "UIViewSafeAreaLayoutGuide-",
        "UIViewLayoutMarginsGuide-", "fittingSize", "UIButtonBar", "IB_", "TB_", "UIInputWindowController-",
        "UITableViewCell", "UICollectionViewCell", "_UI", "UIKB",
    ]

    /// The constraint in the anchor notation of the timeline, with the log's objects:
    /// `UILabel:0x7f01'Title'.leading == UIView:0x7f02.leading + 20`.
    public var equation: String {
        var s = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { s += Self.number(multiplier) + "*" }
            s += "\(second)"
            if constant != 0 { s += (constant < 0 ? " - " : " + ") + Self.number(abs(constant)) }
        } else {
            s += Self.number(constant)
        }
        if priority < 1000 { s += " @" + Self.number(priority) }
        return s
    }

    /// The shortest decimal for a number read from a log (`20`, `0.5`, `371.325`).
    static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return String(x)
    }
}
