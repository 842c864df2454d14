import AnimRenderUIKit
import Foundation

/// The benchmark shape a table and a collection view share, on a 393 × 852 screen with no
/// recorder: `first`, the first `layoutIfNeeded()` of a fresh controller's view; `scroll`,
/// 60 frames of scrolling 40 pt down each (`contentOffset` set, then `layoutIfNeeded()`).
/// Medians of 20 samples (thread CPU time), best beside them, on one line: `header`, what
/// `afterFirst` says of the last screen after its first layout, the times, what
/// `afterScroll` says of it after the scrolling.
///
/// `args`: `first` or `scroll` [N] runs that case alone N times (for a profiler).
@MainActor
func runScrollingListBench<Screen: UIViewController>(_ args: [String], header: String, make: () -> Screen,
                                                     scrollView: (Screen) -> UIScrollView,
                                                     afterFirst: (Screen) -> [String], afterScroll: (Screen) -> [String]) {
    func fresh() -> Screen {
        let vc = make()
        vc.loadViewIfNeeded()
        vc.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        return vc
    }
    _ = fresh().view.layoutIfNeeded()   // warm-up: fonts, caches
    let repeats = args.count > 1 ? Int(args[1]) ?? 200 : 200
    func scroll(_ vc: Screen) {
        for frame in 1...60 {
            scrollView(vc).contentOffset = CGPoint(x: 0, y: CGFloat(frame * 40))
            vc.view.layoutIfNeeded()
        }
    }
    if args.first == "first" {
        for _ in 0..<repeats { fresh().view.layoutIfNeeded() }
        return
    }
    if args.first == "scroll" {
        for _ in 0..<repeats { let vc = fresh(); vc.view.layoutIfNeeded(); scroll(vc) }
        return
    }
    var first: [Double] = [], scrolling: [Double] = []
    var firstFields: [String] = [], scrollFields: [String] = []
    for _ in 0..<20 {
        let vc = fresh()
        first.append(timed { vc.view.layoutIfNeeded() }.thread)
        firstFields = afterFirst(vc)
        scrolling.append(timed { scroll(vc) }.thread)
        scrollFields = afterScroll(vc)
    }
    func field(_ name: String, _ samples: [Double]) -> String {
        let spread = Spread(samples)
        return String(format: "%@_median_ms=%.3f\t%@_best_ms=%.3f", name, spread.median * 1e3, name, spread.low * 1e3)
    }
    print(([header] + firstFields + [field("first", first), field("scroll60", scrolling)] + scrollFields
           + ["load=\(loadAverage())"]).joined(separator: "\t"))
}
