import Geometry

/// The checks NSLayoutConstraint makes when it is created (descriptions built in code do
/// not pass through the parser, so the engine checks again with the same rules).
extension ConstraintStore {
    func validate(_ d: ConstraintDescription, id: LayoutConstraintID) throws {
        func fail(_ reason: String) -> LayoutError {
            LayoutError.invalidConstraint(id: id, source: d.source?.description, reason: reason)
        }
        // Each check looks at the first item, then the second (no arrays: this runs for
        // every constraint added).
        let first = d.firstAttribute
        let firstNode = try tree.node(d.firstItem.view, context: "constraint '\(id)'" + (d.source.map { " at \($0)" } ?? ""))
        let secondNode = try d.secondItem.map { try tree.node($0.view, context: "constraint '\(id)'" + (d.source.map { " at \($0)" } ?? "")) }
        guard (1...1000).contains(d.priority.value) else { throw fail("priority \(d.priority) is outside 1…1000") }
        guard d.multiplier.isFinite, d.constant.isFinite else { throw fail("multiplier and constant must be finite numbers") }
        func checkAttribute(_ item: ItemReference, _ n: ViewNode, _ attribute: LayoutAttribute) throws {
            if (item.guide != nil || n.role == .layoutGuide) && !attribute.existsOnLayoutGuides {
                throw fail("layout guide \(item) has no \(attribute.rawValue) attribute (guides have edges, centers and sizes only)")
            }
        }
        func checkGuide(_ item: ItemReference, _ n: ViewNode) throws {
            if let guide = item.guide, n.role == .layoutGuide {
                throw fail("'\(item.view)' is a layout guide; it has no \(guide.rawValue) guide of its own")
            }
        }
        func checkScrollGuide(_ item: ItemReference, _ n: ViewNode) throws {
            if let guide = item.guide, guide.belongsToScrollViews, !n.spec.isScrollView {
                throw fail("'\(item.view)' is not a UIScrollView; only a scroll view has a \(guide.rawValue)")
            }
        }
        try checkAttribute(d.firstItem, firstNode, first)
        if let second = d.secondItem, let secondNode { try checkAttribute(second, secondNode, d.secondAttribute ?? first) }
        try checkGuide(d.firstItem, firstNode)
        if let second = d.secondItem, let secondNode { try checkGuide(second, secondNode) }
        try checkScrollGuide(d.firstItem, firstNode)
        if let second = d.secondItem, let secondNode { try checkScrollGuide(second, secondNode) }
        guard d.secondItem != nil, first.isSize || d.multiplier != 0 else {
            guard first.acceptsConstantOnly else {
                throw fail("a nil second item or a multiplier of 0 together with a location for the first attribute creates an illegal constraint of a location equal to a constant; location attributes must be specified in pairs")
            }
            return
        }
        if let problem = first.pairingProblem(with: d.secondAttribute ?? first) { throw fail(problem) }
    }
}
