import Foundation

/// Encodes a sequence of frames to PNG on several threads, delivering results in frame
/// order. A frame whose pixels equal the previous frame's is not encoded again: it gets
/// the previous frame's bytes (an animation at rest repeats frames a lot).
public struct FrameEncoder: Sendable {
    public var encoder: PNGEncoder
    /// Worker threads; defaults to every core.
    public var threads: Int

    public init(encoder: PNGEncoder = PNGEncoder(), threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.encoder = encoder
        self.threads = max(1, threads)
    }

    /// Encodes all frames; `result[i]` is frame `i`'s PNG.
    public func encode(_ frames: [PixelImage]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        result.reserveCapacity(frames.count)
        // Cannot throw: the frames already exist.
        try! encode(count: frames.count, frame: { frames[$0] }, write: { _, bytes in result.append(bytes) })
        return result
    }

    /// Streams a sequence: `frame(i)` is called on worker threads (it must be
    /// thread-safe, e.g. `Renderer.render` of the i-th scene), and `write(i, png)` on
    /// the caller's thread in increasing `i`. Memory stays bounded: frames are made,
    /// encoded and written in windows of a few frames per thread. The first error thrown
    /// by `frame` or `write` stops the sequence and is rethrown.
    public func encode(count: Int, frame: @escaping @Sendable (Int) throws -> PixelImage,
                       write: (Int, [UInt8]) throws -> Void) throws {
        let encoder = self.encoder
        try encode(count: count, frame: frame, write: write, using: { encoder.encode($0) })
    }

    /// The sequence loop with the PNG step injectable (tests count the encodes).
    func encode(count: Int, frame: @escaping @Sendable (Int) throws -> PixelImage,
                write: (Int, [UInt8]) throws -> Void, using encodePNG: @escaping @Sendable (PixelImage) -> [UInt8]) throws {
        let window = threads * 4
        var previous: PixelImage?
        var previousBytes: [UInt8] = []
        var start = 0
        while start < count {
            let indices = start..<min(count, start + window)
            let images = try parallelMap(indices, threads: threads) { try frame($0) }
            // A frame equal to the one before it is a repeat (nil): only the rest are
            // encoded. The comparison runs on the workers too; it is a full pass over
            // two frames.
            let before = previous
            let encoded = try parallelMap(0..<images.count, threads: threads) { k -> [UInt8]? in
                let isRepeat = k == 0 ? images[0] == before : images[k] == images[k - 1]
                return isRepeat ? nil : encodePNG(images[k])
            }
            for k in images.indices {
                if let bytes = encoded[k] { previousBytes = bytes }
                try write(indices.lowerBound + k, previousBytes)
            }
            previous = images.last
            start = indices.upperBound
        }
    }
}
