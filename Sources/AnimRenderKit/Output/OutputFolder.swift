import Foundation

/// An output folder that animrender writes into without ever losing a user's file.
///
/// Promises:
/// - Every file is written to a temporary name in the same folder and renamed into
///   place, so an interrupted run never leaves a truncated file under a final name.
/// - A manifest (`.animrender-manifest`) lists the files the last run wrote. A run may
///   overwrite or delete only files in that list; a file of the same name that the tool
///   did not write is never touched: the run stops with an error naming it.
/// - Stale outputs of an earlier run (e.g. `frame_0120.png` when the new run has fewer
///   frames) are removed only when the manifest says the tool wrote them.
public final class OutputFolder {
    public static let manifestName = ".animrender-manifest"
    public let url: URL
    private let previous: Set<String>
    private var written: [String] = []

    public enum Error: Swift.Error, CustomStringConvertible, Equatable {
        case notADirectory(String)
        case cannotCreate(String, reason: String)
        case foreignFile(String)
        case writeFailed(String, reason: String)
        public var description: String {
            switch self {
            case .notADirectory(let p): return "\(p): exists and is not a folder; choose another output folder with -o"
            case .cannotCreate(let p, let r): return "\(p): cannot create the output folder (\(r))"
            case .foreignFile(let p):
                return "\(p): already exists and was not written by animrender; move it away or choose another output folder with -o (nothing was overwritten)"
            case .writeFailed(let p, let r): return "\(p): cannot write (\(r))"
            }
        }
    }

    public init(path: String) throws {
        url = URL(fileURLWithPath: path, isDirectory: true)
        var isDir: ObjCBool = false
        let fm = FileManager.default
        if fm.fileExists(atPath: url.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw Error.notADirectory(path) }
        } else {
            do { try fm.createDirectory(at: url, withIntermediateDirectories: true) } catch {
                throw Error.cannotCreate(path, reason: "\(error.localizedDescription)")
            }
        }
        let manifest = url.appendingPathComponent(Self.manifestName)
        if let text = try? String(contentsOf: manifest, encoding: .utf8) {
            previous = Set(text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.contains("/") })
        } else {
            previous = []
        }
    }

    /// Checks, before anything is written, that none of `names` would overwrite a file
    /// the tool did not write. Call it with every name a run will produce.
    public func checkWritable(_ names: [String]) throws {
        for name in names.sorted() where !previous.contains(name) {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) {
                throw Error.foreignFile(url.appendingPathComponent(name).path)
            }
        }
    }

    /// Writes `bytes` to `name` atomically (temporary file + rename).
    public func write(_ name: String, bytes: [UInt8]) throws {
        try write(name, data: Data(bytes))
    }

    public func write(_ name: String, data: Data) throws {
        let target = url.appendingPathComponent(name)
        if !previous.contains(name), !written.contains(name),
           FileManager.default.fileExists(atPath: target.path) {
            throw Error.foreignFile(target.path)
        }
        try replace(target, with: data)
        written.append(name)
    }

    private func replace(_ target: URL, with data: Data) throws {
        let temp = url.appendingPathComponent(".\(target.lastPathComponent).partial")
        do {
            try data.write(to: temp)
            if rename(temp.path, target.path) != 0 {
                throw Error.writeFailed(target.path, reason: String(cString: strerror(errno)))
            }
        } catch let e as Error {
            try? FileManager.default.removeItem(at: temp)
            throw e
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw Error.writeFailed(target.path, reason: error.localizedDescription)
        }
    }

    /// Records what this run wrote and removes the earlier run's outputs that this run
    /// did not write again. Call once, after the last write succeeded.
    /// `keepingEarlierOutputs`: this run adds to the earlier one (the viewer written into a
    /// rendered folder), so the earlier outputs stay and stay listed.
    public func finish(keepingEarlierOutputs: Bool = false) throws {
        let now = Set(written)
        if !keepingEarlierOutputs {
            for stale in previous.subtracting(now).sorted() {
                try? FileManager.default.removeItem(at: url.appendingPathComponent(stale))
            }
        }
        let listed = keepingEarlierOutputs ? previous.union(now) : now
        let listing = listed.sorted().joined(separator: "\n") + "\n"
        try replace(url.appendingPathComponent(Self.manifestName), with: Data(listing.utf8))
    }
}
