import Cassowary
import Geometry

/// A layout guide a stack view owns: UIKit's `_UILayoutSpacer` (the alignment spanner
/// across the axis, the ordering spanner along it when every arranged subview is hidden)
/// and `_UIOLAGapGuide` (one per gap for `equalSpacing`/`equalCentering`). A guide only
/// gets variables for the axis it spans, the only one its constraints mention.
struct StackGuide: Hashable {
    enum Kind: Hashable {
        case alignmentSpanner
        case orderingSpanner
        /// The gap after the named arranged subview.
        case distributing(after: ViewID)
    }
    var stack: ViewID
    var kind: Kind
    var axis: LayoutAxis

    /// UIKit's guide identifier.
    var identifier: String {
        switch kind {
        case .alignmentSpanner: return "UISV-alignment-spanner"
        case .orderingSpanner: return "UISV-ordering-spanner"
        case .distributing: return "UISV-distributing"
        }
    }
    /// UIKit's class name, as its constraint descriptions print it.
    var className: String {
        if case .distributing = kind { return "_UIOLAGapGuide" }
        return "_UILayoutSpacer"
    }
    /// Unique within the engine; names the guide's solver variables.
    var id: String {
        if case .distributing(let after) = kind { return "\(stack).\(identifier)(\(after))" }
        return "\(stack).\(identifier)"
    }
}

/// One item of a stack-generated constraint: a view (or its margins guide), or a guide
/// the stack owns.
enum StackItem: Hashable {
    case view(ItemReference)
    case guide(StackGuide)

    var viewID: ViewID? { if case .view(let r) = self { return r.view }; return nil }
}

/// One constraint UIStackView generates, as UIKit creates it:
/// `first.firstAttribute RELATION multiplier × second.secondAttribute + constant @priority`
/// (no second item: a constant), with UIKit's identifier (`UISV-spacing` …).
struct StackConstraint: Hashable {
    var identifier: String
    var first: StackItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: StackItem?
    var secondAttribute: LayoutAttribute?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: LayoutPriority = .required

    /// The views it mentions (to drop it when one of them goes away).
    var viewIDs: [ViewID] { [first.viewID, second?.viewID].compactMap { $0 } }

    var involvesGuide: Bool {
        if case .guide = first { return true }
        if case .guide? = second { return true }
        return false
    }

    /// The same constraint as a description (for lookups and the constraints overlay);
    /// nil when it involves a stack's own guide, which descriptions cannot name.
    var description: ConstraintDescription? {
        guard case .view(let a) = first else { return nil }
        var b: ItemReference?
        if let second {
            guard case .view(let r) = second else { return nil }
            b = r
        }
        return ConstraintDescription(id: LayoutConstraintID(identifier), firstItem: a, firstAttribute: firstAttribute, relation: relation,
                                     secondItem: b, secondAttribute: secondAttribute, multiplier: multiplier,
                                     constant: constant, priority: priority)
    }
}
