@_implementationOnly import CPNG

/// Owns one libpng write struct and its info struct, writing into memory.
///
/// libpng reports errors by longjmp, which Swift cannot catch; every condition that
/// could make libpng fail (size, bit depth, colour type) is validated before it is
/// called, so its error callback is a trap for broken invariants, never a user error.
final class PNGWriteStruct {
    let png: png_structp
    let info: png_infop
    private let sink = ByteSink()

    final class ByteSink { var bytes: [UInt8] = [] }

    init() {
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, message in
            fatalError("libpng: \(message.map { String(cString: $0) } ?? "unknown error")")
        }, { _, _ in /* warnings are about our own settings; nothing a user can act on */ }) else {
            fatalError("png_create_write_struct failed (out of memory)")
        }
        guard let info = png_create_info_struct(png) else { fatalError("png_create_info_struct failed") }
        self.png = png
        self.info = info
        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { png, data, length in
            let sink = Unmanaged<ByteSink>.fromOpaque(png_get_io_ptr(png)!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        }, nil)
    }

    /// The bytes written so far (the whole file after `png_write_end`).
    var bytes: [UInt8] { sink.bytes }

    func reserve(_ count: Int) { sink.bytes.reserveCapacity(count) }

    /// Writes one chunk: length, `type`, `data` and the CRC. The image data comes
    /// compressed already (libdeflate), so IDAT and IEND are written as chunks rather
    /// than through `png_write_row`/`png_write_end`, which would deflate again.
    func writeChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer) {
        precondition(type.utf8CodeUnitCount == 4, "chunk types are four letters")
        png_write_chunk(png, type.utf8Start, data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count)
    }

    deinit {
        var png: png_structp? = png
        var info: png_infop? = info
        png_destroy_write_struct(&png, &info)
    }
}
