import Cassowary
import Geometry
@testable import Layout
import XCTest

/// A stack `row` at (20, 100) in the root view, arranging plain views with the given
/// intrinsic sizes (`nil`: none); `constraints` size the stack (timeline syntax).
func makeStack(_ configuration: StackConfiguration, items: [(id: ViewID, size: Size?)],
               constraints: [String] = [], configure: (inout ViewSpec) -> Void = { _ in },
               file: StaticString = #filePath, line: UInt = #line) throws -> LayoutEngine {
    let engine = makeEngine()
    var config = configuration
    if config.arrangedSubviews.isEmpty { config.arrangedSubviews = items.map(\.id) }
    try engine.addView(ViewSpec(id: "row", stack: config))
    for item in items {
        var spec = ViewSpec(id: item.id, parent: "row", intrinsicContentSize: item.size)
        configure(&spec)
        try engine.addView(spec)
    }
    try engine.add(all: ["row.leading == root.leading + 20", "row.top == root.top + 100"] + constraints)
    engine.appear()
    return engine
}

extension LayoutEngine {
    /// A view's rect in its superview (the stack's coordinates for arranged subviews).
    func rect(_ id: ViewID) -> Rect { tree.layout(of: id)?.layoutRect ?? Rect(-1, -1, -1, -1) }

    /// The stack's generated constraints, one UIKit description per line, in the order
    /// the arrangement lists them (creation order depends on history), with the fake
    /// addresses left out.
    func stackConstraintDump(_ stack: ViewID = "row") -> String {
        guard let n = tree.nodes[stack], let config = n.spec.stack else { return "" }
        let keys = StackArrangement(stack: stack, configuration: config, items: tree.arrangedNodes(of: n).map(tree.arrangementItem))
            .constraints().map(\.key)
        XCTAssertEqual(Set(keys), Set(store.recordOrder.filter { $0.stackOwner == stack }.map(\.id)), "records match the arrangement")
        return keys.compactMap { store.records[$0] }.map { r in
            store.uikitDescription(of: r).replacingOccurrences(of: "NSLayoutConstraint:" + UIKitText.fakeAddress(r.serial) + " ", with: "")
        }.joined(separator: "\n")
    }
}

/// The arranged subviews most stack tests use: a, b, c with intrinsic sizes 50×20, 80×30
/// and 40×10, so every length in an expectation can be worked out by hand.
let abc: [(id: ViewID, size: Size?)] = [("a", Size(50, 20)), ("b", Size(80, 30)), ("c", Size(40, 10))]
