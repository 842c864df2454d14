import Foundation
import Render

extension OutputFolder {
    /// Stages `name`, written in pieces by `body` (an animated PNG too long to hold in
    /// memory); it appears with the rest at `finish()`. Returns the bytes written.
    @discardableResult
    public func write(_ name: String, streaming body: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws -> Int {
        let (staging, file) = try locked { () -> (DirectoryHandle, Int32) in
            let staging = try stagingFolder(toWrite: name)
            return (staging, try stagingFailures(of: name) { try staging.createExclusive(name) })
        }
        return try stage(name, in: staging) {
            defer { close(file) }
            var total = 0
            try body { bytes in
                try stagingFailures(of: name) {
                    try bytes.withUnsafeBytes { try DirectoryHandle.writeAll(file, $0, path: folder.child(name)) }
                }
                total += bytes.count
                onStep?("streaming:\(name)")   // the kill tests' moment: a file half written
            }
            try stagingFailures(of: name) {
                guard fsync(file) == 0 else { throw DirectoryHandle.Failure(path: folder.child(name), code: errno) }
            }
            return total
        }
    }

    /// Runs `body`, which makes `name` in `staging`: if it throws, what it left is removed
    /// and nothing appears; otherwise `name` is staged, to appear with the rest at `finish()`.
    func stage<T>(_ name: String, in staging: DirectoryHandle, _ body: () throws -> T) throws -> T {
        let result: T
        do {
            result = try body()
        } catch {
            try? staging.remove(name)
            throw error
        }
        let count: Int = try locked {
            guard phase == .open else { throw Error.abandoned(path) }
            recordStaged(name)
            return written.count
        }
        onStep?("staged:\(count)")
        return result
    }

    /// An unnamed file in the staging folder, for bytes an output parks while it streams
    /// (on the output's own disk, not in memory or /tmp); it disappears when closed,
    /// whatever happens to the process. Made with `O_TMPFILE` where the file system has it,
    /// so that `write(_:scratch:)` can name it instead of copying it; else created under a
    /// fixed name and unlinked at once.
    public func scratch() throws -> ScratchFile {
        try locked {
            guard phase == .open else { throw Error.abandoned(path) }
            let staging = try openStaging(create: true)!
            let name = Self.scratchName
            let unnamed = openat(staging.fd, ".", Self.tmpFile | O_RDWR | O_CLOEXEC, 0o644)
            if unnamed >= 0 { return ScratchFile(fileDescriptor: unnamed, linkable: true) }
            return try stagingFailures(of: name) {
                try? staging.remove(name)
                let file = try staging.createExclusive(name)
                try staging.remove(name)
                return ScratchFile(fileDescriptor: file)
            }
        }
    }

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`; Swift does not import the macro).
    static let tmpFile = Int32(0o20000000) | O_DIRECTORY

    /// Stages `name` holding `scratch`'s bytes (written and complete): the unnamed file
    /// itself linked in under the name when it can be (created exclusively like any staged
    /// file: `linkat` never replaces or follows what is at a name), so the bytes are not
    /// copied and take their room on the disk once; else copied in pieces. It appears
    /// with the rest at `finish()`. Returns the bytes.
    @discardableResult
    public func write(_ name: String, scratch: ScratchFile) throws -> Int {
        guard let file = scratch.linkableDescriptor else {
            return try write(name, streaming: { write in try scratch.copy(to: write) })
        }
        let staging = try locked { () -> DirectoryHandle in
            let staging = try stagingFolder(toWrite: name)
            try stagingFailures(of: name) {
                guard fsync(file) == 0 else { throw DirectoryHandle.Failure(path: folder.child(name), code: errno) }
                guard linkat(AT_FDCWD, "/proc/self/fd/\(file)", staging.fd, name, AT_SYMLINK_FOLLOW) == 0 else {
                    throw DirectoryHandle.Failure(path: staging.child(name), code: errno)
                }
            }
            return staging
        }
        return try stage(name, in: staging) { scratch.count }
    }
}

extension OutputFolder {
    /// Stages `name`, made by another program (ffmpeg): `body` gets a path to create the
    /// file at, inside the staging folder, reached through the folder this process holds
    /// open (`/proc/PID/fd/N/name`), so the program cannot be sent elsewhere by a folder or
    /// symbolic link swapped in under `OUT`. If `body` throws, or leaves no plain file
    /// there, the file is removed and nothing appears. Returns its size.
    @discardableResult
    public func write(_ name: String, byTool body: (_ path: String) throws -> Void) throws -> Int {
        let staging = try locked { try stagingFolder(toWrite: name) }
        return try stage(name, in: staging) {
            try body("/proc/\(getpid())/fd/\(staging.fd)/\(name)")
            return try stagingFailures(of: name) { () -> Int in
                guard staging.kind(of: name) == .file else { throw DirectoryHandle.Failure(path: staging.child(name), code: ENOENT) }
                let file = openat(staging.fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
                guard file >= 0 else { throw DirectoryHandle.Failure(path: staging.child(name), code: errno) }
                defer { close(file) }
                var info = stat()
                guard fsync(file) == 0, fstat(file, &info) == 0 else { throw DirectoryHandle.Failure(path: staging.child(name), code: errno) }
                return Int(info.st_size)
            }
        }
    }
}
