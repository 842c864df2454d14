import Geometry

/// Stopping a layout feedback loop and reporting it as UIKit's debugger does: its console
/// dump ("Degenerate layout! Layout feedback loop detected in subtree of …", the views
/// caught in the loop numbered in the order they receive layout, the geometry changes),
/// then a note saying what kept invalidating layout and what the engine did instead of
/// UIKit's exception.
extension LayoutPass {
    func stopFeedbackLoop(causes engineReasons: [String]) {
        guard let monitor = cycle.loopMonitor else { return }
        let round = monitor.round
        var causes: [String] = []
        for name in monitor.iterations.flatMap(\.invalidators) + engineReasons where !causes.contains(name) { causes.append(name) }
        let top = topLevelView(of: round)
        let loop = LayoutFeedbackLoop(time: diagnostics.time, pass: cycle.passCount, view: monitor.busiest.view, method: monitor.busiest.method,
                                      count: monitor.busiest.count, topLevelView: top?.id ?? monitor.busiest.view,
                                      viewsInOrder: round, causes: causes)
        diagnostics.feedbackLoops.append(loop)
        diagnostics.record(.console, feedbackLoopDump(round: round, top: top, geometry: monitor.iterations.flatMap(\.geometry)))
        diagnostics.record(.note, loop.summary + " (UIKit raises NSInternalInconsistencyException here)")
        // What the loop left dirty stays as it is until something else invalidates layout.
        for n in tree.nodes.values { n.needsLayout = false; n.needsUpdateConstraints = false }
        cycle.engineDirty = false
        // The screen keeps the last layout, which the constraints now in effect may not
        // give. Those views are measured against where the constraints put them (as a view
        // whose frame was set), so the frame lists the difference instead of conforming.
        for n in tree.preorder() where n.role == .view {
            guard let vars = n.variables else { continue }
            let solved = snappedToPixels(store.solvedRect(vars))
            let shown = ViewGeometry.layoutRect(center: n.center, bounds: n.bounds, transform: n.spec.transform,
                                                anchorPoint: n.spec.anchorPoint, style: configuration.current.style)
            let gap = [solved.minX - shown.minX, solved.minY - shown.minY, solved.width - shown.width,
                       solved.height - shown.height].map(abs).max() ?? 0
            guard gap > 0.5 else { continue }
            n.layoutRect = solved
            n.isDisplaced = true
        }
    }

    /// The shallowest view laid out in the round (the first such, on a tie).
    func topLevelView(of round: [ViewID]) -> ViewNode? {
        func depth(_ n: ViewNode) -> Int {
            var d = 0, cursor = n
            while let up = cursor.parentNode { d += 1; cursor = up }
            return d
        }
        var best: (node: ViewNode, depth: Int)?
        for id in round {
            guard let n = tree.nodes[id] else { continue }
            let d = depth(n)
            if d < best?.depth ?? .max { best = (n, d) }
        }
        return best?.node
    }

    func feedbackLoopDump(round: [ViewID], top: ViewNode?, geometry: [(view: ViewID, change: FeedbackLoopMonitor.GeometryChange)]) -> String {
        var text = "Degenerate layout! Layout feedback loop detected in subtree of "
            + (top.map { $0.uikitDescription(withFrame: true) } ?? "the window") + ". "
        if let top {
            text += "\nTop-level view = \(top.uikitDescription(withFrame: true))\n"
            var lines: [String] = []
            func walk(_ n: ViewNode, depth: Int) {
                let number = round.firstIndex(of: n.id).map { "\($0 + 1) " } ?? ""
                lines.append(String(repeating: "|   ", count: depth) + number + n.uikitDescription())
                for c in n.children { if let k = tree.nodes[c] { walk(k, depth: depth + 1) } }
            }
            walk(top, depth: 0)
            text += "\nViews caught in loop: \n" + lines.joined(separator: "\n") + "\n"
        }
        text += "\nViews receiving layout in order: (\n"
            + round.map { id in "    " + (tree.nodes[id].map { $0.uikitDescription() } ?? id.name) }.joined(separator: ",\n") + "\n)\n"
        var changed: [ViewID] = []
        for g in geometry where !changed.contains(g.view) { changed.append(g.view) }
        if !changed.isEmpty {
            text += "\n*** Views With Geometry Changes ***\n"
            for id in changed {
                text += "Geometry change records for \(tree.nodes[id].map { $0.uikitDescription() } ?? id.name):\n"
                text += geometry.filter { $0.view == id }.map { g in
                    switch g.change {
                    case .center(let p): return "    center = \(p)"
                    case .bounds(let r): return "    bounds = \(UIKitText.rectText(r))"
                    }
                }.joined(separator: "\n") + "\n"
            }
        }
        return text + "More info may be available in the log for com.apple.UIKit.LayoutLoop"
    }
}
