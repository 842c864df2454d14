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
    /// the caller's thread in increasing `i`. Memory stays bounded: at most a few frames
    /// per thread are drawn ahead of the writer. If `frame(i)` throws, frames before `i`
    /// are still written, then its error is rethrown; an error thrown by `write` stops
    /// the workers and is rethrown.
    public func encode(count: Int, frame: @escaping @Sendable (Int) throws -> PixelImage,
                       write: (Int, [UInt8]) throws -> Void) throws {
        let encoder = self.encoder
        try encode(count: count, frame: frame, write: write, using: { encoder.encode($0) })
    }

    /// The sequence loop with the PNG step injectable (tests count the encodes).
    func encode(count: Int, frame: @escaping @Sendable (Int) throws -> PixelImage,
                write: (Int, [UInt8]) throws -> Void, using encodePNG: @escaping @Sendable (PixelImage) -> [UInt8]) throws {
        var previousBytes: [UInt8] = []
        try FramePipeline.stream(count: count, threads: threads, frame: frame,
                                 finish: { image, previous in image == previous ? nil : encodePNG(image) }) { i, png in
            if let png { previousBytes = png }
            try write(i, previousBytes)
        }
    }
}
