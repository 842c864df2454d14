/// The Diff benchmark (placeholder until implemented).
func runDiffBench(_ args: [String]) { print("Diff benchmark: not implemented yet") }
