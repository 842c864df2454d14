import Foundation

/// An output folder that a run changes as one transaction, and that animrender treats as
/// hostile ground: it may be shared, checked out, or hold symlinks planted by someone else.
///
/// Promises:
/// - **All or nothing.** Files are written into a private staging folder
///   (`.animrender-staging`, created exclusively, mode 0700). Only when every file is
///   written and flushed does the run publish a journal and move the files into place
///   (a few renames), then remove the previous run's files it no longer writes. Killed
///   at any moment, SIGKILL included, the folder holds the complete previous output, or
///   the complete new one, or a journal of an unfinished switch that the next run (any
///   `OutputFolder` opened on the folder) finishes before doing anything else; left-over
///   staging files are removed by the next run.
/// - **Nothing foreign is touched.** A run overwrites or deletes only files the manifest
///   (`.animrender-manifest`) lists as written by the last run, and only plain files
///   directly in the folder; a user's file, folder or symlink under an output name stops
///   the run before anything is written, naming it. Nothing is created except exclusively
///   (`O_CREAT | O_EXCL | O_NOFOLLOW`), nothing is written or deleted through a symlink,
///   and a manifest, journal or staging folder that animrender did not make is refused.
/// - **One run at a time.** Runs into one folder are serialised by an advisory lock on
///   the folder; a second run stops with an error instead of interleaving.
/// - `abandon()` (or an error, or deinit before `finish()`) removes what was staged and
///   any folder the run created, so the folder is as it was.
public final class OutputFolder {
    public static let manifestName = ".animrender-manifest"
    public static let stagingName = ".animrender-staging"
    public static let journalName = ".animrender-journal"
    /// Inside the staging folder: says that animrender made it.
    /// Names in the staging folder that no output can have (outputs never start with
    /// `.animrender`): the marker that says animrender made it, and drafts.
    static let markerName = ".animrender-staging"
    static let journalDraftName = ".animrender-journal"
    static let manifestDraftName = ".animrender-manifest"
    static let scratchName = ".animrender-scratch"

    public let url: URL
    /// The path as the caller gave it, for messages.
    public let path: String
    /// Told each step of the output transaction as it is reached (`staged:3`,
    /// `streaming:NAME` after a streamed file's first piece — frames.json's while it is still
    /// an unnamed scratch file —, `journal`, `switch:2`, `removed`, `manifest`, `committed`).
    /// The command line's kill tests stop a run there (`ANIMRENDER_TEST_PAUSE`).
    let onStep: (@Sendable (String) -> Void)?
    let folder: DirectoryHandle
    var staging: DirectoryHandle?
    /// Files of the previous output: listed in its manifest and plain files in the folder.
    private(set) var previous: Set<String> = []
    /// Staged files, in the order written.
    private(set) var written: [String] = []
    private var writtenNames: Set<String> = []
    /// Folders this run created (deepest last), removed again if the run is abandoned.
    private let created: [String]
    let lock = NSLock()
    var phase = Phase.open

    enum Phase { case open, committing, done, abandoned }

    public enum Error: Swift.Error, CustomStringConvertible, Equatable {
        case emptyPath
        case notADirectory(String)
        case cannotCreate(String, reason: String)
        case foreignFile(String)
        /// A control file (manifest, journal, staging folder) that animrender did not make.
        case notOurs(String, what: String)
        case writeFailed(String, reason: String)
        /// The output folder exists but nothing can be written into it (permissions, a read-only disk).
        case cannotWriteInto(String, reason: String)
        /// Writing a file into the staging folder failed: the run stops, the folder is unchanged.
        case cannotStage(String, reason: String, folder: String)
        case busy(String)
        case abandoned(String)

        public var description: String {
            switch self {
            case .emptyPath: return "the output folder name is empty; name a folder with -o, e.g. -o out/"
            case .notADirectory(let p): return "\(p): exists and is not a folder; choose another output folder with -o"
            case .cannotCreate(let p, let r): return "\(p): cannot create the output folder (\(r)); choose another folder with -o"
            case .foreignFile(let p):
                return "\(p): already exists and was not written by animrender; move it away or choose another output folder with -o (nothing was overwritten)"
            case .notOurs(let p, let what):
                return "\(p): \(what), which animrender did not make; move it away (nothing was changed)"
            case .writeFailed(let p, let r): return "\(p): cannot write (\(r))"
            case .cannotWriteInto(let p, let r):
                return "\(p): cannot write into the output folder (\(r)); nothing changed in it; choose another folder with -o"
            case .cannotStage(let p, let r, let f): return "\(p): cannot write (\(r)); nothing changed in \(f)"
            case .busy(let p): return "\(p): another animrender run is writing into this folder; wait for it to finish"
            case .abandoned(let p): return "\(p): the run was interrupted"
            }
        }
    }

    /// Opens (creating it if missing) the folder at `path`, finishes a switch an earlier
    /// run left unfinished, removes its left-over staging files, and reads the manifest.
    /// `onStep`: see the property.
    public init(path: String, onStep: (@Sendable (String) -> Void)? = nil) throws {
        guard !path.isEmpty else { throw Error.emptyPath }
        self.onStep = onStep
        url = URL(fileURLWithPath: path, isDirectory: true)
        self.path = path
        created = try Self.makeFolders(path)
        do {
            folder = try DirectoryHandle.open(path)
        } catch let failure as DirectoryHandle.Failure {
            throw failure.code == ENOTDIR ? Error.notADirectory(path) : Error.cannotCreate(path, reason: DirectoryHandle.Failure.reason(failure.code))
        }
        guard folder.tryLock() else { throw Error.busy(path) }
        try recover()
        previous = try readManifest()
        Self.register(self)
    }

    deinit {
        abandon()
        Self.unregister(self)
    }

    /// A name the folder may hold as an output: one path component, not `.`/`..`, no
    /// line break (the manifest and journal are lists of lines), not animrender's own
    /// control names.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.hasPrefix(".animrender")
            && !name.contains { $0 == "/" || $0 == "\n" || $0 == "\r" || $0 == "\0" } && name.utf8.count <= 255
    }

    /// Checks, before anything is written, that none of `names` would overwrite a file
    /// the tool did not write. Call it with every name a run will produce.
    public func checkWritable(_ names: [String]) throws {
        for name in names.sorted() { try checkFree(name) }
    }

    /// `name` may be written: nothing is there, or a plain file the previous run wrote.
    func checkFree(_ name: String) throws {
        guard Self.isPlainName(name) else { throw Error.writeFailed(folder.child(name), reason: "not a plain file name") }
        switch folder.kind(of: name) {
        case .missing: return
        case .file where previous.contains(name): return
        default: throw Error.foreignFile(folder.child(name))
        }
    }

    /// Stages `bytes` as `name`; it appears in the folder when `finish()` succeeds.
    public func write(_ name: String, bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write(name, raw: $0) }
    }

    public func write(_ name: String, data: Data) throws {
        try data.withUnsafeBytes { try write(name, raw: $0) }
    }

    private func write(_ name: String, raw: UnsafeRawBufferPointer) throws {
        let count: Int = try locked {
            let staging = try stagingFolder(toWrite: name)
            do { try stagingFailures(of: name) { try staging.createFile(name, bytes: raw) } } catch {
                try? staging.remove(name)
                throw error
            }
            recordStaged(name)
            return written.count
        }
        onStep?("staged:\(count)")
    }

    /// The staging folder, once `name` is known to be writable by this run (call with the
    /// lock held).
    func stagingFolder(toWrite name: String) throws -> DirectoryHandle {
        guard phase == .open else { throw Error.abandoned(path) }
        try checkFree(name)
        guard !writtenNames.contains(name) else { throw Error.writeFailed(folder.child(name), reason: "written twice in one run") }
        return try openStaging(create: true)!
    }

    /// Runs `body`, which stages `name`; a failing system call becomes `cannotStage`,
    /// naming the output and saying that the folder is unchanged.
    func stagingFailures<T>(of name: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let failure as DirectoryHandle.Failure {
            throw Error.cannotStage(folder.child(name), reason: DirectoryHandle.Failure.reason(failure.code), folder: path)
        }
    }

    /// Notes a file as staged (call with the lock held).
    func recordStaged(_ name: String) {
        written.append(name)
        writtenNames.insert(name)
    }

    /// Removes everything staged (and the folders this run created, when empty): the
    /// folder is as it was. Returns false if the run had already finished.
    @discardableResult
    public func abandon() -> Bool {
        locked {
            guard phase == .open else { return phase == .abandoned }
            phase = .abandoned
            try? removeStaging()
            for path in created.reversed() { rmdir(path) }
            folder.unlock()
            return true
        }
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Creates the missing folders of `path`, outermost first, and returns them. A file
    /// where a folder should be is named in plain words.
    private static func makeFolders(_ path: String) throws -> [String] {
        var made: [String] = []
        func fail(_ reason: String) -> Error {
            for folder in made.reversed() { rmdir(folder) }
            return Error.cannotCreate(path, reason: reason)
        }
        let parts = path.split(separator: "/").map(String.init)
        var prefix = path.hasPrefix("/") ? "/" : ""
        for (i, part) in parts.enumerated() {
            prefix = prefix.isEmpty ? part : prefix.hasSuffix("/") ? prefix + part : prefix + "/" + part
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    if i == parts.count - 1, made.isEmpty { throw Error.notADirectory(path) }
                    throw fail("\(prefix) is a file, not a folder")
                }
                continue
            }
            guard errno == ENOENT else { throw fail("\(prefix): \(DirectoryHandle.Failure.reason(errno))") }
            // A symlink whose target is missing: mkdir would only say "file exists".
            if lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: prefix)).map { " '\($0)'" } ?? ""
                throw fail("\(prefix) is a symlink to\(target), which does not exist")
            }
            guard mkdir(prefix, 0o777) == 0 else { throw fail("\(prefix): \(DirectoryHandle.Failure.reason(errno))") }
            made.append(prefix)
        }
        return made
    }
}
