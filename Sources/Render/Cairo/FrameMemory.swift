#if canImport(Glibc)
import Glibc
#endif

/// Keeps freed frame buffers in the heap for the next frame, process-wide, once.
///
/// A frame is one multi-megabyte pixel buffer (4.9 MB at @2x, 11 MB at @3x). glibc
/// serves blocks that large with `mmap` and returns them with `munmap`, or trims its
/// heaps when their top grows free; either way the next frame's buffer arrives as fresh
/// pages, and the kernel zero-fills each of them on first touch. glibc's dynamic
/// threshold hides this for one thread, but with two threads drawing, frames are freed
/// into other threads' arenas and trimmed: `perf stat` of `animrender-bench png run
/// draw+encode 3 2` counted 200–400 page faults per @3x frame (vs 60 with this), and
/// 2–3 ms more CPU per frame.
///
/// This raises the `mmap` threshold to glibc's maximum (32 MB) and the trim threshold to
/// 1 GB, so buffers are reused from the heap. The cost: freed memory stays with the
/// process until it exits, at most the frames that were alive at once. A no-op where
/// glibc is not the allocator.
enum FrameMemory {
    static let tuned: Void = {
        #if canImport(Glibc)
        // <malloc.h> is not part of Swift's Glibc module, so mallopt is looked up by
        // name; the option numbers are glibc's (M_TRIM_THRESHOLD −1, M_MMAP_THRESHOLD −3).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // A refusal (0) would only cost speed, never correctness.
        _ = mallopt(-3, 32 << 20)
        _ = mallopt(-1, 1 << 30)
        #endif
    }()
}
