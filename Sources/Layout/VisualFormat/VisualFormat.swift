import Geometry

/// Apple's Visual Format Language (`NSLayoutConstraint.constraints(withVisualFormat:…)`)
/// turned into constraint descriptions.
///
/// Promises, as UIKit does them unless noted:
/// - `H:` (the default) relates leading/trailing edges and widths, in the order of the
///   layout direction (`directionLeadingToTrailing`, the default: the engine resolves
///   leading and trailing); `directionLeftToRight` relates left/right edges, first view
///   leftmost; `directionRightToLeft` relates right/left edges, first view rightmost
///   (`[a]-8-[b]` gives `a.left == b.right + 8`). `V:` relates top/bottom and heights,
///   top to bottom whatever the direction option.
/// - `spacingBaselineToBaseline` (V: only; an error in H:, where it has no meaning):
///   a spacing between two views runs from the upper view's last baseline to the lower
///   view's first baseline (`b.firstBaseline == a.lastBaseline + 8`); spacings to `|` stay
///   edge to edge, and `-` keeps its standard value. `spacingEdgeToEdge` is the default.
///   Two different options of the same group (direction, spacing) are an error.
/// - `[a]-s-[b]` gives `b.leading == a.trailing + s`; `|-s-[a]` gives
///   `a.leading == S.leading + s`; `[a]-s-|` gives `S.trailing == a.trailing + s`, where
///   `S` is `|`: the one parent (via `parentOf`) of every view in the chain. An
///   inequality `-(>=s)-` keeps the same sides, so it always bounds the gap.
/// - `-` alone is the standard spacing: 8 between views, 20 to the superview (the
///   timeline contract's values); no `-` is flush (0).
/// - `[a(p)]` constrains `a`'s width (`H:`) or height (`V:`) to a constant, a metric, or
///   another view's same dimension (`[b(==a)]` → `b.width == a.width`).
/// - Alignment options add `a.X == b.X` for each consecutive pair of views (earlier view
///   first), one option after another in the order given, duplicates ignored.
/// Order of the result: left to right through the string (a connection's constraints,
///   then the next view's own predicates, in the order written), then alignments.
/// Generated constraints have no `id` or `source`; the caller assigns them.
public struct VisualFormat: Hashable, Sendable {
    /// A named number the format may use for a spacing or a size (`-pad-`, `[a(w)]`).
    public struct Metric: Hashable, Sendable {
        public var name: String
        public var value: Double
        public init(name: String, value: Double) { self.name = name; self.value = value }
    }

    /// Spacing `-` stands for between two sibling views.
    public static let standardSiblingSpacing = 8.0
    /// Spacing `-` stands for between a view and its superview's edge.
    public static let standardSuperviewSpacing = 20.0

    /// The format string (`H:|-[card]-|`).
    public var format: String
    /// In the order written (a later metric of the same name wins).
    public var metrics: [Metric]
    public var options: [VisualFormatOption]

    public init(format: String, metrics: [Metric] = [], options: [VisualFormatOption] = []) {
        self.format = format; self.metrics = metrics; self.options = options
    }

    /// The constraints the format describes. `source`, when given, is stamped on every
    /// constraint and on a thrown error. `views` are the names the caller knows; any other
    /// name is an error under that name (by default every name is taken to be a view).
    public func constraints(source: SourceLocation? = nil, views: KnownViews = .any,
                            parentOf: (String) -> String?) throws -> [ConstraintDescription] {
        var named: [String: Double] = [:]
        for m in metrics { named[m.name] = m.value }
        return try Self.parse(format, metrics: named, options: options, source: source, views: views, parentOf: parentOf)
    }

    /// `constraints(source:views:parentOf:)` for a format whose metrics are a dictionary
    /// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
    public static func parse(_ format: String, metrics: [String: Double] = [:], options: [Geometry.VisualFormatOption] = [],
                             source: SourceLocation? = nil, views: KnownViews = .any,
                             parentOf: (String) -> String?) throws -> [ConstraintDescription] {
        try ConstraintSyntaxError.locating(source) {
            var reader = VisualFormatReader(format, metrics: metrics, views: views)
            let syntax = try views.explainingUnwritableNames(in: format) { try reader.read() }
            var builder = try VisualFormatBuilder(syntax: syntax, options: options, format: format, parentOf: parentOf)
            return builder.build().map { constraint in
                var constraint = constraint
                constraint.source = source
                return constraint
            }
        }
    }
}
