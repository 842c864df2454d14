/// The PNG benchmark (placeholder until implemented).
func runPNGBench(_ args: [String]) { print("PNG benchmark: not implemented yet") }
