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

/// 50 views: root, header, footer, and 12 rows of (row, label, icon, badge) = 3 + 48 - 1.
private final class BenchScreen: UIViewController {
    let header = UIView(), footer = UIView()
    var headerHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [header, footer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        headerHeight = header.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeight,
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 49),
        ])
        var above = header.bottomAnchor
        for i in 0..<12 {
            let row = UIView(), label = UILabel(), icon = UIView(), badge = UIView()
            row.accessibilityIdentifier = "row\(i)"
            label.text = "Row \(i)"
            for v in [row, label, icon, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(row)
            for v in [icon, label, badge] { row.addSubview(v) }
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: above),
                row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 28),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                badge.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                badge.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            above = row.bottomAnchor
        }
    }
}
