import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An open folder, and every operation on the names inside it made relative to that open
/// descriptor (`openat`, `renameat`, `unlinkat`, …) without following a symbolic link at
/// the name. Output folders are hostile ground (shared, checked out, writable by
/// scripts): a symlink planted at a name animrender uses must never redirect a write or a
/// deletion outside the folder, and a path resolved once cannot be swapped under the run.
///
/// Promises: no method follows a symlink inside the folder; files are created only
/// exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`); failures are `DirectoryHandle.Failure`
/// values naming the path and the system's reason in plain words.
final class DirectoryHandle {
    /// What is at a name, looked at without following a symlink.
    enum Kind: Equatable { case missing, file, directory, symlink, other }

    /// A system call that failed: the path it concerned and the reason.
    struct Failure: Error, CustomStringConvertible, Equatable {
        var path: String
        var code: Int32
        var description: String { "\(path): \(Self.reason(code))" }

        /// strerror's text, lower-cased as the rest of animrender's messages are.
        static func reason(_ code: Int32) -> String {
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    let path: String
    let fd: Int32

    private init(path: String, fd: Int32) { self.path = path; self.fd = fd }
    deinit { close(fd) }

    /// Opens the folder at `path`. A symlink at `path` itself is followed: the user chose it.
    static func open(_ path: String) throws -> DirectoryHandle {
        let fd = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(path: path, code: errno) }
        return DirectoryHandle(path: path, fd: fd)
    }

    /// The folder `name` inside this one; nil if there is none. Throws `ELOOP`/`ENOTDIR`
    /// failures for a symlink or a file at `name`.
    func subfolder(_ name: String) throws -> DirectoryHandle? {
        let sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard sub >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(path: child(name), code: errno)
        }
        return DirectoryHandle(path: child(name), fd: sub)
    }

    /// Creates the folder `name` (mode 0700: private to the user) and opens it; fails if
    /// anything, even a dangling symlink, is already there.
    func makeSubfolder(_ name: String) throws -> DirectoryHandle {
        guard mkdirat(fd, name, 0o700) == 0 else { throw Failure(path: child(name), code: errno) }
        guard let sub = try subfolder(name) else { throw Failure(path: child(name), code: ENOENT) }
        return sub
    }

    func child(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    func kind(of name: String) -> Kind {
        var info = stat()
        guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return errno == ENOENT ? .missing : .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Whether the folder belongs to the user running animrender.
    var isOwnedByCurrentUser: Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && info.st_uid == geteuid()
    }

    /// Creates `name` exclusively and writes `bytes` to it, then flushes it to the disk
    /// (it must survive a crash once the run's journal says it exists).
    func createFile(_ name: String, bytes: UnsafeRawBufferPointer) throws {
        let file = try createExclusive(name)
        defer { close(file) }
        try Self.writeAll(file, bytes, path: child(name))
        guard fsync(file) == 0 else { throw Failure(path: child(name), code: errno) }
    }

    /// A new file at `name`, opened for reading and writing; the caller closes it.
    func createExclusive(_ name: String) throws -> Int32 {
        let file = openat(fd, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw Failure(path: child(name), code: errno) }
        return file
    }

    static func writeAll(_ file: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws {
        var done = 0
        while done < bytes.count {
            let n = write(file, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, code: errno)
            }
            done += n
        }
    }

    /// The text of the plain file `name`, or nil if there is nothing there. Throws for a
    /// symlink, a folder or a device at `name` (never follows or blocks on one), and for a
    /// file longer than `limit` bytes.
    func readText(_ name: String, limit: Int) throws -> String? {
        try readBytes(name, limit: limit).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the plain file `name`, with `readText`'s rules.
    func readBytes(_ name: String, limit: Int) throws -> [UInt8]? {
        let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(path: child(name), code: errno)
        }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw Failure(path: child(name), code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(path: child(name), code: EINVAL) }
        guard Int(info.st_size) <= limit else { throw Failure(path: child(name), code: EFBIG) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw Failure(path: child(name), code: errno) }
            guard n > 0 else { break }
            done += n
        }
        return Array(bytes.prefix(done))
    }

    /// Moves `name` to `newName` in `folder`, replacing a file there (rename never
    /// follows a symlink at either end: a symlink at the target is replaced, not written through).
    func move(_ name: String, to folder: DirectoryHandle, as newName: String) throws {
        guard renameat(fd, name, folder.fd, newName) == 0 else { throw Failure(path: folder.child(newName), code: errno) }
    }

    /// Gives the file `name` a second name `newName` in `folder`; fails if anything is
    /// already at `newName` (an atomic, exclusive publication).
    func link(_ name: String, to folder: DirectoryHandle, as newName: String) throws {
        guard linkat(fd, name, folder.fd, newName, 0) == 0 else { throw Failure(path: folder.child(newName), code: errno) }
    }

    /// Removes the name `name` (a symlink is removed itself, never what it points to).
    func remove(_ name: String) throws {
        guard unlinkat(fd, name, 0) == 0 || errno == ENOENT else { throw Failure(path: child(name), code: errno) }
    }

    /// Removes the empty folder `name`; false if it is not empty.
    @discardableResult
    func removeEmptySubfolder(_ name: String) -> Bool { unlinkat(fd, name, AT_REMOVEDIR) == 0 }

    /// The names in the folder, sorted, without `.` and `..`.
    func names() throws -> [String] {
        let copy = dup(fd)
        guard copy >= 0, let stream = fdopendir(copy) else { throw Failure(path: path, code: errno) }
        defer { closedir(stream) }
        rewinddir(stream)
        var out: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { out.append(name) }
        }
        return out.sorted()
    }

    /// Flushes the folder's entries (creations, renames, removals) to the disk.
    func sync() { _ = fsync(fd) }

    /// Takes the folder's advisory lock, or returns false if another process holds it.
    /// The lock goes with the descriptor: a killed process releases it.
    func tryLock() -> Bool { flock(fd, LOCK_EX | LOCK_NB) == 0 }

    func unlock() { _ = flock(fd, LOCK_UN) }
}
