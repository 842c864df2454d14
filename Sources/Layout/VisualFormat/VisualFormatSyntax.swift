/// The parsed shape of a Visual Format string, before any constraint is made: what the
/// reader produces and the builder consumes. Offsets are character offsets for errors.
struct VisualFormatSyntax {
    /// `(relation)? object (@priority)?` inside parentheses or a bare spacing.
    struct Predicate {
        enum Object { case constant(Double), view(String) }
        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
        var offset: Int
    }

    /// What stands between two elements: nothing (flush), `-` (standard) or `-…-`.
    enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    struct View {
        var name: String
        var offset: Int
        var predicates: [Predicate]
    }

    enum Element {
        case superview(offset: Int)
        case view(View)
    }

    var isVertical: Bool
    /// Superview, views, superview, in string order; at least one view.
    var elements: [Element]
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    var connections: [Connection]
}
