import Foundation

/// The shared state of one sequence of frames drawn in parallel and finished in pairs
/// (`FrameEncoder`: compared and encoded; `APNGWriter`: the changed part cut and
/// encoded): which frames are drawn, which may be finished, and what is ready for the
/// writer. `Product` is what finishing a frame makes. Worker threads and the
/// writer (the caller's thread) meet only here, under one condition lock.
///
/// There are no barriers: each frame is two tasks, "draw i" and "finish i" (compare
/// with frame i − 1, encode unless equal). "finish i" can start as soon as frames i and
/// i − 1 are drawn, and workers prefer it to drawing more, so a slow frame delays only
/// the frames that need it, never a whole batch. An earlier design ran a window of
/// frames through a parallel draw, then a parallel encode; each of the two joins left a
/// core idle while the slowest frame of the batch finished.
final class FramePipeline<Product>: @unchecked Sendable {
    /// What "finish i" produced, or how drawing frame i failed.
    enum Outcome {
        case product(Product)
        /// Pixels equal to the previous frame's: the writer repeats the previous product.
        case repeated
        case failed(Error)
    }

    private let count: Int
    /// Frames drawn but not yet written stay below this (memory stays bounded).
    private let window: Int
    private let condition = NSCondition()
    private var nextDraw = 0
    private var drawing = 0
    private var drawn: [Bool]
    private var images: [PixelImage?]
    /// Frame j is read by "finish j" and "finish j + 1"; freed when both are done.
    private var readers: [Int8]
    private var ready: [Int] = []
    private var outcomes: [Outcome?]
    /// Signalled once frame i's outcome exists. The writer waits on these, not on the
    /// condition, so that the workers' many broadcasts do not wake it (on two cores
    /// every needless wake-up preempts a worker).
    private let published: [DispatchSemaphore]
    private var written = 0
    /// The lowest frame whose drawing failed; nothing at or after it is drawn any more.
    private var failedAt = Int.max
    /// Set when the writer gives up (its own error): workers stop at once.
    private var abandoned = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = max(2, window)
        drawn = Array(repeating: false, count: count)
        images = Array(repeating: nil, count: count)
        readers = (0..<count).map { $0 == count - 1 ? 1 : 2 }
        outcomes = Array(repeating: nil, count: count)
        published = (0..<count).map { _ in DispatchSemaphore(value: 0) }
    }

    private enum Task { case draw(Int), finish(Int) }

    /// One worker's loop: takes tasks until the sequence is done, failed or abandoned.
    /// `finish(image, previous)` makes frame i's product from it and frame i − 1 (nil for
    /// the first frame), or returns nil for a repeat of the previous frame.
    func work(frame: (Int) throws -> PixelImage, finish: (PixelImage, PixelImage?) -> Product?) {
        condition.lock()
        while let task = nextTask() {
            condition.unlock()
            switch task {
            case .draw(let i):
                let result = Result { try frame(i) }
                condition.lock()
                drawing -= 1
                switch result {
                case .success(let image): didDraw(i, image)
                case .failure(let error):
                    failedAt = min(failedAt, i)
                    outcomes[i] = .failed(error)
                    published[i].signal()
                }
            case .finish(let i):
                // The images stay referenced by `images` until `didFinish`, so reading
                // them outside the lock is safe: nobody else writes these slots now.
                let outcome = finish(images[i]!, i > 0 ? images[i - 1]! : nil).map(Outcome.product) ?? .repeated
                condition.lock()
                var freed = didFinish(i, outcome)
                condition.unlock()
                freed.removeAll() // multi-megabyte buffers: free them outside the lock
                condition.lock()
            }
            condition.broadcast()
        }
        condition.unlock()
    }

    /// The next task, waiting while none is available; nil when this worker is done.
    /// Called with the lock held.
    private func nextTask() -> Task? {
        while true {
            if abandoned { return nil }
            if let k = ready.indices.min(by: { ready[$0] < ready[$1] }) {
                return .finish(ready.remove(at: k))
            }
            if nextDraw < min(count, failedAt), nextDraw < written + window {
                drawing += 1
                nextDraw += 1
                return .draw(nextDraw - 1)
            }
            // Done when nothing is in flight that could make a task ready.
            let exhausted = nextDraw >= min(count, failedAt)
            if exhausted && drawing == 0 && ready.isEmpty { return nil }
            condition.wait()
        }
    }

    private func didDraw(_ i: Int, _ image: PixelImage) {
        images[i] = image
        drawn[i] = true
        if i < failedAt, i == 0 || drawn[i - 1] { ready.append(i) }
        if i + 1 < count, drawn[i + 1], i + 1 < failedAt { ready.append(i + 1) }
    }

    /// Records the outcome and returns the images no task needs any more.
    private func didFinish(_ i: Int, _ outcome: Outcome) -> [PixelImage] {
        outcomes[i] = outcome
        published[i].signal()
        var freed: [PixelImage] = []
        for j in (i > 0 ? [i - 1, i] : [i]) {
            readers[j] -= 1
            if readers[j] == 0, let image = images[j] {
                freed.append(image)
                images[j] = nil
            }
        }
        return freed
    }

    /// The writer's side: frame i's outcome, waiting until it exists.
    func outcome(_ i: Int) -> Outcome {
        published[i].wait()
        condition.lock()
        defer { condition.unlock() }
        let outcome = outcomes[i]!
        outcomes[i] = nil
        // Only a full window can have kept a worker waiting for the writer.
        let windowWasFull = nextDraw >= min(count, failedAt) ? false : nextDraw >= written + window
        written = i + 1
        if windowWasFull { condition.broadcast() }
        return outcome
    }

    /// Draws `count` frames with `frame(i)` on up to `threads` workers, finishes each with
    /// `finish`, and hands the products to `deliver(i, product)` on the caller's thread in
    /// increasing `i` (nil: frame i repeats frame i − 1). At most a window of frames per
    /// thread is drawn ahead of the caller. If `frame(i)` throws, frames before `i` are
    /// still delivered, then its error is rethrown; an error thrown by `deliver` stops the
    /// workers and is rethrown.
    static func stream(count: Int, threads: Int, frame: @escaping @Sendable (Int) throws -> PixelImage,
                       finish: @escaping @Sendable (PixelImage, PixelImage?) -> Product?,
                       deliver: (Int, Product?) throws -> Void) throws {
        guard count > 0 else { return }
        let pipeline = FramePipeline(count: count, window: threads * 4)
        let workers = DispatchGroup()
        for _ in 0..<min(threads, count) {
            DispatchQueue.global().async(group: workers) { pipeline.work(frame: frame, finish: finish) }
        }
        // The caller's thread only delivers, in order; it sleeps while the workers draw.
        defer { workers.wait() }
        do {
            for i in 0..<count {
                switch pipeline.outcome(i) {
                case .product(let product): try deliver(i, product)
                case .repeated: try deliver(i, nil)
                case .failed(let error): throw error
                }
            }
        } catch {
            pipeline.abandon()
            throw error
        }
    }

    /// The writer failed: workers stop taking tasks.
    func abandon() {
        condition.lock()
        abandoned = true
        condition.broadcast()
        condition.unlock()
    }
}
