/// The Layout benchmark (placeholder until implemented).
func runLayoutBench(_ args: [String]) { print("Layout benchmark: not implemented yet") }
