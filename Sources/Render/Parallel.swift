import Foundation

/// `transform` applied to every index of `range` on up to `threads` threads, results in
/// index order. Workers take the next index from a shared counter, so uneven items
/// balance themselves; after the first error no new items start, and the error of the
/// lowest failing index is rethrown.
public func parallelMap<T>(_ range: Range<Int>, threads: Int, _ transform: @escaping (Int) throws -> T) throws -> [T] {
    let slots = ResultSlots<T>(count: range.count)
    let next = Counter()
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, range.count))) { _ in
        while let k = next.take(below: range.count), !slots.failed {
            slots.set(k, Result { try transform(range.lowerBound + k) })
        }
    }
    return try slots.values()
}

/// A shared index dispenser for worker threads.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}

/// Per-index results written by workers; each slot is written by exactly one worker.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [Result<T, Error>?]
    private let lock = NSLock()
    private(set) var failed = false

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ k: Int, _ result: Result<T, Error>) {
        lock.withLock {
            slots[k] = result
            if case .failure = result { failed = true }
        }
    }

    /// The values in order, or the error of the lowest failing index.
    func values() throws -> [T] {
        try slots.map { slot in
            guard let slot else { throw CancellationError() }
            return try slot.get()
        }
    }
}
