import Cassowary
import Geometry

/// The constraints UIStackView generates for one stack, as a pure function of its
/// configuration and of what it knows about its arranged subviews. UIKit splits the work
/// between an ordering arrangement (along the axis: `distribute`) and an alignment
/// arrangement (across it: `align`); the table of what each makes, with relations and
/// priorities and where each fact comes from, is docs/STACK-VIEWS.md.
///
/// Promises: the result is in a fixed order (axis first, then across; within a kind, in
/// arrangement order) and every key is unique and stable for the same constraint, so the
/// engine can diff two arrangements and keep the constraints that did not change.
struct StackArrangement {
    /// What the stack needs to know about one arranged subview.
    struct Item: Hashable {
        var id: ViewID
        var isHidden: Bool
        /// The length `fillProportionally` shares the stack out by (UIKit's fitting size
        /// along the axis; 0 for a view with none).
        var proportionalLength: Double
        /// Whether the view has a baseline of its own (labels; stacks whose baseline view has one).
        var hasBaseline: Bool
        /// A label that may wrap (numberOfLines ≠ 1): a text-width-disambiguation candidate.
        var isMultilineLabel: Bool
    }

    let stack: ViewID
    let configuration: StackConfiguration
    let items: [Item]

    typealias Keyed = (key: LayoutConstraintID, constraint: StackConstraint)

    var axis: LayoutAxis { configuration.axis }
    var visible: [Item] { items.filter { !$0.isHidden } }

    /// The stack itself, or its layout margins guide for a margins-relative arrangement.
    var canvas: StackItem {
        .view(ItemReference(view: stack, guide: configuration.isLayoutMarginsRelativeArrangement ? .margins : nil))
    }

    /// Every generated constraint, keyed `stack.identifier(detail)`.
    func constraints() -> [Keyed] {
        guard !items.isEmpty else { return [] }
        return distribute() + align()
    }

    func key(_ identifier: String, _ detail: String) -> LayoutConstraintID { LayoutConstraintID("\(stack).\(identifier)(\(detail))") }

    static func view(_ id: ViewID) -> StackItem { .view(ItemReference(view: id)) }

    /// `first.a RELATION second.b + constant @priority`.
    func make(_ identifier: String, _ first: StackItem, _ a: LayoutAttribute, _ relation: LayoutRelation,
              _ second: StackItem?, _ b: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
              priority: LayoutPriority = .required) -> StackConstraint {
        StackConstraint(identifier: identifier, first: first, firstAttribute: a, relation: relation, second: second,
                        secondAttribute: second == nil ? nil : b, multiplier: multiplier, constant: constant,
                        priority: priority)
    }
}
