import Foundation

/// Debian's `ffmpeg`, run as a child process that reads raw frames on its standard input
/// and writes one file. animrender never bundles or downloads it.
///
/// Promises: a missing ffmpeg is an error naming the Debian package, found before
/// anything is played or written; a failing ffmpeg (non-zero exit, or it stops reading)
/// is an error carrying the last lines it printed; the caller's write loop never dies of
/// SIGPIPE.
struct FFmpeg {
    /// The executable found on `PATH`.
    let executable: String

    static let package = "ffmpeg"

    /// Finds `ffmpeg` on `PATH`; `option` names what needs it in the error.
    static func locate(for option: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FFmpeg {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder) + "/ffmpeg"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return FFmpeg(executable: candidate)
            }
        }
        throw AnimRenderError("\(option) needs ffmpeg, which is not on PATH; install Debian's \(package) package "
                              + "(sudo apt-get install \(package)) or put its folder on PATH")
    }

    /// Runs ffmpeg with `arguments`, calls `feed` with a function that writes bytes to its
    /// standard input, closes the input, and waits for it to finish.
    /// - Throws: `AnimRenderError` (with `what` and ffmpeg's last lines) when ffmpeg fails;
    ///   `feed`'s own errors are rethrown after ffmpeg is stopped.
    func run(_ arguments: [String], what: String, feed: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        // A write to a pipe whose reader has died raises SIGPIPE, which would end
        // animrender silently; ignored, the write fails with EPIPE and ffmpeg's own
        // message says why it stopped.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let collected = ErrorText()
        let drained = DispatchGroup()
        drained.enter()
        DispatchQueue.global().async {
            collected.set(errors.fileHandleForReading.readDataToEndOfFile())
            drained.leave()
        }
        do { try process.run() } catch {
            drained.leave()
            throw AnimRenderError("\(what): cannot start \(executable) (\(error.localizedDescription)); install Debian's \(Self.package) package")
        }
        let fd = input.fileHandleForWriting.fileDescriptor
        var feedError: Error?
        var brokenPipe = false
        do {
            try feed { bytes in
                try bytes.withUnsafeBytes { raw in
                    var done = 0
                    while done < raw.count {
                        let n = write(fd, raw.baseAddress! + done, raw.count - done)
                        if n < 0 {
                            if errno == EINTR { continue }
                            if errno == EPIPE { brokenPipe = true }
                            throw DirectoryHandle.Failure(path: "ffmpeg's input", code: errno)
                        }
                        done += n
                    }
                }
            }
        } catch {
            feedError = error
            if !brokenPipe { process.terminate() }   // our failure: ffmpeg must not finish a file
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        drained.wait()
        if let feedError, !brokenPipe { throw feedError }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let lines = collected.text.split(separator: "\n").suffix(5).joined(separator: "\n")
            let how = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
            throw AnimRenderError("\(what): ffmpeg \(how)" + (lines.isEmpty ? "" : ":\n" + lines))
        }
        if let feedError { throw feedError }
    }
}

/// ffmpeg's stderr, read on another thread (it must be drained while frames are written,
/// or a chatty ffmpeg would block on a full pipe).
private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ data: Data) { lock.withLock { self.data = data } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
