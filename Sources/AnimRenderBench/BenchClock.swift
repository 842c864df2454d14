import Foundation

// Timing shared by the benchmarks that run on this shared, noisy machine: CPU clocks
// beside the wall clock, medians with their spread, and the load to read them against.

/// Seconds `body` took on the wall clock, on this thread's CPU clock and on the whole
/// process's CPU clock.
func timed(_ body: () -> Void) -> (wall: Double, thread: Double, process: Double) {
    func now(_ clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    let wall = now(CLOCK_MONOTONIC), thread = now(CLOCK_THREAD_CPUTIME_ID), process = now(CLOCK_PROCESS_CPUTIME_ID)
    body()
    return (now(CLOCK_MONOTONIC) - wall, now(CLOCK_THREAD_CPUTIME_ID) - thread, now(CLOCK_PROCESS_CPUTIME_ID) - process)
}

/// The median and the extremes of some samples.
struct Spread {
    var median, low, high: Double
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        let mid = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        low = sorted.first!; high = sorted.last!
    }
}

/// The 1-minute load average, to read throughput numbers against.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}
