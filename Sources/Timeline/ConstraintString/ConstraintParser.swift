import Geometry
import Layout

/// Turns one constraint string of the timeline format (TIMELINE.md, "Constraints") into a
/// `ConstraintDescription`, or throws a `ConstraintSyntaxError` that points at the mistake.
///
/// Grammar (whitespace is free between tokens):
///
///     constraint := anchor relation rhs ("@" priority)?
///     anchor     := view "." (guide ".")? attribute      guide := "safeArea" | "margins"
///     relation   := "==" | "<=" | ">="
///     rhs        := sign? number                                   (constant only)
///                 | (sign? number "*")? anchor (("*" | "/") sign? number)? (("+" | "-") number)?
///     priority   := number in 1…1000 | "required" | "defaultHigh" | "defaultLow" | "fittingSizeLevel"
///
/// Decisions: view ids are C identifiers (so `root.bottom-20` reads as `- 20`); numbers
/// are decimals with optional fraction and exponent (`12.5`, `.5`, `1e2`), never `inf`;
/// a multiplier goes on one side of the anchor only; `/ k` means multiplier `1/k`.
/// Promises: the result carries the given `id` and `source` (also stamped on a thrown
/// error) and `isActive` true; it never pairs attributes UIKit would refuse (`LayoutAttribute.pairingProblem`),
/// never sets a position attribute to a constant, and never uses a multiplier of 0 on a
/// position. `parse(c.formatted) == c` for every valid `c` without id or source.
public enum ConstraintParser {
    /// `views` are the names the caller knows; any other item is an error under its name,
    /// as in Visual Format strings (by default every name is taken to be a view).
    public static func parse(_ text: String, id: LayoutConstraintID? = nil, source: SourceLocation? = nil,
                             views: KnownViews = .any) throws -> ConstraintDescription {
        var constraint = try ConstraintSyntaxError.locating(source) {
            try views.explainingUnwritableNames(in: text) { try parseConstraint(text, views: views) }
        }
        constraint.id = id
        constraint.source = source
        return constraint
    }

    private static func parseConstraint(_ text: String, views: KnownViews) throws -> ConstraintDescription {
        var scanner = TextScanner(text)
        let first = try scanner.readAnchor()
        try check(first, views: views, scanner: scanner)
        guard let relation = scanner.readRelation() else {
            throw scanner.unexpected(TextScanner.relationTokens, what: "a relation ('==', '<=' or '>=')")
        }
        var constraint = ConstraintDescription(firstItem: first.item, firstAttribute: first.attribute,
                                               relation: relation)
        let leadingNumber = try scanner.readSignedNumber()
        if let constant = leadingNumber, !scanner.skip("*") {
            guard first.attribute.acceptsConstantOnly else {
                throw scanner.error("'\(first.attribute)' is a position and needs a second item to be measured "
                                    + "from; only width and height can equal a constant", at: constant.offset)
            }
            constraint.constant = try scanner.checked(constant.value, at: constant.offset, in: .coordinate)
            try readPriorityAndEnd(into: &constraint, scanner: &scanner, alsoExpected: [])
            return constraint
        }
        let second = try scanner.readAnchor()
        try check(second, views: views, scanner: scanner)
        if let problem = first.attribute.pairingProblem(with: second.attribute) {
            throw scanner.error(problem, at: second.attributeOffset)
        }
        constraint.secondItem = second.item
        constraint.secondAttribute = second.attribute
        var multiplier = leadingNumber
        if multiplier == nil { multiplier = try readTrailingMultiplier(&scanner) }
        if let multiplier {
            if multiplier.value == 0, !first.attribute.isSize {
                throw scanner.error("a multiplier of 0 makes the position '\(first.attribute)' equal a constant; "
                                    + "positions need a second item", at: multiplier.offset)
            }
            constraint.multiplier = try scanner.checked(multiplier.value, at: multiplier.offset, in: .multiplier)
        }
        let constant = try readConstant(&scanner)
        constraint.constant = constant ?? 0
        try readPriorityAndEnd(into: &constraint, scanner: &scanner, alsoExpected: constant == nil ? ["+", "-"] : [])
        return constraint
    }

    /// An anchor's item must be a view (or guide) the caller knows.
    private static func check(_ anchor: ParsedAnchor, views: KnownViews, scanner: TextScanner) throws {
        guard !views.contains(anchor.item.view.name) else { return }
        throw scanner.error(views.unknown(anchor.item.view.name), at: anchor.itemOffset)
    }

    /// `* k` or `/ k` after the second anchor, as a multiplier.
    private static func readTrailingMultiplier(_ scanner: inout TextScanner) throws -> (value: Double, offset: Int)? {
        let divides: Bool
        if scanner.skip("*") { divides = false } else if scanner.skip("/") { divides = true } else { return nil }
        guard let number = try scanner.readSignedNumber() else {
            throw scanner.unexpected([], what: divides ? "a divisor" : "a multiplier")
        }
        guard divides else { return number }
        guard number.value != 0 else { throw scanner.error("cannot divide by 0", at: number.offset) }
        return (1 / number.value, number.offset)
    }

    /// `+ c` or `- c`, or nil when neither comes next.
    private static func readConstant(_ scanner: inout TextScanner) throws -> Double? {
        let sign: Double
        if scanner.skip("+") { sign = 1 } else if scanner.skip("-") { sign = -1 } else { return nil }
        guard let number = try scanner.readNumber() else { throw scanner.unexpected([], what: "a constant") }
        return sign * (try scanner.checked(number.value, at: number.offset, in: .coordinate))
    }

    private static func readPriorityAndEnd(into constraint: inout ConstraintDescription, scanner: inout TextScanner,
                                           alsoExpected: [String]) throws {
        let hasPriority = scanner.skip("@")
        if hasPriority { constraint.priority = try scanner.readPriorityValue() }
        guard scanner.isAtEnd else {
            // Only what could still legally follow: nothing comes after a priority.
            let options = hasPriority ? [] : alsoExpected + ["@"]
            let wanted = TextScanner.list(options.map { "'\($0)'" } + ["the end of the constraint"])
            throw scanner.unexpected(options, what: wanted)
        }
    }
}

extension TextScanner {
    /// After `@`: a number in 1…1000 or a UILayoutPriority name.
    mutating func readPriorityValue() throws -> LayoutPriority {
        if let number = try readNumber() {
            return try LayoutPriority.checked(number.value, at: number.offset, in: self)
        }
        let names = LayoutPriority.namedPriorities.map(\.name)
        guard let name = readIdentifier() else {
            throw unexpected(names, what: "a priority (1…1000, " + TextScanner.list(names.map { "'\($0)'" }) + ")")
        }
        guard let named = LayoutPriority.namedPriorities.first(where: { $0.name == name.name }) else {
            throw error("unknown priority '\(name.name)'" + NameSuggestion.hint(for: name.name, among: names),
                        at: name.offset, expected: names)
        }
        return named.priority
    }
}
