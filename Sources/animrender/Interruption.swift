import AnimRenderKit
import Foundation

/// Ctrl-C (SIGINT) and SIGTERM during a command that writes an output folder: the run's
/// staged files are removed (a folder already switching is let finish), the progress line
/// is ended, one line says what the folder holds, and the process exits 130 (SIGINT) or
/// 143 (SIGTERM), the shell's 128 + signal number.
enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folder = ""
    nonisolated(unsafe) private static var stopping = false
    /// `--watch` between renders: nothing is staged, and each folder holds its last render.
    nonisolated(unsafe) private static var idleWatching = false
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Handles both signals from now on; `console` ends its progress line first.
    static func install(console: Console) {
        for signal in [SIGINT, SIGTERM] {
            Glibc.signal(signal, SIG_IGN)   // delivered to the dispatch source instead
            let source = DispatchSource.makeSignalSource(signal: signal, queue: DispatchQueue(label: "animrender.signal"))
            source.setEventHandler { stop(signal: signal, console: console) }
            source.resume()
            sources.append(source)
        }
    }

    /// The folder the message names: the one the run is writing now.
    static func writing(into path: String) {
        lock.lock(); defer { lock.unlock() }
        folder = path
        idleWatching = false
    }

    /// `--watch` waits for the next change: a signal now interrupts no render, so the
    /// message must not claim the last folder rendered is unchanged (it was just written).
    static func waitingForChanges() {
        lock.lock(); defer { lock.unlock() }
        folder = ""
        idleWatching = true
    }

    /// For the command's own exit paths: once a signal is being handled, the run's
    /// failures are its consequence ("the run was interrupted") and its end is the
    /// handler's to announce, so this thread waits for the handler to exit the process.
    static func yieldIfStopping() {
        lock.lock()
        let handling = stopping
        lock.unlock()
        while handling { sleep(60) }
    }

    private static func stop(signal: Int32, console: Console) {
        lock.lock()
        stopping = true
        lock.unlock()
        let outcomes = OutputFolder.abandonOpenFolders()
        lock.lock()
        let current = folder, idle = idleWatching
        lock.unlock()
        let word = signal == SIGINT ? "interrupted" : "terminated"
        if idle {
            console.interrupted("\(word); stopped watching (no render was running: each output folder holds its last render)")
        } else if case .completed(let path)? = outcomes.first {
            console.interrupted("\(word); the new output in \(path) was already complete")
        } else {
            console.interrupted("\(word), nothing changed in \(current)")
        }
        fflush(stdout)
        _exit(128 + signal)
    }
}
