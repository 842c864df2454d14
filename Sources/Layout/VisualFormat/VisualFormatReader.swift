import Geometry
/// Reads a Visual Format string into `VisualFormatSyntax`, following Apple's grammar
/// (Auto Layout Guide, "Visual Format Language"):
///
///     visualFormatString := (orientation ":")? (superview connection)? view (connection view)* (connection superview)?
///     orientation  := "H" | "V"                superview := "|"
///     view         := "[" viewName ("(" predicate ("," predicate)* ")")? "]"
///     connection   := e | "-" predicateList "-" | "-"
///     predicateList := simplePredicate | "(" predicate ("," predicate)* ")"
///     simplePredicate := metricName | positiveNumber
///     predicate    := relation? objectOfPredicate ("@" priority)?
///     objectOfPredicate := constant | viewName     (a view name only inside a view's parentheses)
///     priority     := metricName | number          constant := metricName | number
///
/// Names are C identifiers; a name found in `metrics` is a constant, any other name in a
/// view's predicate is a view. Whitespace between tokens is skipped (a leniency UIKit shares).
/// A view name `views` does not know is an error at the name, as UIKit raises "… is not a key in
/// the views dictionary" — before `|` is resolved, whose error would blame the superview.
struct VisualFormatReader {
    private var scanner: TextScanner
    private let metrics: [String: Double]
    private let views: KnownViews

    init(_ format: String, metrics: [String: Double], views: KnownViews = .any) {
        scanner = TextScanner(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func read() throws -> VisualFormatSyntax {
        let isVertical = try readOrientation()
        var elements: [VisualFormatSyntax.Element] = []
        var connections: [VisualFormatSyntax.Connection] = []
        if let offset = readSuperview() {
            elements.append(.superview(offset: offset))
            connections.append(try readConnection())
        }
        while true {
            elements.append(.view(try readView()))
            if scanner.isAtEnd { break }
            guard scanner.sees("-") || scanner.sees("[") || scanner.sees("|") else {
                throw scanner.unexpected(["-", "[", "|"], what: "'-', '[', '|' or the end of the format")
            }
            connections.append(try readConnection())
            if let offset = readSuperview() {
                elements.append(.superview(offset: offset))
                guard scanner.isAtEnd else {
                    throw scanner.unexpected([], what: "the end of the format after the closing '|'")
                }
                break
            }
        }
        return VisualFormatSyntax(isVertical: isVertical, elements: elements, connections: connections)
    }

    private mutating func readOrientation() throws -> Bool {
        guard scanner.current == "H" || scanner.current == "V" else { return false }
        let name = scanner.readIdentifier()!
        guard name.name.count == 1 else {
            throw scanner.error("expected 'H:', 'V:', '|' or '[' but found '\(name.name)'", at: name.offset,
                                expected: ["H:", "V:", "|", "["])
        }
        let vertical = name.name == "V"
        guard scanner.skip(":") else {
            throw scanner.error("expected ':' after '\(name.name)' to specify \(vertical ? "vertical" : "horizontal") "
                                + "arrangement", at: scanner.offset, expected: [":"])
        }
        return vertical
    }

    private mutating func readSuperview() -> Int? {
        let offset = scanner.offset
        return scanner.skip("|") ? offset : nil
    }

    private mutating func readView() throws -> VisualFormatSyntax.View {
        guard scanner.skip("[") else { throw scanner.unexpected(["["], what: "'[' to start a view") }
        guard let name = scanner.readIdentifier() else {
            throw scanner.unexpected([], what: "a view name (a C identifier) after '['")
        }
        guard views.contains(name.name) else {
            throw scanner.error(views.unknown(name.name), at: name.offset)
        }
        var predicates: [VisualFormatSyntax.Predicate] = []
        if scanner.skip("(") {
            predicates = try readPredicates(allowingViews: true)
            guard scanner.skip(")") else {
                throw scanner.unexpected([",", ")"], what: "',' or ')': a predicate on a view's thickness must end "
                                         + "with ')' and the view must end with ']'")
            }
        }
        guard scanner.skip("]") else {
            throw scanner.unexpected(["(", "]"], what: predicates.isEmpty ? "'(' or ']' to close view '\(name.name)'"
                                                                          : "']' to close view '\(name.name)'")
        }
        return VisualFormatSyntax.View(name: name.name, offset: name.offset, predicates: predicates)
    }

    private mutating func readConnection() throws -> VisualFormatSyntax.Connection {
        guard scanner.skip("-") else { return .flush }
        if scanner.sees("[") || scanner.sees("|") { return .standard }
        let predicates: [VisualFormatSyntax.Predicate]
        if scanner.skip("(") {
            predicates = try readPredicates(allowingViews: false)
            guard scanner.skip(")") else { throw scanner.unexpected([",", ")"]) }
        } else {
            let offset = scanner.offset
            guard let value = try readConstant() else {
                throw scanner.unexpected([], what: "a spacing (a number, a metric name or '(') after '-'")
            }
            let spacing = try scanner.checked(value, at: offset, in: .coordinate)
            predicates = [.init(relation: .equal, object: .constant(spacing), priority: .required, offset: offset)]
        }
        guard scanner.skip("-") else { throw scanner.unexpected(["-"], what: "'-' after the spacing") }
        return .predicates(predicates)
    }

    private mutating func readPredicates(allowingViews: Bool) throws -> [VisualFormatSyntax.Predicate] {
        var predicates = [try readPredicate(allowingViews: allowingViews)]
        while scanner.skip(",") { predicates.append(try readPredicate(allowingViews: allowingViews)) }
        return predicates
    }

    private mutating func readPredicate(allowingViews: Bool) throws -> VisualFormatSyntax.Predicate {
        let offset = scanner.offset
        let relation = scanner.readRelation() ?? .equal
        let object: VisualFormatSyntax.Predicate.Object
        let valueOffset = scanner.offset
        if let number = try scanner.readSignedNumber() {
            object = .constant(try scanner.checked(number.value, at: number.offset, in: .coordinate))
        } else if let name = try readMetric(allowingViews: allowingViews) {
            if let c = name.constant { object = .constant(try scanner.checked(c, at: valueOffset, in: .coordinate)) }
            else { object = .view(name.name) }
        } else {
            let what = allowingViews ? "a number, a metric name or a view name" : "a number or a metric name"
            throw scanner.unexpected([], what: what)
        }
        var priority = LayoutPriority.required
        if scanner.skip("@") {
            let priorityOffset = scanner.offset
            guard let value = try readConstant() else {
                throw scanner.unexpected([], what: "a priority (a number or a metric name) after '@'")
            }
            priority = try LayoutPriority.checked(value, at: priorityOffset, in: scanner)
        }
        return .init(relation: relation, object: object, priority: priority, offset: offset)
    }

    /// An unsigned number or a metric's value.
    private mutating func readConstant() throws -> Double? {
        if let number = try scanner.readNumber() { return number.value }
        return try readMetric(allowingViews: false)?.constant
    }

    /// A name: its metric value, or (when views are allowed) no value, meaning a view.
    private mutating func readMetric(allowingViews: Bool) throws -> (name: String, constant: Double?)? {
        guard let name = scanner.readIdentifier() else { return nil }
        if let value = metrics[name.name] { return (name.name, value) }
        if allowingViews {
            guard views.contains(name.name) else {
                throw scanner.error("'\(name.name)' is neither a metric nor a view; add it to \"metrics\", or declare a view "
                                    + "with that name", at: name.offset)
            }
            return (name.name, nil)
        }
        let known = metrics.keys.sorted()
        throw scanner.error("unknown metric '\(name.name)'" + NameSuggestion.hint(for: name.name, among: known)
                            + "; pass it in metrics", at: name.offset, expected: known)
    }
}
