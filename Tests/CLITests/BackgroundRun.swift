import Foundation
import XCTest

/// The built binary started in the background, to be signalled mid-run: with a step
/// name it runs with `ANIMRENDER_TEST_PAUSE=step` and `init` returns once the run has
/// reached that step and is waiting there.
final class BackgroundRun {
    let process = Process()
    private let stderr = Pipe()
    private(set) var errorText = ""

    struct DidNotPause: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String], in folder: URL, pauseAt step: String? = nil) throws {
        guard let binary = DiffCLI.binary() else { throw DiffCLI.BinaryMissing() }
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["ANIMRENDER_TEST_PAUSE"] = step
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        guard let step else { return }
        let pid = process.processIdentifier
        let deadline = Deadline(seconds: DiffCLI.timeLimit) { kill(pid, SIGKILL) }
        defer { deadline.cancel() }
        while !errorText.contains("animrender: paused at \(step) (pid") {
            let chunk = stderr.fileHandleForReading.availableData   // blocks until output or EOF
            guard !chunk.isEmpty else {
                process.waitUntilExit()
                throw DidNotPause(description: "exited \(process.terminationStatus) before reaching \(step): \(errorText)")
            }
            errorText += String(decoding: chunk, as: UTF8.self)
        }
    }

    /// Sends `signal`, waits for the process to end, and returns its exit status (for a
    /// process the signal killed: 128 + the signal, as a shell reports it).
    @discardableResult
    func stop(with signal: Int32) -> Int32 {
        let pid = process.processIdentifier
        kill(pid, signal)
        let deadline = Deadline(seconds: DiffCLI.timeLimit) { kill(pid, SIGKILL) }
        errorText += String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        deadline.cancel()
        if deadline.passed { XCTFail("the run did not end within \(Int(DiffCLI.timeLimit)) s of signal \(signal) and was killed") }
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
}

/// A folder's content as a test compares it: every entry (hidden ones apart), and the
/// bytes of every file; subfolders are listed by name with a trailing slash.
struct FolderContent: Equatable, CustomStringConvertible {
    var files: [String: Data]
    var hidden: [String]

    init(_ url: URL) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        hidden = names.filter { $0.hasPrefix(".") }
        files = [:]
        for name in names where !name.hasPrefix(".") {
            let item = url.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder)
            files[isFolder.boolValue ? name + "/" : name] = isFolder.boolValue ? Data() : (try? Data(contentsOf: item)) ?? Data()
        }
    }

    var description: String { "\(files.keys.sorted()) hidden \(hidden)" }
}

/// A bound on a wait for a child process: after `seconds`, `expire` runs once (it stops
/// the child, which ends the reads waiting on its output) and `passed` is true.
/// `cancel()` once the wait is over.
final class Deadline: @unchecked Sendable {
    private let lock = NSLock()
    private var expired = false
    private var work: DispatchWorkItem?

    init(seconds: Double, expire: @escaping @Sendable () -> Void) {
        let work = DispatchWorkItem { [weak self] in
            guard let self else { return }
            self.lock.lock(); self.expired = true; self.lock.unlock()
            expire()
        }
        self.work = work
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
    }

    var passed: Bool { lock.lock(); defer { lock.unlock() }; return expired }

    func cancel() { work?.cancel() }
}
