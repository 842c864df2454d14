import Foundation
import Geometry
import Layout
import enum Timeline.ConstraintParser

/// The ambiguity benchmark: a vertical stack of N rows that have no intrinsic height and
/// no height constraint, so every row's height (and the position of every row below it) is
/// ambiguous. One row is hidden and shown again, one change per frame, over 66 frames; each
/// change alters the constraint set, so every frame runs ambiguity detection
/// (`Solver.ambiguousVariables`) and reads the report (`LayoutEngine.ambiguity`) as a
/// frame capture does. Prints the total for the frames and the number of ambiguous
/// attributes the last frame reports (a check that the work was real).
///
/// usage: animrender-bench ambiguity [N]
func runAmbiguityBench(_ args: [String]) {
    let sizes = args.first.flatMap(Int.init).map { [$0] } ?? [50, 100, 200, 400]
    for n in sizes {
        let engine = LayoutEngine(configuration: LayoutEngineConfiguration(
            screen: ScreenState(size: Size(375, 667)), textMeasurer: NoMeasuring()))
        let rows = (0..<n).map { "r\($0)" }
        do {
            try engine.addView(ViewSpec(id: "list", stack: StackConfiguration(axis: .vertical, spacing: 4, arrangedSubviews: rows.map(ViewID.init))))
            for id in rows { try engine.addView(ViewSpec(id: ViewID(id), parent: "list")) }
            for text in ["list.leading == root.leading", "list.trailing == root.trailing", "list.top == root.top"] {
                try engine.store.addConstraint(ConstraintParser.parse(text))
            }
        } catch {
            print("ambiguity bench: \(error)"); return
        }
        let frames = 66
        var attributes = 0
        let clock = ContinuousClock()
        let t0 = clock.now
        engine.appear()
        for k in 0..<frames {
            try? engine.updateView(ViewID(rows[n / 2])) { $0.isHidden = k % 2 == 0 }
            engine.layoutIfNeeded()
            attributes = engine.diagnostics.ambiguity.count
        }
        let elapsed = clock.now - t0
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        print(String(format: "ambiguous-stack\t%d\tframes=%d\ttotal_ms=%.1f\tper_frame_ms=%.2f\tambiguous_attributes=%d",
                     n, frames, ms, ms / Double(frames), attributes))
    }
}

/// The rows have no text; nothing is measured.
private struct NoMeasuring: TextMeasuring {
    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
        TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
    }
}
