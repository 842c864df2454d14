import Foundation

/// `animrender-sweep`: the mutation sweep of the test suite, as a tool (see
/// `TimelineMutator` for the inputs, `SweepCase` for what is checked of each).
///
///     animrender-sweep sweep --examples Timelines --seed 1 --count 12000 --jobs 2 [--budget 5] [--per-frame 0.002]
///                            [--hang 60] [--keep DIR]
///     animrender-sweep run --examples Timelines --seed 1 --from 0 --to 100 --work DIR     (a child)
///     --light (any mode): smaller hierarchies, lists and strings, for CI
///     animrender-sweep show --examples Timelines --seed 1 --index 42                      (one input's text)
///     animrender-sweep check FOLDER        (a render's output judged as the sweep judges it; exit 1 if not)
func option(_ name: String) -> String? {
    let args = CommandLine.arguments
    guard let i = args.firstIndex(of: "--" + name), i + 1 < args.count else { return nil }
    return args[i + 1]
}

func loadExamples(_ folder: String) -> TimelineMutator {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    let parsed = names.compactMap { name -> (String, SweepJSON)? in
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)),
              let json = SweepJSON.parse(String(decoding: data, as: UTF8.self)) else { return nil }
        return (name, json)
    }
    guard !parsed.isEmpty else {
        FileHandle.standardError.write(Data("animrender-sweep: no example timelines in \(folder)\n".utf8))
        exit(2)
    }
    return TimelineMutator(examples: parsed, light: CommandLine.arguments.contains("--light"))
}

/// Top-level code kept in one function: globals in main.swift are visible module-wide.
func runTool() {
    let mode = CommandLine.arguments.dropFirst().first ?? ""
    if mode == "check" {
        let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst(2).first ?? ".")
        guard let problem = SweepCase.outputProblem(in: folder) else { print("ok"); return }
        print(problem)
        exit(1)
    }
    let mutator = loadExamples(option("examples") ?? "Timelines")
    let seed = UInt64(option("seed") ?? "1") ?? 1
    switch mode {
    case "run":
        SweepChild.run(mutator: mutator, seed: seed, from: Int(option("from") ?? "0") ?? 0, to: Int(option("to") ?? "0") ?? 0,
                       work: URL(fileURLWithPath: option("work") ?? NSTemporaryDirectory()))
    case "show":
        let input = mutator.input(seed: seed, index: Int(option("index") ?? "0") ?? 0)
        FileHandle.standardError.write(Data("\(input.example): \(input.mutations.joined(separator: "; "))\n".utf8))
        print(input.text)
    case "sweep":
        let work = URL(fileURLWithPath: option("work") ?? NSTemporaryDirectory())
            .appendingPathComponent("animrender-sweep-\(ProcessInfo.processInfo.processIdentifier)")
        let parent = SweepParent(executable: Bundle.main.executablePath ?? CommandLine.arguments[0],
                                 examples: option("examples") ?? "Timelines", seed: seed,
                                 count: Int(option("count") ?? "100") ?? 100, jobs: Int(option("jobs") ?? "2") ?? 2,
                                 budgetSeconds: Double(option("budget") ?? "5") ?? 5,
                             secondsPerFrame: Double(option("per-frame") ?? "0.002") ?? 0.002,
                             hangSeconds: Double(option("hang") ?? "60") ?? 60,
                                 work: work, keep: option("keep").map { URL(fileURLWithPath: $0) }, mutator: mutator)
        let tally = parent.run()
        try? FileManager.default.removeItem(at: work)
        for i in tally.crashes { print("crash \(i)") }
        for i in tally.hangs { print("hang \(i)") }
        for i in tally.slow { print("over budget \(i)") }
        for f in tally.failures { print("\(f.outcome) \(f.index): \(f.detail.prefix(300))") }
        print("summary " + tally.summary)
    default:
        FileHandle.standardError.write(Data("usage: animrender-sweep sweep|run|show --examples DIR --seed N …, or check FOLDER\n".utf8))
        exit(2)
    }
}

runTool()
