import Cassowary
import Geometry

/// Where an installed constraint came from.
enum ConstraintOrigin {
    /// Written by the user (a constraint string, VFL, a shorthand, or code).
    case user(ConstraintDescription)
    /// One of the four intrinsic-size constraints UIKit derives for `view`.
    case contentSize(view: String, horizontal: Bool, hugging: Bool)
    /// One of the four NSAutoresizingMaskLayoutConstraints of `view`: position or size.
    case autoresizing(view: String, horizontal: Bool, size: Bool)
}

/// The engine's bookkeeping for one constraint: what it says, and what the solver holds.
final class ConstraintRecord {
    let id: String
    /// Creation order: the order of conflict lists and violations, and the fake address.
    let serial: Int
    var origin: ConstraintOrigin
    var solverID: ConstraintID?
    /// The expression the solver holds, to tell a constant change from a rewrite.
    var installedExpression: Expression?
    var installedRelation: Relation?
    var installedPriority: Priority?
    /// A required constraint UIKit gave up on to recover from a conflict: it stays
    /// active (as UIKit reports it) but is not enforced until it is deactivated.
    var isBroken = false

    init(id: String, serial: Int, origin: ConstraintOrigin) { self.id = id; self.serial = serial; self.origin = origin }

    var userDescription: ConstraintDescription? {
        if case .user(let d) = origin { return d }
        return nil
    }
    var isActive: Bool { userDescription?.isActive ?? true }
    var isGenerated: Bool { userDescription == nil }

    /// The view ids the constraint mentions (to drop it when one of them goes away).
    var viewIDs: [String] {
        switch origin {
        case .user(let d): return [d.firstItem.view] + (d.secondItem.map { [$0.view] } ?? [])
        case .contentSize(let v, _, _), .autoresizing(let v, _, _): return [v]
        }
    }
}

/// A read-only view of one constraint, for lookups and results.
public struct LayoutConstraint: Hashable {
    /// Which machinery made the constraint (UIKit prints each kind under its own class).
    public enum Kind: String, Hashable, Sendable {
        case user = "NSLayoutConstraint"
        case contentSize = "NSContentSizeLayoutConstraint"
        case autoresizing = "NSAutoresizingMaskLayoutConstraint"
    }
    public var id: String
    public var kind: Kind
    /// The user's description; nil for generated constraints.
    public var description: ConstraintDescription?
    public var relation: LayoutRelation
    public var priority: LayoutPriority
    public var isActive: Bool
    /// Broken by the engine to recover from unsatisfiable constraints.
    public var isBroken: Bool
    /// UIKit's `description`: `<NSLayoutConstraint:0x600000c04010 'top' card.top == root.top + 20   (active)>`.
    public var uikitDescription: String
}
