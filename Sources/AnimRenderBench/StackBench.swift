import Foundation
import Geometry
import Layout
import enum Timeline.ConstraintParser

/// The stack view benchmark: a vertical stack of N rows (plain views with intrinsic
/// heights) pinned to the root view. Prints, per N, the time to build it and run the first
/// layout pass, and the time per step of the two changes a stack's arrangement goes
/// through most: hiding or showing one row (spacing and hiding constraints swapped,
/// nothing else regenerated) and changing the spacing (every spacing constant edited in
/// place). No peer: there is no UIKit here to compare with. Ambiguity detection is off
/// (`detectsAmbiguity: false`): its solver queries after every change of the constraint set
/// would dominate and are measured on their own; pass `ambiguity` to include them.
///
/// usage: animrender-bench stack [N] [ambiguity]
func runStackBench(_ args: [String]) {
    let sizes = args.first.flatMap(Int.init).map { [$0] } ?? [10, 50, 100]
    let ambiguity = args.contains("ambiguity")
    for n in sizes {
        let clock = ContinuousClock()
        let t0 = clock.now
        let engine = LayoutEngine(configuration: LayoutEngineConfiguration(
            screen: ScreenState(size: Size(375, 667)), textMeasurer: NoText(),
            detectsAmbiguity: ambiguity))
        let rows = (0..<n).map { "r\($0)" }
        do {
            try engine.addView(ViewSpec(id: "list", stack: StackConfiguration(axis: .vertical, spacing: 4, arrangedSubviews: rows.map(ViewID.init))))
            for (i, id) in rows.enumerated() {
                try engine.addView(ViewSpec(id: ViewID(id), parent: "list", intrinsicContentSize: Size(-1, Double(20 + i % 7))))
            }
            for text in ["list.leading == root.leading", "list.trailing == root.trailing", "list.top == root.top"] {
                try engine.store.addConstraint(ConstraintParser.parse(text))
            }
        } catch {
            print("stack bench: \(error)"); return
        }
        engine.appear()
        let t1 = clock.now
        let steps = 100
        for k in 0..<steps {
            try? engine.updateView(ViewID(rows[n / 2])) { $0.isHidden = k % 2 == 0 }
            engine.layoutIfNeeded()
        }
        let t2 = clock.now
        for k in 0..<steps {
            try? engine.updateView("list") { $0.stack?.spacing = Double(4 + k % 5) }
            engine.layoutIfNeeded()
        }
        let t3 = clock.now
        let last = engine.tree.layout(of: ViewID(rows[n - 1]))?.layoutRect.maxY ?? -1
        print(String(format: "stack%@\t%d\tbuild+layout_ms=%.2f\thide_step_us=%.1f\tspacing_step_us=%.1f\tlast_maxY=%@", ambiguity ? "+ambiguity" : "", n,
                     ms(t1 - t0), ms(t2 - t1) * 1000 / Double(steps), ms(t3 - t2) * 1000 / Double(steps),
                     last.shortDescription))
    }
}

private func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// The rows have intrinsic sizes of their own; nothing is measured.
private struct NoText: TextMeasuring {
    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
        TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
    }
}
