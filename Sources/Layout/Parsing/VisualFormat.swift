/// Apple's Visual Format Language (`NSLayoutConstraint.constraints(withVisualFormat:…)`)
/// turned into constraint descriptions.
///
/// Promises, as UIKit does them unless noted:
/// - `H:` (the default) relates leading/trailing edges and widths (left/right with
///   `.directionLeftToRight`); `V:` relates top/bottom and heights.
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
public enum VisualFormat {
    /// Spacing `-` stands for between two sibling views.
    public static let standardSiblingSpacing = 8.0
    /// Spacing `-` stands for between a view and its superview's edge.
    public static let standardSuperviewSpacing = 20.0

    /// `source`, when given, is stamped on every constraint and on a thrown error.
    public static func parse(_ format: String, metrics: [String: Double] = [:], options: [VisualFormatOption] = [],
                             source: SourceLocation? = nil,
                             parentOf: (String) -> String?) throws -> [ConstraintDescription] {
        try ConstraintSyntaxError.locating(source) {
            var reader = VisualFormatReader(format, metrics: metrics)
            let syntax = try reader.read()
            var builder = try VisualFormatBuilder(syntax: syntax, options: options, format: format, parentOf: parentOf)
            return builder.build().map { constraint in
                var constraint = constraint
                constraint.source = source
                return constraint
            }
        }
    }
}
