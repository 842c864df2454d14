import Foundation

/// `animrender-sweep run`: runs inputs `from..<to` one after another in this process,
/// printing `start I` before each and one result line after it, flushed at once, so the
/// parent knows which input was running if this process traps or hangs.
enum SweepChild {
    static func run(mutator: TimelineMutator, seed: UInt64, from: Int, to: Int, work: URL) {
        let environment = ProcessInfo.processInfo.environment
        // Self-test hooks: the parent's crash and hang detection is tested on them.
        let trapAt = environment["ANIMRENDER_SWEEP_TRAP_AT"].flatMap(Int.init)
        let hangAt = environment["ANIMRENDER_SWEEP_HANG_AT"].flatMap(Int.init)
        for i in from..<to {
            emit("start \(i)")
            if i == trapAt { fatalError("sweep self-test: trap at input \(i)") }
            if i == hangAt { spin() }
            let input = mutator.input(seed: seed, index: i)
            let result = SweepCase(index: i, text: input.text, work: work).run()
            emit("done \(i) \(result.outcome.rawValue) \(String(format: "%.3f", result.seconds)) \(result.frames) "
                 + result.detail.replacingOccurrences(of: "\n", with: " ⏎ "))
        }
    }

    /// Works forever, as a runaway loop would (a hang is judged by processor time).
    static func spin() -> Never {
        var x: UInt64 = 1
        while true { x = x &* 6364136223846793005 &+ 1; if x == 0 { print(x) } }
    }

    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
