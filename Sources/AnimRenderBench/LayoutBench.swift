import Cassowary
import Foundation

/// The layout benchmark (shared/bench/WORKLOADS.md): builds the chain and grid workloads
/// through our solver exactly as `kiwi_layout_bench.py` builds them through kiwisolver,
/// prints the same line format, then kiwi's line for the same workload (measured in the
/// same run) and the ratios kiwi / ours.
///
/// usage: animrender-bench layout [chain|grid N]
func runLayoutBench(_ args: [String]) {
    let workloads: [(String, Int)]
    if args.count == 2, ["chain", "grid"].contains(args[0]), let n = Int(args[1]), n > 0 {
        workloads = [(args[0], n)]
    } else if args.isEmpty {
        workloads = [100, 200, 400, 800, 1000, 4000].map { ("chain", $0) } + [5, 10, 15, 20, 30].map { ("grid", $0) }
    } else {
        print("usage: animrender-bench layout [chain|grid N]")
        return
    }
    let kiwi = KiwiPeer()
    for (name, n) in workloads {
        let ours = LayoutMeasurement.run(name, n)
        print(ours.line)
        // kiwi grows with the cube of the size (grid 30 takes minutes): only its own default
        // list is run.
        guard KiwiPeer.defaultWorkloads.contains(where: { $0 == (name, n) }) else {
            if workloads.count == 1 { print("note: kiwi not run for \(name) \(n) (outside its default list; it takes long)") }
            continue
        }
        guard let theirs = kiwi.measure(name, n) else { continue }
        print(theirs.line)
        print(String(format: "ratio\t%@\t%d\tbuild+solve=%.1fx\tper_frame=%.2fx\tchecksum=%@", name, n,
                     theirs.buildMs / ours.buildMs, theirs.frameUs / ours.frameUs,
                     theirs.checksum == ours.checksum ? "equal" : "DIFFERENT"))
    }
}

/// One workload's timings and checksum, printed in kiwi_layout_bench.py's format.
struct LayoutMeasurement {
    var name: String
    var size: Int
    var buildMs: Double
    var frameUs: Double
    var checksum: String
    var solver = "ours"

    var line: String {
        let prefix = solver == "ours" ? "" : solver + "\t"
        return prefix + String(format: "%@\t%d\tbuild+solve_ms=%.2f\tper_frame_us=%.1f\tchecksum=%@", name, size, buildMs, frameUs, checksum)
    }

    static let frames = 120

    static func run(_ name: String, _ n: Int) -> LayoutMeasurement {
        let clock = ContinuousClock()
        let t0 = clock.now
        let workload = name == "chain" ? LayoutWorkload.chain(n) : LayoutWorkload.grid(n)
        var sum = workload.readAll()
        let t1 = clock.now
        for f in 0..<frames {
            try! workload.solver.suggestValue(workload.edit, 375 + 400 * Double(f) / Double(frames - 1))
            sum = workload.readAll()
        }
        let t2 = clock.now
        return LayoutMeasurement(name: name, size: n, buildMs: milliseconds(t1 - t0),
                                 frameUs: milliseconds(t2 - t1) * 1000 / Double(frames),
                                 checksum: pythonRound3(sum))
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
    }

    /// `repr(round(x, 3))` as Python prints it, so checksums compare as strings.
    static func pythonRound3(_ x: Double) -> String {
        let r = (x * 1000).rounded(.toNearestOrEven) / 1000
        return "\(r == 0 ? 0 : r)"
    }
}

/// The solver, edit variable and view variables of one workload.
struct LayoutWorkload {
    var solver: Solver
    var edit: Variable
    var views: [Variable]

    /// Reads every view variable (as kiwi's `updateVariables` does) and sums them.
    func readAll() -> Double { views.reduce(0) { $0 + solver.value(of: $1) } }

    static let editPriority = Priority(999)

    /// n views in one row inside a container whose width is animated.
    static func chain(_ n: Int) -> LayoutWorkload {
        let s = Solver()
        let cl = s.makeVariable("c.left"), cw = s.makeVariable("c.width")
        try! s.add(Expression(cl), .equal)
        try! s.addEditVariable(cw, priority: editPriority)
        try! s.suggestValue(cw, 375)
        var views: [Variable] = []
        var prevRight = Expression(cl)
        for i in 0..<n {
            let x = s.makeVariable("v\(i).x"), w = s.makeVariable("v\(i).w")
            try! s.add(Expression(x) - prevRight - 8, .equal)
            try! s.add(Expression(w) - 20, .greaterThanOrEqual, priority: .defaultHigh)
            try! s.add(Expression(w) - 100, .lessThanOrEqual, priority: .defaultLow)
            if let previousWidth = views.last { try! s.add(w - previousWidth, .equal) }
            views += [x, w]
            prevRight = x + w
        }
        try! s.add(prevRight + 8 - Expression(cl) - Expression(cw), .equal)
        return LayoutWorkload(solver: s, edit: cw, views: views)
    }

    /// n × n cells pinned to their neighbours with equal rows and columns, in a container
    /// whose width and height are edit variables.
    static func grid(_ n: Int) -> LayoutWorkload {
        let s = Solver()
        let cw = s.makeVariable("c.width"), ch = s.makeVariable("c.height")
        try! s.addEditVariable(cw, priority: editPriority)
        try! s.suggestValue(cw, 375)
        try! s.addEditVariable(ch, priority: editPriority)
        try! s.suggestValue(ch, 667)
        var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
        var views: [Variable] = []
        for r in 0..<n {
            var row: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
            for c in 0..<n {
                let cell = (x: s.makeVariable("c\(r)_\(c).x"), y: s.makeVariable("c\(r)_\(c).y"),
                            w: s.makeVariable("c\(r)_\(c).w"), h: s.makeVariable("c\(r)_\(c).h"))
                try! s.add(Expression(cell.w) - 4, .greaterThanOrEqual, priority: .defaultHigh)
                try! s.add(Expression(cell.h) - 4, .greaterThanOrEqual, priority: .defaultHigh)
                if let left = row.last {
                    try! s.add(Expression(cell.x) - left.x - left.w - 2, .equal)
                } else {
                    try! s.add(Expression(cell.x), .equal)
                }
                if r > 0 {
                    let above = cells[r - 1][c]
                    try! s.add(Expression(cell.y) - above.y - above.h - 2, .equal)
                } else {
                    try! s.add(Expression(cell.y), .equal)
                }
                if let left = row.last { try! s.add(cell.w - left.w, .equal) }
                if r > 0 { try! s.add(cell.h - cells[r - 1][c].h, .equal) }
                row.append(cell)
                views += [cell.x, cell.y, cell.w, cell.h]
            }
            try! s.add(row[n - 1].x + row[n - 1].w - cw, .equal)
            cells.append(row)
        }
        for c in 0..<n { try! s.add(cells[n - 1][c].y + cells[n - 1][c].h - ch, .equal) }
        return LayoutWorkload(solver: s, edit: cw, views: views)
    }
}

/// Runs kiwi_layout_bench.py (kiwisolver) for the same workload in a child process.
struct KiwiPeer {
    static let defaultWorkloads: [(String, Int)] = [("chain", 100), ("chain", 200), ("chain", 400), ("chain", 800),
                                                    ("grid", 5), ("grid", 10), ("grid", 15)]
    /// shared/ sits beside the repository root, three levels above this file.
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/bench/kiwi_layout_bench.py").path
    private var noted = false

    func measure(_ name: String, _ n: Int) -> LayoutMeasurement? {
        guard FileManager.default.fileExists(atPath: script) else {
            print("note: \(script) not found; kiwi not measured")
            return nil
        }
        let run: PeerOutput
        switch runPython([script, name, String(n)]) {
        case .success(let r): run = r
        case .failure(let error):
            print("note: could not run python3 (\(error)); kiwi not measured")
            return nil
        }
        let data = run.stdout, errors = run.stderr
        let text = String(decoding: data, as: UTF8.self)
        guard run.status == 0, let parsed = KiwiPeer.parse(text) else {
            let message = errors
            if message.contains("No module named 'kiwisolver'") {
                print("note: kiwisolver is not installed (pip install kiwisolver); kiwi not measured")
            } else {
                print("note: kiwi run failed: \(message.split(separator: "\n").last ?? "")")
            }
            return nil
        }
        return parsed
    }

    /// Parses `name\tN\tbuild+solve_ms=…\tper_frame_us=…\tchecksum=…`.
    static func parse(_ text: String) -> LayoutMeasurement? {
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\t").map(String.init)
        guard fields.count == 5, let n = Int(fields[1]) else { return nil }
        func value(_ field: String) -> String? { field.split(separator: "=", maxSplits: 1).last.map(String.init) }
        guard let build = value(fields[2]).flatMap(Double.init), let frame = value(fields[3]).flatMap(Double.init),
              let checksum = value(fields[4]) else { return nil }
        return LayoutMeasurement(name: fields[0], size: n, buildMs: build, frameUs: frame, checksum: checksum, solver: "kiwi")
    }
}
