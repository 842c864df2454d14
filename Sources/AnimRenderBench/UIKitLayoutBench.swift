import AnimRenderUIKit
import Foundation

/// UIKit with no recorder, on the record benchmark's 50-view screen (`BenchScreen`):
/// - `first`: the first `layoutIfNeeded()` of a freshly built screen (the controller's
///   view, 393 × 852, detached: its engine is made, its views and constraints installed,
///   solved and laid out); the build itself (`loadViewIfNeeded`) is not timed;
/// - `window`: `makeKeyAndVisible()` of a window whose root controller's view is built:
///   the appearance callbacks and the first pass, with the device's safe area;
/// - `change`: a constant change and `layoutIfNeeded()` on a laid-out screen.
/// Medians of the samples (thread CPU time: the work is single-threaded), best beside them.
///
/// usage: animrender-bench uikit [first|change [N]] — one case alone, repeated (for a profiler)
@MainActor
func runUIKitLayoutBench(_ args: [String]) {
    func freshScreen() -> BenchScreen {
        let vc = BenchScreen()
        vc.loadViewIfNeeded()
        vc.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        return vc
    }
    _ = freshScreen().view.layoutIfNeeded()   // warm-up: fonts, caches
    let repeats = args.count > 1 ? Int(args[1]) ?? 2000 : 2000
    if args.first == "first" {
        for _ in 0..<repeats { freshScreen().view.layoutIfNeeded() }
        return
    }
    if args.first == "change" {
        let vc = freshScreen()
        for i in 0..<100_000 {
            vc.headerHeight.constant = 80 + CGFloat(i % 40)
            vc.view.layoutIfNeeded()
        }
        return
    }
    var first: [Double] = [], window: [Double] = []
    for _ in 0..<50 {
        let vc = freshScreen()
        first.append(timed { vc.view.layoutIfNeeded() }.thread)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        w.rootViewController = BenchScreen()
        window.append(timed { w.makeKeyAndVisible() }.thread)
    }
    let vc = freshScreen()
    vc.view.layoutIfNeeded()
    var change: [Double] = []
    for i in 0..<2000 {
        change.append(timed {
            vc.headerHeight.constant = 80 + CGFloat(i % 40)
            vc.view.layoutIfNeeded()
        }.thread)
    }
    let check = vc.view.subviews.first { $0.accessibilityIdentifier == "row11" }?.frame ?? .zero
    func field(_ name: String, _ samples: [Double], scale: Double, unit: String) -> String {
        let spread = Spread(samples)
        return String(format: "%@_median_%@=%.3f\t%@_best_%@=%.3f", name, unit, spread.median * scale, name, unit, spread.low * scale)
    }
    func count(_ v: UIView) -> Int { 1 + v.subviews.map(count).reduce(0, +) }
    print(["uikit\tviews=\(count(vc.view))",
           field("first", first, scale: 1e3, unit: "ms"), field("window", window, scale: 1e3, unit: "ms"),
           field("change", change, scale: 1e6, unit: "us"), "row11_maxY=\(check.maxY)", "load=\(loadAverage())"]
        .joined(separator: "\t"))
}
