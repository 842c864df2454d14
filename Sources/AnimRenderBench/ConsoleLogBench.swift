import AnimRenderKit
import ConsoleLog
import Foundation

// The console-log benchmark.
//   animrender-bench consolelog [reps R]
// 1. Process start + import + explain of a 12-constraint conflict log (a cell whose content
//    is taller than its encapsulated height), with the animrender binary built next to this
//    one: `animrender import LOG -o …` and `animrender explain LOG`, each run R times (default
//    20); prints the median and the slowest wall time. Budget: 100 ms for explain.
// 2. Bounded work on big pastes, in process: a 10 MB paste (the 12-constraint log repeated
//    between pages of unrelated console noise) read and imported; a log listing 5,000
//    constraints (1,000 views in a chain in a 44-point cell; the conflict lists the 2,002 of
//    the vertical chain) read and imported, and its conflict explained.
func runConsoleLogBench(_ args: [String]) {
    func value(_ name: String) -> Int? { args.firstIndex(of: name).flatMap { $0 + 1 < args.count ? Int(args[$0 + 1]) : nil } }
    let reps = max(1, value("reps") ?? 20)
    setvbuf(stdout, nil, _IOLBF, 0)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-consolelogbench")
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let small = folder.appendingPathComponent("twelve.log")
    try? consoleLogBenchTwelve.write(to: small, atomically: true, encoding: .utf8)
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("animrender").path
    guard FileManager.default.isExecutableFile(atPath: binary) else { print("consolelog: no animrender binary next to this one (\(binary)); build it first"); return }
    for (label, arguments) in [("import", ["import", small.path, "-o", folder.appendingPathComponent("t.json").path]),
                               ("explain", ["explain", small.path])] {
        var times: [Double] = []
        for _ in 0..<reps {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = arguments
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            do { try p.run() } catch { print("consolelog: cannot run \(binary): \(error)"); return }
            p.waitUntilExit()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            if p.terminationStatus != 0 { print("consolelog: \(label) exited \(p.terminationStatus)"); return }
        }
        times.sort()
        print(String(format: "consolelog: %@ of a 12-constraint log, process start included: median %.1f ms, slowest %.1f ms (%d runs)",
                     label, times[times.count / 2], times.last!, reps))
    }
    // A 10 MB paste.
    var big = ""
    let noise = (0..<200).map { "2024-05-01 10:00:00.000000+0200 App[1:2] [Network] request \($0) finished in 12 ms\n" }.joined()
    while big.utf8.count < 10_000_000 { big += noise + consoleLogBenchTwelve }
    measure("read and import a \(big.utf8.count / 1_000_000) MB paste") {
        let log = try ConsoleLogReader.read(big)
        var importer = TimelineImport(log, fileName: "big.log")
        _ = importer.timelineJSON()
        return "\(log.conflicts.count) conflicts, \(log.allConstraints.count) distinct constraints"
    }
    let chain = consoleLogBenchChain(views: 1_000)
    var imported: ImportedLog?
    measure("read and import a log of 5,000 constraints (\(chain.utf8.count / 1000) kB)") {
        imported = try ImportedLog(text: chain, path: "chain.log")
        return "\(imported!.log.allConstraints.count) constraints, timeline \(imported!.timeline.utf8.count / 1000) kB"
    }
    if let imported {
        measure("explain it (its conflict lists \(imported.log.conflicts.first?.constraints.count ?? 0) constraints: described, not solved)") {
            let explanation = try Explanation(imported)
            return "\(explanation.text.utf8.count / 1000) kB of text"
        }
    }
}

private func measure(_ label: String, _ body: () throws -> String) {
    let start = DispatchTime.now().uptimeNanoseconds
    do {
        let result = try body()
        print(String(format: "consolelog: %@: %.2f s (%@)", label, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, result))
    } catch { print("consolelog: \(label): error: \(error)") }
}

/// 1,000 views stacked in a 44-point cell, five constraints each (edges, a spacing, a
/// height), in today's format: the last line's encapsulated height cannot hold.
func consoleLogBenchChain(views: Int) -> String {
    var lines: [String] = []
    var address = 0x600001000000
    func next() -> String { address += 0x30; return "0x" + String(address, radix: 16) }
    let cell = "UITableViewCellContentView:0x7f0000000100"
    for i in 0..<views {
        let v = "UIView:0x7f00000" + String(0x10000 + i * 0x130, radix: 16)
        let above = i == 0 ? nil : "UIView:0x7f00000" + String(0x10000 + (i - 1) * 0x130, radix: 16)
        lines.append("<NSLayoutConstraint:\(next()) \(v).leading == \(cell).leading + 16   (active)>")
        lines.append("<NSLayoutConstraint:\(next()) \(v).trailing == \(cell).trailing - 16   (active)>")
        lines.append("<NSLayoutConstraint:\(next()) \(v).height == 20   (active)>")
        lines.append(above.map { "<NSLayoutConstraint:\(next()) V:[\($0)]-(4)-[\(v)]   (active)>" }
                     ?? "<NSLayoutConstraint:\(next()) V:|-(8)-[\(v)]   (active, names: '|':\(cell) )>")
        lines.append("<NSLayoutConstraint:\(next()) \(v).width >= 10   (active)>")
    }
    let last = "UIView:0x7f00000" + String(0x10000 + (views - 1) * 0x130, radix: 16)
    let bottom = "<NSLayoutConstraint:\(next()) V:[\(last)]-(8)-|   (active, names: '|':\(cell) )>"
    let height = "<NSLayoutConstraint:\(next()) 'UIView-Encapsulated-Layout-Height' \(cell).height == 44   (active)>"
    // UIKit lists the whole vertical chain: the top pin, every height and spacing, the bottom.
    let chain = lines.filter { $0.contains(".height == 20") || $0.contains("V:") } + [bottom, height]
    return "(lldb) po cell.contentView.constraints\n(\n" + lines.map { "    \($0)," }.joined(separator: "\n") + "\n)\n"
        + "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
        + chain.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        + "Will attempt to recover by breaking constraint \n\(bottom)\n"
}

/// A 12-constraint conflict: a cell's title, subtitle and image taller than the 44 points
/// the table gives it.
let consoleLogBenchTwelve = """
2024-05-01 10:00:01.000000+0200 Shop[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
\tProbably at least one of the constraints in the following list is one you don't want. 
\tTry this: 
\t\t(1) look at each constraint and try to figure out which you don't expect; 
\t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
(
    "<NSLayoutConstraint:0x600002b2c000 UIImageView:0x7f8a10000100.width == 60   (active)>",
    "<NSLayoutConstraint:0x600002b2c050 UIImageView:0x7f8a10000100.height == 60   (active)>",
    "<NSLayoutConstraint:0x600002b2c0a0 H:|-(16)-[UIImageView:0x7f8a10000100]   (active, names: '|':UITableViewCellContentView:0x7f8a10000400 )>",
    "<NSLayoutConstraint:0x600002b2c0f0 V:|-(12)-[UIImageView:0x7f8a10000100]   (active, names: '|':UITableViewCellContentView:0x7f8a10000400 )>",
    "<NSLayoutConstraint:0x600002b2c140 H:[UIImageView:0x7f8a10000100]-(12)-[UILabel:0x7f8a10000200'Linen shirt']   (active)>",
    "<NSLayoutConstraint:0x600002b2c190 UILabel:0x7f8a10000200'Linen shirt'.top == UIImageView:0x7f8a10000100.top   (active)>",
    "<NSLayoutConstraint:0x600002b2c1e0 H:[UILabel:0x7f8a10000200'Linen shirt']-(16)-|   (active, names: '|':UITableViewCellContentView:0x7f8a10000400 )>",
    "<NSLayoutConstraint:0x600002b2c230 UILabel:0x7f8a10000300'Ships in 2 days'.leading == UILabel:0x7f8a10000200'Linen shirt'.leading   (active)>",
    "<NSLayoutConstraint:0x600002b2c280 V:[UILabel:0x7f8a10000200'Linen shirt']-(4)-[UILabel:0x7f8a10000300'Ships in 2 days']   (active)>",
    "<NSLayoutConstraint:0x600002b2c2d0 V:[UIImageView:0x7f8a10000100]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f8a10000400 )>",
    "<NSLayoutConstraint:0x600002b2c320 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f8a10000400.width == 375   (active)>",
    "<NSLayoutConstraint:0x600002b2c370 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f8a10000400.height == 44   (active)>"
)

Will attempt to recover by breaking constraint 
<NSLayoutConstraint:0x600002b2c050 UIImageView:0x7f8a10000100.height == 60   (active)>

Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

"""
