@_implementationOnly import CDeflate

/// Owns one libdeflate compressor: zlib streams (RFC 1950) of a whole buffer at once.
///
/// libdeflate has no streaming API, which is why the encoder builds all of a frame's
/// filtered scanlines before compressing them. Its output depends only on the input,
/// the level and the library's version (not on the CPU: the SIMD paths compute the same
/// checksums and the match finder is scalar), so PNGs stay byte-identical run to run.
final class DeflateCompressor {
    private let compressor: OpaquePointer

    /// `level` is libdeflate's 0…12; callers validate it (`PNGOptions`).
    init(level: Int) {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            fatalError("libdeflate_alloc_compressor(\(level)) failed (out of memory or a level outside 0…12)")
        }
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// The zlib stream of `input`.
    func zlib(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            // The bound is libdeflate's promise that the stream fits.
            precondition(count > 0, "libdeflate_zlib_compress overflowed its own bound")
        }
    }
}
