import Foundation

/// Bytes parked outside memory while an output is streamed (the animated PNG's frames,
/// whose count its header needs before them), read back once in order. Backed by a file
/// the caller opened (an unnamed file in the run's staging folder: it vanishes with the
/// process, whatever happens) or, for small uses and tests, by memory.
public final class ScratchFile {
    private let descriptor: Int32?
    private var memory: [UInt8] = []
    private var written = 0

    /// Takes ownership of `fileDescriptor` (open for reading and writing, empty); closes it.
    /// `linkable`: an `O_TMPFILE` file, which can be given a name (`linkableDescriptor`).
    public init(fileDescriptor: Int32, linkable: Bool = false) { descriptor = fileDescriptor; self.linkable = linkable }

    private let linkable: Bool

    /// The file's descriptor when it is an unnamed file that may be linked into a folder
    /// (`linkat` through `/proc/self/fd`), so its bytes need no copy; nil otherwise.
    public var linkableDescriptor: Int32? { linkable ? descriptor : nil }

    /// Keeps the bytes in memory.
    public init() { descriptor = nil; linkable = false }

    deinit { if let descriptor { close(descriptor) } }

    public var count: Int { written }

    public func append(_ bytes: [UInt8]) throws {
        guard let descriptor else { memory += bytes; written += bytes.count; return }
        try bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = pwrite(descriptor, raw.baseAddress! + done, raw.count - done, off_t(written + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw RenderError.scratch(String(cString: strerror(errno))) }
                done += n
            }
        }
        written += bytes.count
    }

    /// `count` bytes from `offset`.
    public func read(at offset: Int, count: Int) throws -> [UInt8] {
        precondition(offset >= 0 && offset + count <= written, "read inside what was written")
        guard let descriptor else { return Array(memory[offset..<(offset + count)]) }
        var out = [UInt8](repeating: 0, count: count)
        try out.withUnsafeMutableBytes { raw in
            var done = 0
            while done < count {
                let n = pread(descriptor, raw.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw RenderError.scratch(n == 0 ? "the file is shorter than written" : String(cString: strerror(errno))) }
                done += n
            }
        }
        return out
    }

    /// Everything written, handed to `write` in order in pieces of `piece` bytes.
    public func copy(to write: ([UInt8]) throws -> Void, piece: Int = 1 << 20) throws {
        var offset = 0
        while offset < written {
            let n = min(piece, written - offset)
            try write(try read(at: offset, count: n))
            offset += n
        }
    }

    /// Forgets everything written (the file is emptied).
    public func removeAll() throws {
        written = 0
        memory = []
        if let descriptor, ftruncate(descriptor, 0) != 0 { throw RenderError.scratch(String(cString: strerror(errno))) }
    }
}
