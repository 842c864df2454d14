import Foundation

/// What a peer benchmark script printed, for benchmarks that measure a Python-side peer
/// (kiwisolver, pixelmatch's C++ port) in the same run.
struct PeerOutput {
    var status: Int32
    var stdout: Data
    var stderr: String
}

/// Runs `python3 ARGS…` and waits for it; a failure when python3 cannot start.
func runPython(_ arguments: [String]) -> Result<PeerOutput, Error> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do { try process.run() } catch { return .failure(error) }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return .success(PeerOutput(status: process.terminationStatus, stdout: data, stderr: errors))
}
