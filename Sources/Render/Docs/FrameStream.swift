/// Frames drawn on every core and handed over in order, each turned into what a consumer
/// reads (a video encoder's raw rows, a GIF's palette indices) on the worker that drew
/// it. A frame equal to the one before is not converted again: its predecessor's product
/// is handed over once more (an animation at rest repeats frames a lot). Memory holds a
/// few frames per thread, whatever the count.
public struct FrameStream: Sendable {
    public var threads: Int

    public init(threads: Int) { self.threads = max(1, threads) }

    /// `frame(i)` and `convert` run on worker threads (both must be thread-safe);
    /// `deliver(i, product)` runs on the caller's thread in increasing `i`. The first error
    /// of `frame` (after the frames before it are delivered) or of `deliver` is rethrown.
    public func run<Product>(count: Int, frame: @escaping @Sendable (Int) throws -> PixelImage,
                             convert: @escaping @Sendable (PixelImage) -> Product,
                             deliver: (Int, Product) throws -> Void) throws {
        var previous: Product?
        try FramePipeline<Product>.stream(count: count, threads: threads, frame: frame,
                                          finish: { image, before in image == before ? nil : convert(image) }) { i, product in
            if let product { previous = product }
            try deliver(i, previous!)   // frame 0 is always converted
        }
    }
}
