// animrender-bench: prints one line per workload, with ratios against the peer measured
// in the same run. usage: animrender-bench [layout [chain|grid N] | png | diff | viewer | stack [N] [ambiguity] | ambiguity [N] | record | consolelog | uikit | table [first|scroll] | collection [first|scroll] | check [end|animated] | resting [SECONDS]]
let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "layout": runLayoutBench(Array(args.dropFirst()))
case "png": runPNGBench(Array(args.dropFirst()))
case "diff": runDiffBench(Array(args.dropFirst()))
case "viewer": runViewerBench(Array(args.dropFirst()))
case "stack": runStackBench(Array(args.dropFirst()))
case "ambiguity": runAmbiguityBench(Array(args.dropFirst()))
case "consolelog": runConsoleLogBench(Array(args.dropFirst()))
case "record": MainActor.assumeIsolated { runRecordBench(Array(args.dropFirst())) }
case "uikit": MainActor.assumeIsolated { runUIKitLayoutBench(Array(args.dropFirst())) }
case "table": MainActor.assumeIsolated { runTableBench(Array(args.dropFirst())) }
case "collection": MainActor.assumeIsolated { runCollectionBench(Array(args.dropFirst())) }
case "check": runCheckBench(Array(args.dropFirst()))
case "resting": runRestingBench(Array(args.dropFirst()))
case nil:
    runLayoutBench([])
    runPNGBench([])
    runDiffBench([])
    runViewerBench([])
    runStackBench([])
    runAmbiguityBench([])
    runConsoleLogBench([])
    MainActor.assumeIsolated { runRecordBench([]) }
    MainActor.assumeIsolated { runUIKitLayoutBench([]) }
    MainActor.assumeIsolated { runTableBench([]) }
    runCheckBench([])
    runRestingBench([])
default:
    print("usage: animrender-bench [layout [chain|grid N] | png | diff | viewer | stack [N] [ambiguity] | ambiguity [N] | record | consolelog | uikit | table [first|scroll] | collection [first|scroll] | check [end|animated] | resting [SECONDS]]")
}
