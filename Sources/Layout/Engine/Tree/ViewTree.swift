import Geometry

/// The engine's view tree: every view, layout guide, the window and the root view as a
/// `ViewNode` by id, the walks every pass and report follows, and what the last pass made
/// of them. Read it through `LayoutEngine.tree`; views join and leave through the engine
/// (`addView`, `updateView`, `removeView`), which keeps the constraints and the solver in
/// step with the tree.
///
/// Public surface (all reads, as of the last pass): `viewIDs`, `spec(of:)`, `subviews(of:)`,
/// `layout(of:)`, `convert(_:from:to:)`, `layoutDirection(of:)`, `scrollLayout(of:)`,
/// `contentOffset(revealing:in:)`, `layoutItemIDs`, `isLayoutItem(_:)`, `isLayoutGuide(_:)`.
///
/// Promises: walks follow the tree (declaration order), never the dictionary's hash
/// order; they use an explicit stack, not recursion, so a hierarchy as deep as the
/// timeline allows cannot exhaust the thread's stack.
public final class ViewTree {
    /// Every node by id (window, root, views and layout guides, installed or not).
    var nodes: [ViewID: ViewNode] = [:] { didSet { changes.note() } }
    private let changes: EngineChanges

    init(changes: EngineChanges) { self.changes = changes }

    /// Every view in tree order (pre-order, siblings back to front), window first.
    public var viewIDs: [ViewID] { preorder().map(\.id) }

    /// The current spec of a view (root and window included).
    public func spec(of id: ViewID) -> ViewSpec? { nodes[id]?.spec }

    /// A view's subviews, installed or not, back to front (`UIView.subviews`); none for an
    /// unknown view.
    public func subviews(of id: ViewID) -> [ViewID] { nodes[id]?.subviews ?? [] }

    /// The node `id`, or `LayoutError.unknownView` naming `context`.
    func node(_ id: ViewID, context: @autoclosure () -> String) throws -> ViewNode {
        guard let n = nodes[id] else { throw LayoutError.unknownView(id, context: context()) }
        return n
    }

    /// Every installed view from the window down, in tree order (pre-order, siblings
    /// back to front).
    func preorder() -> [ViewNode] { preorder(from: nodes[ViewID.window]) }

    /// `start` and its installed subviews at any depth, in tree order.
    func preorder(from start: ViewNode?) -> [ViewNode] {
        var out: [ViewNode] = []
        var stack: [ViewNode] = start.map { [$0] } ?? []
        while let n = stack.popLast() {
            out.append(n)
            for c in n.children.reversed() { if let k = nodes[c] { stack.append(k) } }
        }
        return out
    }

    /// `start` and its subviews at any depth, installed or not, in tree order.
    func subtree(of start: ViewNode) -> [ViewNode] {
        var out: [ViewNode] = []
        var stack = [start]
        while let n = stack.popLast() {
            out.append(n)
            for c in n.subviews.reversed() { if let k = nodes[c] { stack.append(k) } }
        }
        return out
    }

    /// Subviews before their superview, siblings back to front: the reverse of a
    /// pre-order walk that visits siblings front to back.
    func postorder() -> [ViewNode] {
        var out: [ViewNode] = []
        var stack: [ViewNode] = nodes[ViewID.window].map { [$0] } ?? []
        while let n = stack.popLast() {
            out.append(n)
            for c in n.children { if let k = nodes[c] { stack.append(k) } }
        }
        return out.reversed()
    }
}
