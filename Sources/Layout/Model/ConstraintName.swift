import Geometry

/// How constraints are named, in frames.json, trace.txt, the viewer and every message:
/// one scheme for a timeline's entries with and without an id and for Swift's
/// identifiers (docs/timeline-format.md#constraint-names).
///
/// An entry's first constraint carries the entry's name — its `id`, else its JSON path
/// (`$.constraints[4]`, `$.timeline[0].changes[1].add`) — and the k-th, when the entry
/// makes several (VFL, shorthands), the name followed by `#k`: `pin`, `pin#2`, `pin#3`,
/// `pin#4`. In Swift, where UIKit allows one identifier on several constraints, the
/// second constraint to reach the engine under a taken name gets `#2`, the next `#3`.
public enum ConstraintName {
    /// The name of the constraint at `index` (from 0) among those `name`'s entry makes.
    public static func member(_ index: Int, of name: LayoutConstraintID) -> LayoutConstraintID {
        index == 0 ? name : numbered(name, index + 1)
    }

    /// `name#k`, k from 2.
    public static func numbered(_ name: LayoutConstraintID, _ k: Int) -> LayoutConstraintID { LayoutConstraintID("\(name)#\(k)") }

    /// `pin#3` → ("pin", 3); nil for a name without a `#k` ending (k ≥ 2).
    public static func split(_ name: String) -> (entry: String, k: Int)? {
        guard let hash = name.lastIndex(of: "#"), hash != name.startIndex else { return nil }
        let digits = name[name.index(after: hash)...]
        guard digits.first != "0", digits.allSatisfy({ ("0"..."9").contains($0) }), let k = Int(digits), k >= 2 else { return nil }
        return (String(name[..<hash]), k)
    }
}

extension ConstraintName {
    /// The name of a constraint made without an identifier in code (Swift's unnamed
    /// constraints, a timeline's cell prototypes): the anchors it ties, without its numbers
    /// (`card.top == root.safeArea.top`, `card.height == constant`), so it stays the same
    /// while its constant is tuned.
    public static func anchors(first: ItemReference, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                               second: ItemReference?, _ secondAttribute: LayoutAttribute?) -> LayoutConstraintID {
        // Appended into one buffer sized once (every unnamed constraint is named here).
        var name = ""
        name.reserveCapacity(80)
        append(first, to: &name)
        name += "."
        name += firstAttribute.rawValue
        name += " "
        name += relation.rawValue
        name += " "
        guard let second, let secondAttribute else { return LayoutConstraintID(name + "constant") }
        append(second, to: &name)
        name += "."
        name += secondAttribute.rawValue
        return LayoutConstraintID(name)
    }

    /// `d`'s anchors name.
    public static func anchors(of d: ConstraintDescription) -> LayoutConstraintID {
        anchors(first: d.firstItem, d.firstAttribute, d.relation, second: d.secondItem, d.secondAttribute)
    }

    private static func append(_ item: ItemReference, to name: inout String) {
        name += item.view.name
        if let guide = item.guide {
            name += "."
            name += guide.rawValue
        }
    }
}
