import Foundation

/// `animrender-sweep sweep`: runs inputs `0..<count` in child processes (this executable
/// with `run`), `jobs` at a time over contiguous ranges. A child that dies mid-input (a
/// trap) is a crash of that input; one that spends `hangSeconds` of processor time on
/// one input (or ten times that in wall time) is killed and its input is a hang; either
/// way a new child carries on after it. An input over its budget — `budgetSeconds` of
/// processor time plus `secondsPerFrame` for each frame it played, since a legitimately
/// long timeline is allowed its length — and every failing input are listed, with the
/// text kept under `keep`.
struct SweepParent {
    var executable: String
    var examples: String
    var seed: UInt64
    var count: Int
    var jobs: Int
    var budgetSeconds: Double
    var secondsPerFrame: Double
    var hangSeconds: Double
    var work: URL
    var keep: URL?
    var mutator: TimelineMutator

    /// What a whole sweep found.
    struct Tally {
        var inputs = 0, rendered = 0, refused = 0
        var crashes: [Int] = [], hangs: [Int] = [], slow: [Int] = []
        var failures: [(index: Int, outcome: String, detail: String)] = []
        var slowest: (index: Int, seconds: Double) = (-1, 0)
        var seconds = 0.0
        /// Processor seconds of all inputs together (what the sweep costs, whatever the machine's load).
        var inputSeconds = 0.0

        mutating func merge(_ other: Tally) {
            inputs += other.inputs; inputSeconds += other.inputSeconds; rendered += other.rendered; refused += other.refused
            crashes += other.crashes; hangs += other.hangs; slow += other.slow; failures += other.failures
            if other.slowest.seconds > slowest.seconds { slowest = other.slowest }
        }

        /// One JSON line: the figures a closing note quotes.
        var summary: String {
            "{\"inputs\": \(inputs), \"rendered\": \(rendered), \"refused\": \(refused), \"crashes\": \(crashes.count), "
                + "\"hangs\": \(hangs.count), \"overBudget\": \(slow.count), \"unlocated\": \(failures.filter { $0.outcome == "unlocated" }.count), "
                + "\"otherFailures\": \(failures.filter { $0.outcome != "unlocated" }.count), "
                + "\"slowestInput\": \(slowest.index), \"slowestSeconds\": \(String(format: "%.3f", slowest.seconds)), "
                + "\"inputSeconds\": \(String(format: "%.1f", inputSeconds)), \"wallSeconds\": \(String(format: "%.1f", seconds))}"
        }
    }

    func run() -> Tally {
        let start = Date()
        let chunk = (count + jobs - 1) / max(1, jobs)
        let ranges = stride(from: 0, to: count, by: max(1, chunk)).map { $0..<min(count, $0 + chunk) }
        var tallies = [Tally](repeating: Tally(), count: ranges.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: ranges.count) { k in
            let t = runRange(ranges[k], job: k)
            lock.withLock { tallies[k] = t }
        }
        var total = Tally()
        for t in tallies { total.merge(t) }
        total.crashes.sort(); total.hangs.sort(); total.slow.sort()
        total.failures.sort { $0.index < $1.index }
        total.seconds = Date().timeIntervalSince(start)
        return total
    }

    /// Children over `range`, one after another, each resuming after the input its
    /// predecessor died on.
    func runRange(_ range: Range<Int>, job: Int) -> Tally {
        var tally = Tally()
        var next = range.lowerBound
        let folder = work.appendingPathComponent("job-\(job)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        while next < range.upperBound {
            let child = ChildProcess(executable: executable, arguments: [
                "run", "--examples", examples, "--seed", String(seed), "--from", String(next), "--to", String(range.upperBound),
                "--work", folder.path,
            ] + (mutator.light ? ["--light"] : []))
            var running: Int?
            var lastSign = Date()
            var startCPU = 0.0
            var ended = false
            while !ended {
                // Whether the child had ended before its lines were read: then they are its last.
                let exited = !child.isRunning
                if exited { child.waitForEndOfOutput() }
                for line in child.lines() {
                    lastSign = Date()
                    let parts = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false).map(String.init)
                    if parts.first == "start", parts.count > 1 { running = Int(parts[1]); startCPU = child.cpuSeconds }
                    if parts.first == "done", parts.count >= 5, let i = Int(parts[1]), let seconds = Double(parts[3]),
                       let frames = Int(parts[4]) {
                        running = nil
                        next = i + 1
                        tally.inputs += 1
                        tally.inputSeconds += seconds
                        if seconds > tally.slowest.seconds { tally.slowest = (i, seconds) }
                        if seconds > budgetSeconds + secondsPerFrame * Double(frames) { tally.slow.append(i); keepInput(i) }
                        switch parts[2] {
                        case "rendered": tally.rendered += 1
                        case "refused": tally.refused += 1
                        default:
                            tally.failures.append((i, parts[2], parts.count > 5 ? parts[5] : ""))
                            keepInput(i)
                        }
                    }
                }
                if exited {
                    ended = true
                    if let i = running { tally.inputs += 1; tally.crashes.append(i); keepInput(i); next = i + 1 }
                } else if let i = running,
                          child.cpuSeconds - startCPU > hangSeconds || Date().timeIntervalSince(lastSign) > 10 * hangSeconds {
                    child.kill()
                    ended = true
                    tally.inputs += 1; tally.hangs.append(i); keepInput(i); next = i + 1
                } else {
                    usleep(20_000)
                }
            }
            if running == nil && next < range.upperBound && !child.exitedNormally {
                next += 1   // died between inputs: never loop on the same place
            }
        }
        return tally
    }

    func keepInput(_ i: Int) {
        guard let keep else { return }
        try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
        let input = mutator.input(seed: seed, index: i)
        FileManager.default.createFile(atPath: keep.appendingPathComponent("input-\(i).json").path, contents: Data(input.text.utf8))
    }
}

/// A child process whose standard output is read as lines without blocking the caller.
final class ChildProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var buffer = Data()
    private var pending: [String] = []
    private var endOfOutput = false

    init(executable: String, arguments: [String]) {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // A trap ends the child at once: the Swift runtime's backtracer would hold a crashed
        // child alive while it symbolicates (a child that uses no processor time is judged
        // hung only after ten times the hang time), and the sweep needs only the fact and
        // the input, which it keeps.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock {
                if data.isEmpty { self.endOfOutput = true; return }
                self.buffer.append(data)
                while let nl = self.buffer.firstIndex(of: 0x0A) {
                    self.pending.append(String(decoding: self.buffer[self.buffer.startIndex..<nl], as: UTF8.self))
                    self.buffer.removeSubrange(self.buffer.startIndex...nl)
                }
            }
        }
        try? process.run()
    }

    /// The complete lines read since the last call.
    func lines() -> [String] { lock.withLock { defer { pending = [] }; return pending } }

    var isRunning: Bool { process.isRunning }

    /// Waits (a few seconds at most) until the pipe has delivered everything the child
    /// wrote: lines arrive asynchronously, so an exited child's last "done" may still be
    /// on its way, and reading too early would count a finished input as a crash.
    func waitForEndOfOutput() {
        for _ in 0..<500 where !lock.withLock({ endOfOutput }) { usleep(10_000) }
    }

    /// Processor seconds the child has used so far (user and system, all its threads),
    /// from /proc: a hang is judged by work done, not by how busy the machine is.
    var cpuSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, utime 14 and stime 15 (1-based).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
    var exitedNormally: Bool { !process.isRunning && process.terminationReason == .exit }

    /// Ends this child (by its own pid) and waits for it.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
