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
    public static func member(_ index: Int, of name: String) -> String {
        index == 0 ? name : numbered(name, index + 1)
    }

    /// `name#k`, k from 2.
    public static func numbered(_ name: String, _ k: Int) -> String { "\(name)#\(k)" }

    /// `pin#3` → ("pin", 3); nil for a name without a `#k` ending (k ≥ 2).
    public static func split(_ name: String) -> (entry: String, k: Int)? {
        guard let hash = name.lastIndex(of: "#"), hash != name.startIndex else { return nil }
        let digits = name[name.index(after: hash)...]
        guard digits.first != "0", digits.allSatisfy({ ("0"..."9").contains($0) }), let k = Int(digits), k >= 2 else { return nil }
        return (String(name[..<hash]), k)
    }
}
