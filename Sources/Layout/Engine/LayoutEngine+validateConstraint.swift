/// The checks NSLayoutConstraint makes when it is created (descriptions built in code do
/// not pass through the parser, so the engine checks again with the same rules).
extension LayoutEngine {
    func validate(_ d: ConstraintDescription, id: String) throws {
        func fail(_ reason: String) -> LayoutError {
            LayoutError.invalidConstraint(id: id, source: d.source?.description, reason: reason)
        }
        for item in [d.firstItem] + (d.secondItem.map { [$0] } ?? []) {
            _ = try node(item.view, context: "constraint '\(id)'" + (d.source.map { " at \($0)" } ?? ""))
        }
        guard (1...1000).contains(d.priority.value) else { throw fail("priority \(d.priority) is outside 1…1000") }
        guard d.multiplier.isFinite, d.constant.isFinite else { throw fail("multiplier and constant must be finite numbers") }
        let first = d.firstAttribute
        let pairs = [(d.firstItem, first)] + (d.secondItem.map { [($0, d.secondAttribute ?? first)] } ?? [])
        for (item, attribute) in pairs where (item.guide != nil || nodes[item.view]?.role == .layoutGuide)
            && !attribute.existsOnLayoutGuides {
            throw fail("layout guide \(item) has no \(attribute.rawValue) attribute (guides have edges, centers and sizes only)")
        }
        for item in [d.firstItem] + (d.secondItem.map { [$0] } ?? []) where item.guide != nil && nodes[item.view]?.role == .layoutGuide {
            throw fail("'\(item.view)' is a layout guide; it has no \(item.guide!.rawValue) guide of its own")
        }
        for item in [d.firstItem] + (d.secondItem.map { [$0] } ?? []) where item.guide?.belongsToScrollViews == true
            && nodes[item.view]?.spec.isScrollView != true {
            throw fail("'\(item.view)' is not a UIScrollView; only a scroll view has a \(item.guide!.rawValue)")
        }
        guard d.secondItem != nil, first.isSize || d.multiplier != 0 else {
            guard first.acceptsConstantOnly else {
                throw fail("a nil second item or a multiplier of 0 together with a location for the first attribute creates an illegal constraint of a location equal to a constant; location attributes must be specified in pairs")
            }
            return
        }
        if let problem = first.pairingProblem(with: d.secondAttribute ?? first) { throw fail(problem) }
    }
}
