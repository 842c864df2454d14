import Foundation

/// Reads one constraint description, `<NSLayoutConstraint:0x… BODY   (active, names: …)>`,
/// in any era's spelling: visual-format bodies (`H:|-(10)-[UILabel:0x…'Title']`,
/// `V:[UIView:0x…(44)]`, `NSSpace(8)`, `(LTR)`), anchor bodies with multipliers, constants
/// and priorities, the `names:` list that says which object `|` and bare names are, with
/// or without `<>` and quotes (lost in pasting).
struct ConstraintDescriptionReader {
    let text: String
    let location: LogLocation
    private var names: [String: LoggedObject] = [:]

    /// What went wrong, for the caller's warning: the description is skipped, not guessed.
    struct Failure: Error { var message: String }

    init(text: String, location: LogLocation) { self.text = text; self.location = location }

    /// `text` starts at the class name (after `<`), and ends before `>`.
    mutating func read() throws -> LoggedConstraint {
        var s = Substring(text)
        guard let colon = s.firstIndex(of: ":") else { throw Failure(message: "expected CLASS:0xADDRESS") }
        let className = String(s[..<colon]).trimmingSpaces
        s = s[s.index(after: colon)...].drop { $0 == " " }
        guard s.hasPrefix("0x") else { throw Failure(message: "expected the constraint's address (0x…) after '\(className):'") }
        let address = String(s.prefix { $0.isHexDigit || $0 == "x" })
        s = s.dropFirst(address.count)
        var sourceLocation: String?
        if s.first == "@" {
            // `@File.swift#61 ` (the path may hold spaces: up to `#digits `).
            var k = s.index(after: s.startIndex)
            while k < s.endIndex {
                if s[k] == "#" {
                    let digits = s[s.index(after: k)...].prefix { $0.isNumber }
                    if !digits.isEmpty { k = digits.endIndex; break }
                }
                k = s.index(after: k)
            }
            sourceLocation = String(s[s.index(after: s.startIndex)..<k])
            s = s[k...]
        }
        s = s.drop { $0 == " " }
        var identifier: String?
        if s.first == "'", let close = s.dropFirst().firstIndex(of: "'") {
            identifier = String(s[s.index(after: s.startIndex)..<close])
            s = s[s.index(after: close)...].drop { $0 == " " }
        }
        var mask: String?
        if s.hasPrefix("h="), let v = s.range(of: "v=") {
            let end = s[v.upperBound...].firstIndex(of: " ") ?? s.endIndex
            mask = String(s[..<end])
            s = s[end...].drop { $0 == " " }
        }
        // The status part: `(active)`, `(inactive, names: …)`, `(Names: …)`.
        var body = s
        var isActive: Bool?
        if let status = Self.statusStart(in: s) {
            body = s[..<status]
            var inner = s[s.index(after: status)...]
            if let close = inner.lastIndex(of: ")") { inner = inner[..<close] }
            if inner.hasPrefix("active") { isActive = true } else if inner.hasPrefix("inactive") { isActive = false }
            if let n = inner.range(of: "names:") ?? inner.range(of: "Names:") { readNames(inner[n.upperBound...]) }
        }
        body = body.trimmingSuffixSpaces
        var c = try readBody(body)
        c.className = className
        c.address = address
        c.sourceLocation = sourceLocation
        c.identifier = identifier
        c.autoresizingMask = mask
        c.isActive = isActive
        return c
    }

    static func statusStart(in s: Substring) -> Substring.Index? {
        var best: Substring.Index?
        for token in ["(active", "(inactive", "(Names:", "(names:"] {
            if let r = s.range(of: token, options: .backwards), best.map({ r.lowerBound > $0 }) ?? true { best = r.lowerBound }
        }
        return best
    }

    /// `'|':UIView:0x7f01, tableView:0x7f02 `
    mutating func readNames(_ s: Substring) {
        var rest = s.drop { $0 == " " }
        while !rest.isEmpty {
            let keyEnd: Substring.Index
            if rest.hasPrefix("'|'") {
                keyEnd = rest.index(rest.startIndex, offsetBy: 3)
            } else {
                guard let c = rest.firstIndex(of: ":") else { return }
                keyEnd = c
            }
            let key = String(rest[..<keyEnd])
            rest = rest[keyEnd...]
            guard rest.first == ":" else { return }
            rest = rest.dropFirst()
            if rest.hasPrefix("0x") {
                // `tableView:0x7fb7…`: a name for an address.
                let addr = rest.prefix { $0.isHexDigit || $0 == "x" }
                names[key] = LoggedObject(address: String(addr), name: key)
                rest = rest.dropFirst(addr.count).drop { $0 == "," || $0 == " " }
                continue
            }
            var cursor = Cursor(rest)
            guard let object = cursor.readObject() else { return }
            var named = object
            if key != "'|'" { named.name = key }
            names[key] = named
            rest = cursor.rest.drop { $0 == "," || $0 == " " }
        }
        // `'|':main:0x7fa0…`: the bar is a view the list names.
        if let bar = names["'|'"], let cls = bar.className, let n = names[cls], n.address == bar.address { names["'|'"] = n }
    }

    func resolve(_ o: LoggedObject) -> LoggedObject {
        if o.address == nil, let name = o.name, let n = names[name] { return n }
        return o
    }

    var superview: LoggedObject? { names["'|'"] }

    func readBody(_ body: Substring) throws -> LoggedConstraint {
        if body.hasPrefix("H:") || body.hasPrefix("V:") { return try readVisualFormat(body) }
        return try readAnchors(body)
    }

    // MARK: visual format

    func readVisualFormat(_ body: Substring) throws -> LoggedConstraint {
        let horizontal = body.hasPrefix("H:")
        var s = body.dropFirst(2)
        var directional = true
        if s.hasSuffix("(LTR)") || s.hasSuffix("(RTL)") { directional = false; s = s.dropLast(5) }
        let (lead, trail): (LoggedAttribute, LoggedAttribute) = horizontal
            ? (directional ? (.leading, .trailing) : (.left, .right)) : (.top, .bottom)
        let size: LoggedAttribute = horizontal ? .width : .height
        func bar() throws -> LoggedObject {
            guard let sv = superview else { throw Failure(message: "'|' in a visual format, but no names: entry says which view it is") }
            return sv
        }
        var cursor = Cursor(s)
        if cursor.eat("|") {
            // |-(c)-[X]
            let p = try cursor.readConnection()
            guard let x = cursor.readBracketed() else { throw Failure(message: "expected [VIEW] after '|-(…)-'") }
            var c = LoggedConstraint(className: "", address: "", first: LoggedAnchor(resolve(x.object), lead),
                                     relation: p.relation, second: LoggedAnchor(try bar(), lead), constant: p.constant,
                                     priority: p.priority, location: location)
            c.superviewOfFirst = true
            return c
        }
        guard let x = cursor.readBracketed() else { throw Failure(message: "expected [VIEW] or '|' after '\(horizontal ? "H" : "V"):'") }
        if cursor.rest.isEmpty {
            guard let p = x.predicate else { throw Failure(message: "expected a size such as (44) in [VIEW(44)]") }
            return LoggedConstraint(className: "", address: "", first: LoggedAnchor(resolve(x.object), size),
                                    relation: p.relation, constant: p.constant, priority: p.priority, location: location)
        }
        let p = try cursor.readConnection()
        if cursor.eat("|") {
            // [X]-(c)-|  :  |.trailing == X.trailing + c
            var c = LoggedConstraint(className: "", address: "", first: LoggedAnchor(try bar(), trail),
                                     relation: p.relation, second: LoggedAnchor(resolve(x.object), trail),
                                     constant: p.constant, priority: p.priority, location: location)
            c.superviewOfSecond = true
            return c
        }
        guard let y = cursor.readBracketed() else { throw Failure(message: "expected [VIEW] or '|' after '-(…)-'") }
        return LoggedConstraint(className: "", address: "", first: LoggedAnchor(resolve(y.object), lead),
                                relation: p.relation, second: LoggedAnchor(resolve(x.object), trail),
                                constant: p.constant, priority: p.priority, location: location)
    }

    // MARK: anchors

    func readAnchors(_ body: Substring) throws -> LoggedConstraint {
        // Split at the relation: the first ` == `, ` <= ` or ` >= ` outside quotes.
        guard let (lhs, relation, rhs) = Self.splitRelation(body) else {
            throw Failure(message: "expected 'ITEM.attribute == …', '<=' or '>=', or a visual format (H:… / V:…)")
        }
        let first = try anchor(lhs)
        var r = rhs.trimmingSpaces[...]
        var priority = 1000.0
        // `@750` or UIKit's content-size notation at the end.
        if let at = r.lastIndex(of: "@"), let p = Double(r[r.index(after: at)...].trimmingSpaces) {
            priority = p; r = r[..<at].trimmingSuffixSpaces
        }
        for tag in ["CompressionResistance:", "Hug:"] {
            if let t = r.range(of: tag) {
                if let p = Double(r[t.upperBound...].prefix { $0.isNumber || $0 == "." }) { priority = min(priority, p) }
                r = r[..<t.lowerBound].trimmingSuffixSpaces
            }
        }
        // A constant alone: `44`, `- 16`, `+ 187.5`.
        if let k = Self.number(r) {
            return LoggedConstraint(className: "", address: "", first: first, relation: relation, constant: k,
                                    priority: priority, location: location)
        }
        var multiplier = 1.0, constant = 0.0
        // ` + c` / ` - c` at the end.
        let plus = r.range(of: " + ", options: .backwards), minus = r.range(of: " - ", options: .backwards)
        if let sign = [plus, minus].compactMap({ $0 }).max(by: { $0.lowerBound < $1.lowerBound }),
           let k = Self.number(r[sign.upperBound...]) {
            constant = sign == minus ? -k : k
            r = r[..<sign.lowerBound]
        }
        if let star = r.firstIndex(of: "*"), let k = Double(r[..<star].trimmingSpaces) {
            multiplier = k; r = r[r.index(after: star)...]
        }
        let second = try anchor(r.trimmingSpaces[...])
        return LoggedConstraint(className: "", address: "", first: first, relation: relation, multiplier: multiplier,
                                second: second, constant: constant, priority: priority, location: location)
    }

    static func number(_ s: Substring) -> Double? {
        let t = s.filter { $0 != " " }
        guard !t.isEmpty, t.allSatisfy({ $0.isNumber || "+-.e".contains($0) }) else { return nil }
        return Double(t.hasPrefix("+") ? String(t.dropFirst()) : t)
    }

    static func splitRelation(_ s: Substring) -> (Substring, LoggedConstraint.Relation, Substring)? {
        var inQuote = false
        var i = s.startIndex
        while i < s.endIndex {
            let ch = s[i]
            if ch == "'" {
                // A quote opens text only right after an address or name; closing ones end it.
                inQuote.toggle()
            } else if !inQuote, ch == " " {
                let rest = s[s.index(after: i)...]
                for rel in [LoggedConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]
                where rest.hasPrefix(rel.rawValue + " ") || rest.hasPrefix(rel.rawValue) && rest.dropFirst(2).first?.isNumber == true {
                    return (s[..<i], rel, rest.dropFirst(2))
                }
            }
            i = s.index(after: i)
        }
        // Quotes that never closed (text lost in pasting): try again ignoring quotes.
        for rel in [LoggedConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            if let r = s.range(of: " \(rel.rawValue) ") { return (s[..<r.lowerBound], rel, s[r.upperBound...]) }
        }
        return nil
    }

    /// `UILabel:0x7f01'Title'.leading`, `tableView.bottom`, `Toolbar.lockIcon.width`.
    func anchor(_ s: Substring) throws -> LoggedAnchor {
        let t = s.trimmingSpaces[...]
        guard let dot = t.lastIndex(of: "."), let attribute = LoggedAttribute.named(t[t.index(after: dot)...]) else {
            throw Failure(message: "expected ITEM.attribute, found '\(t)'")
        }
        let item = t[..<dot]
        var cursor = Cursor(item)
        if let o = cursor.readObject(), cursor.rest.isEmpty { return LoggedAnchor(resolve(o), attribute) }
        // A bare name: an accessibility identifier or a `names:` key.
        return LoggedAnchor(resolve(LoggedObject(name: String(item))), attribute)
    }
}

/// A cursor over the objects and predicates inside a description.
struct Cursor {
    var rest: Substring
    init(_ s: Substring) { rest = s }

    mutating func eat(_ s: String) -> Bool {
        guard rest.hasPrefix(s) else { return false }
        rest = rest.dropFirst(s.count); return true
    }

    /// `Class:0x1234` then optional `'text'`; nil when the text is not an object.
    mutating func readObject() -> LoggedObject? {
        var s = rest
        let classPart = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == " " && false }
        guard !classPart.isEmpty else { return nil }
        s = s.dropFirst(classPart.count)
        guard s.first == ":" else { return nil }
        s = s.dropFirst().drop { $0 == " " }
        let addr = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !addr.isEmpty else { return nil }
        s = s.dropFirst(addr.count)
        var object = LoggedObject(className: String(classPart), address: addr.hasPrefix("0x") ? String(addr) : nil,
                                  name: addr.hasPrefix("0x") ? nil : String(addr))
        if s.first == "'" {
            // The text ends at a quote followed by what may follow an object.
            var k = s.index(after: s.startIndex)
            var close: Substring.Index?
            while k < s.endIndex {
                if s[k] == "'" {
                    let next = s.index(after: k)
                    if next == s.endIndex || "].( -,)>\"".contains(s[next]) { close = k; break }
                }
                k = s.index(after: k)
            }
            if let close {
                object.text = String(s[s.index(after: s.startIndex)..<close])
                s = s[s.index(after: close)...]
            }
        }
        rest = s
        return object
    }

    struct Predicate { var relation: LoggedConstraint.Relation = .equal; var constant = 0.0; var priority = 1000.0 }

    /// `(10)`, `(>=5)`, `(NSSpace(8))`, `(10@750)`, or a bare `-` (standard spacing 8).
    static func predicate(_ s: Substring) -> Predicate? {
        var t = s.filter { $0 != " " }[...]
        var p = Predicate()
        if let at = t.firstIndex(of: "@") { p.priority = Double(t[t.index(after: at)...]) ?? 1000; t = t[..<at] }
        if t.hasPrefix(">=") { p.relation = .greaterThanOrEqual; t = t.dropFirst(2) }
        else if t.hasPrefix("<=") { p.relation = .lessThanOrEqual; t = t.dropFirst(2) }
        else if t.hasPrefix("==") { t = t.dropFirst(2) }
        if t.hasPrefix("NSSpace("), t.hasSuffix(")") { t = t.dropFirst(8).dropLast() }
        guard let k = Double(t) else { return nil }
        p.constant = k
        return p
    }

    /// `-(c)-` between two elements of a visual format.
    mutating func readConnection() throws -> Predicate {
        guard eat("-") else { throw ConstraintDescriptionReader.Failure(message: "expected '-' between the elements of a visual format") }
        if rest.first == "(" {
            // Balanced: NSSpace(8) nests.
            var depth = 0, k = rest.startIndex
            repeat {
                if rest[k] == "(" { depth += 1 } else if rest[k] == ")" { depth -= 1 }
                k = rest.index(after: k)
            } while depth > 0 && k < rest.endIndex
            guard let p = Self.predicate(rest[rest.index(after: rest.startIndex)..<rest.index(before: k)]) else {
                throw ConstraintDescriptionReader.Failure(message: "expected a spacing such as (8), (>=5) or (NSSpace(8))")
            }
            rest = rest[k...]
            guard eat("-") else { throw ConstraintDescriptionReader.Failure(message: "expected '-' after the spacing") }
            return p
        }
        return Predicate(constant: 8)
    }

    /// `[UILabel:0x…'Title'(44)]` or `[name]`.
    mutating func readBracketed() -> (object: LoggedObject, predicate: Predicate?)? {
        guard eat("[") else { return nil }
        var object: LoggedObject
        if let o = readObject() { object = o } else {
            let name = rest.prefix { $0 != "(" && $0 != "]" }
            guard !name.isEmpty else { return nil }
            object = LoggedObject(name: String(name))
            rest = rest.dropFirst(name.count)
        }
        var predicate: Predicate?
        if rest.first == "(", let close = rest.lastIndex(of: ")") {
            predicate = Self.predicate(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        }
        guard eat("]") else { return nil }
        return (object, predicate)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    var trimmingSuffixSpaces: SubSequence {
        var e = endIndex
        while e > startIndex, self[index(before: e)] == " " || self[index(before: e)] == "\t" { e = index(before: e) }
        return self[startIndex..<e]
    }
}
