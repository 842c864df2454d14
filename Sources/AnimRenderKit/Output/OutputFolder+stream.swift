import Foundation
import Render

extension OutputFolder {
    /// Stages `name`, written in pieces by `body` (an animated PNG too long to hold in
    /// memory); it appears with the rest at `finish()`. Returns the bytes written.
    @discardableResult
    public func write(_ name: String, streaming body: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws -> Int {
        let (staging, file) = try locked { () -> (DirectoryHandle, Int32) in
            guard phase == .open else { throw Error.abandoned(path) }
            try checkFree(name)
            guard !written.contains(name) else { throw Error.writeFailed(folder.child(name), reason: "written twice in one run") }
            let staging = try openStaging(create: true)!
            do { return (staging, try staging.createExclusive(name)) } catch let failure as DirectoryHandle.Failure {
                throw Error.cannotStage(folder.child(name), reason: DirectoryHandle.Failure.reason(failure.code), folder: path)
            }
        }
        var total = 0
        do {
            defer { close(file) }
            try body { bytes in
                do {
                    try bytes.withUnsafeBytes { try DirectoryHandle.writeAll(file, $0, path: folder.child(name)) }
                } catch let failure as DirectoryHandle.Failure {
                    throw Error.cannotStage(folder.child(name), reason: DirectoryHandle.Failure.reason(failure.code), folder: path)
                }
                total += bytes.count
            }
            guard fsync(file) == 0 else {
                throw Error.cannotStage(folder.child(name), reason: DirectoryHandle.Failure.reason(errno), folder: path)
            }
        } catch {
            try? staging.remove(name)
            throw error
        }
        try locked {
            guard phase == .open else { throw Error.abandoned(path) }
            recordStaged(name)
        }
        return total
    }

    /// An unnamed file in the staging folder, for bytes an output parks while it streams
    /// (on the output's own disk, not in memory or /tmp); it disappears when closed,
    /// whatever happens to the process.
    public func scratch() throws -> ScratchFile {
        try locked {
            guard phase == .open else { throw Error.abandoned(path) }
            let staging = try openStaging(create: true)!
            let name = Self.scratchName
            do {
                try? staging.remove(name)
                let file = try staging.createExclusive(name)
                try staging.remove(name)
                return ScratchFile(fileDescriptor: file)
            } catch let failure as DirectoryHandle.Failure {
                throw Error.cannotStage(folder.child(name), reason: DirectoryHandle.Failure.reason(failure.code), folder: path)
            }
        }
    }
}
