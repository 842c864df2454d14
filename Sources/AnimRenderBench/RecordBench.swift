import AnimRenderUIKit
import Foundation

/// The Swift API's recording benchmark: a 50-view screen (a header, a footer and 12 rows
/// of a label and two views) written with UIKit's API, recorded for 60 frames while a
/// constraint change animates every row. Prints the time of one recording (best and
/// median of 20 after a warm-up; wall clock, and the median CPU time) and of a suite of 100 recordings, each made from scratch
/// (controller, views, simulator), so the setup a test suite pays per recording is in it;
/// and the setup alone (the first display, one frame).
///
/// usage: animrender-bench record
@MainActor
func runRecordBench(_ args: [String]) {
    do {
        let warm = try recordOnce()
        var times: [Double] = [], cpu: [Double] = []
        for _ in 0..<20 {
            let before = processCPUSeconds()
            times.append(try timed { _ = try recordOnce() })
            cpu.append(processCPUSeconds() - before)
        }
        times.sort()
        cpu.sort()
        var setups: [Double] = []
        for _ in 0..<20 { setups.append(try timed { _ = try recordOnce(duration: 0) }) }
        setups.sort()
        let suite = try timed { for _ in 0..<100 { _ = try recordOnce() } }
        print(String(format: "record\tviews=%d\tframes=%d\tbest_ms=%.2f\tmedian_ms=%.2f\tcpu_median_ms=%.2f\tsetup_median_ms=%.2f\tsuite100_ms=%.0f",
                     warm.frames[0].views.count, warm.frames.count, times[0] * 1000, times[times.count / 2] * 1000,
                     cpu[cpu.count / 2] * 1000, setups[setups.count / 2] * 1000, suite * 1000))
    } catch {
        print("record: \(error)")
    }
}

/// The CPU time this process has used: unlike the wall clock, not inflated when other
/// processes share the cores (the recording is single-threaded).
private func processCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

@MainActor
private func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

@MainActor
private func recordOnce(duration: Double = 59.0 / 60) throws -> Recording {
    let vc = BenchScreen()
    return try Simulator(device: "iPhone X").record(vc, fps: 60, duration: duration) { script in
        script.at(0) {
            vc.headerHeight.constant = 140
            UIView.animate(withDuration: 0.75) { vc.view.layoutIfNeeded() }
        }
    }
}
