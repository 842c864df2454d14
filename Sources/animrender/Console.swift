import Foundation

/// Progress and messages: a redrawn bar on a terminal and nothing otherwise (a log or CI
/// gets the summary line, not a line per quarter of the frames), errors always on stderr.
struct Console {
    var quiet: Bool
    let isTerminal = isatty(STDERR_FILENO) != 0

    func progress(label: String, done: Int, total: Int) {
        guard !quiet, total > 0, isTerminal else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total)".utf8))
    }

    /// A line of results on stdout (not with --quiet), clearing a progress bar first.
    func line(_ text: String) { finish(text) }

    func finish(_ line: String) {
        guard !quiet else { return }
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        print(line)
        fflush(stdout)   // a pipe buffers stdout: --watch's lines must appear as they happen
    }

    /// Something worth knowing that is not an error (a clipped --frames range); not with --quiet.
    func note(_ message: String) {
        if !quiet { error(message) }
    }

    func error(_ message: String) {
        if isTerminal && !quiet { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    }

    /// `file: warning: message` on stderr; shown even with --quiet, like errors.
    func warning(_ message: String) { error(message) }

    /// Ends the progress line (the terminal has just echoed ^C on it) and says why the
    /// run stopped. Printed even with --quiet: the exit status alone would not say it.
    func interrupted(_ message: String) {
        FileHandle.standardError.write(Data(((isTerminal ? "\n" : "") + message + "\n").utf8))
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / 1048576)
            : bytes >= 1 << 10 ? String(format: "%.0f kB", Double(bytes) / 1024) : "\(bytes) B"
    }
}
