import Foundation
import ConsoleLog

/// A logged constraint in plain words: "UILabel 'Title' (0x7f01)'s top is 20 pt below
/// UIView 0x7f02's top".
enum ConstraintWording {
    static func name(_ o: LoggedObject) -> String {
        let cls = o.className.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? o.name ?? "view"
        var s = cls
        if let t = o.text, !t.trimmingSpacesOrEmpty { s += " '\(t)'" }
        if let a = o.address { s += " (\(a))" } else if let n = o.name, o.className != nil { s += " (\(n))" }
        return s
    }

    static func attribute(_ a: LoggedAttribute) -> String {
        switch a {
        case .width: return "width"
        case .height: return "height"
        case .centerX, .midX, .centerXWithinMargins: return "horizontal center"
        case .centerY, .midY, .centerYWithinMargins: return "vertical center"
        case .minX, .left: return "left edge"
        case .maxX, .right: return "right edge"
        case .minY, .top: return "top edge"
        case .maxY, .bottom: return "bottom edge"
        case .leading: return "leading edge"
        case .trailing: return "trailing edge"
        case .leadingMargin, .leftMargin: return "leading margin"
        case .trailingMargin, .rightMargin: return "trailing margin"
        case .topMargin: return "top margin"
        case .bottomMargin: return "bottom margin"
        case .firstBaseline: return "first baseline"
        case .lastBaseline, .baseline: return "last baseline"
        }
    }

    static func sentence(_ c: LoggedConstraint) -> String {
        let who = name(c.first.object), what = attribute(c.first.attribute)
        let verb: String
        switch c.relation {
        case .equal: verb = "is"
        case .greaterThanOrEqual: verb = "is at least"
        case .lessThanOrEqual: verb = "is at most"
        }
        var s: String
        if let second = c.second {
            let other = "\(name(second.object))'s \(attribute(second.attribute))"
            let scaled = c.multiplier == 1 ? other : "\(LoggedConstraintFormat.number(c.multiplier)) × \(other)"
            if c.constant == 0 {
                s = c.relation == .equal ? "\(who)'s \(what) is at \(scaled)" : "\(who)'s \(what) \(verb) \(scaled)"
            } else if c.first.attribute.isSize || c.multiplier != 1 {
                s = "\(who)'s \(what) \(verb) \(scaled) \(c.constant < 0 ? "minus" : "plus") \(LoggedConstraintFormat.number(abs(c.constant))) pt"
            } else {
                let vertical = !c.first.attribute.isHorizontal
                let dir = c.constant > 0 ? (vertical ? "below" : "after") : (vertical ? "above" : "before")
                let amount = LoggedConstraintFormat.number(abs(c.constant))
                s = "\(who)'s \(what) \(verb == "is" ? "is" : verb) \(amount) pt \(dir) \(scaled)"
            }
        } else if c.first.attribute.isSize {
            s = "\(who) \(c.relation == .equal ? "is" : verb) \(LoggedConstraintFormat.number(c.constant)) pt \(c.first.attribute == .width ? "wide" : "tall")"
        } else {
            s = "\(who)'s \(what) \(verb) at \(LoggedConstraintFormat.number(c.constant)) pt"
        }
        if c.priority < 1000 { s += " (priority \(LoggedConstraintFormat.number(c.priority)))" }
        if c.isMadeByUIKit { s += " — made by UIKit" + (c.identifier.map { " (\($0))" } ?? "") }
        else if let src = c.sourceLocation { s += " — made at \(src)" }
        return s
    }
}

enum LoggedConstraintFormat {
    static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        let s = String(x)
        return s.count > 8 ? String(format: "%.2f", x) : s
    }
}

extension String {
    var trimmingSpacesOrEmpty: Bool { allSatisfy { $0 == " " } }
}
