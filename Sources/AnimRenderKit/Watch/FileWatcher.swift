import Foundation

/// Waits for files to change, through Linux's inotify: for `animrender --watch`.
///
/// Watches the folders the files are in, not the files: editors save by writing a new file
/// and renaming it over the old one (a new inode, which a watch on the file would not
/// follow), or by deleting and re-creating it. Any write, rename onto, creation or deletion
/// of a watched name counts.
///
/// Promises: `nextChange` returns only once the changes have stopped for the debounce
/// interval (an editor's save, a `git checkout`, a formatter rewriting the file: one
/// render, not several), returning the watched paths that changed, in the order given; a
/// watched folder that is deleted or moved away ends the watch with an error naming it
/// (there is nothing left to watch there: a folder re-created under the same name is a new
/// folder inotify knows nothing of).
public final class FileWatcher {
    /// The paths as given, and where each one's changes come from.
    private let watched: [(path: String, folder: Int32, name: String)]
    private let fd: Int32
    public let debounce: Double

    /// How long changes must have stopped before a render, in seconds: `--debounce`.
    public static let debounceRange = 0.0...10.0

    /// - Throws: `AnimRenderError` when inotify is unavailable or a folder cannot be watched.
    public init(paths: [String], debounce: Double = 0.25) throws {
        self.debounce = debounce
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else {
            throw AnimRenderError("--watch: cannot start inotify (\(String(cString: strerror(errno)))); render without --watch")
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM
                         | IN_DELETE_SELF | IN_MOVE_SELF)
        var folders: [String: Int32] = [:]
        var watched: [(String, Int32, String)] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            let folder = url.deletingLastPathComponent().path
            if folders[folder] == nil {
                let wd = inotify_add_watch(fd, folder, mask)
                guard wd >= 0 else {
                    let reason = String(cString: strerror(errno))
                    close(fd)
                    throw AnimRenderError("--watch: cannot watch \(folder) (\(reason))")
                }
                folders[folder] = wd
            }
            watched.append((path, folders[folder]!, url.lastPathComponent))
        }
        self.watched = watched
    }

    deinit { close(fd) }

    /// Blocks until a watched file changes and the changes have settled; returns the
    /// watched paths that changed.
    public func nextChange() throws -> [String] {
        var changed = Set<Int>()
        while changed.isEmpty { changed.formUnion(try read(timeout: -1)) }
        // Debounce: keep collecting until nothing has happened for `debounce` seconds.
        while true {
            let more = try read(timeout: Int32(debounce * 1000))
            if more.isEmpty { break }
            changed.formUnion(more)
        }
        return changed.sorted().map { watched[$0].path }
    }

    /// The watched entries named by the events that arrive within `timeout` ms (-1: wait
    /// for the first); the empty set when none came. Events for other files of the folder
    /// count as none, so an editor's swap file does not prolong the debounce.
    private func read(timeout: Int32) throws -> Set<Int> {
        var pollfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&pollfd, 1, timeout)
        if ready < 0 {
            if errno == EINTR { return [] }
            throw AnimRenderError("--watch: waiting for changes failed (\(String(cString: strerror(errno))))")
        }
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EAGAIN || errno == EINTR { return [] }
            throw AnimRenderError("--watch: reading changes failed (\(String(cString: strerror(errno))))")
        }
        var hits = Set<Int>()
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= n {
            let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0,
               let gone = watched.first(where: { $0.folder == wd }) {
                let folder = URL(fileURLWithPath: gone.path).deletingLastPathComponent().path
                throw AnimRenderError("--watch: the folder \(folder) was deleted or moved away, so \(gone.path) can no longer be watched; stopped (the output is as the last render left it). Start animrender --watch again once the timeline is back")
            }
            let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            for (i, w) in watched.enumerated() where w.folder == wd && w.name == name { hits.insert(i) }
            offset += header + length
        }
        return hits
    }
}
