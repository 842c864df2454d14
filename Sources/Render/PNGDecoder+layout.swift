@_implementationOnly import CPNG
import Foundation

extension PNGDecoder {
    /// What a PNG file declares and where its data is, checked against the bytes the file
    /// actually holds before anything the size of the image is allocated.
    struct Layout: Equatable {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var interlaced: Bool
        /// The IDAT chunks' data, as byte ranges of the file.
        var imageData: [Range<Int>]
        /// The tRNS chunk's data, if any.
        var transparency: [UInt8]?

        /// Samples per pixel of the colour type (grey 1, RGB 3, palette 1, grey+alpha 2, RGBA 4).
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }
        var bitsPerPixel: Int { channels * bitDepth }

        /// (columns, rows) of each pass that holds pixels: one for a plain image, up to
        /// seven for Adam7 interlacing.
        var passes: [(x0: Int, y0: Int, dx: Int, dy: Int, width: Int, height: Int)] {
            let grid = interlaced ? Self.adam7 : [(0, 0, 1, 1)]
            return grid.compactMap { x0, y0, dx, dy in
                let w = (width - x0 + dx - 1) / dx, h = (height - y0 + dy - 1) / dy
                return w > 0 && h > 0 ? (x0, y0, dx, dy, w, h) : nil
            }
        }

        static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

        /// The size of the image data once inflated: per row a filter byte and the row's samples.
        var rawByteCount: Int {
            passes.reduce(0) { $0 + $1.height * (1 + ($1.width * bitsPerPixel + 7) / 8) }
        }

        var compressedByteCount: Int { imageData.reduce(0) { $0 + $1.count } }
    }

    /// Deflate turns one byte into at most 1032 (a 258-byte match in two one-bit codes), so
    /// image data that would have to expand by more is missing, whatever the header says.
    static let maximumDeflateExpansion = 1032

    /// Walks the chunks: the signature, IHDR first and valid, every chunk inside the file,
    /// the critical chunks' CRCs, image data present and plausible for the declared size,
    /// and an IEND chunk. Each failure names what is wrong and where.
    static func layout(of file: UnsafeRawBufferPointer, path: String) throws -> Layout {
        func fail(_ reason: String) -> PNGDecodingError { PNGDecodingError(path: path, reason: reason) }
        func word(_ at: Int) -> Int {
            Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3])
        }
        var layout: Layout?
        var offset = 8
        var sawEnd = false
        while offset < file.count, !sawEnd {
            guard offset + 8 <= file.count else { throw fail("truncated: the file ends inside a chunk header at byte \(offset)") }
            let length = word(offset)
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = (offset + 8)..<(offset + 8 + length)
            guard length <= Int(Int32.max), data.upperBound + 4 <= file.count else {
                throw fail("truncated: the \(type) chunk at byte \(offset) declares \(length) bytes, "
                           + "but the file ends at byte \(file.count)")
            }
            let critical = type.first?.isUppercase == true || type == "tRNS"
            if critical {
                let crc = file[(offset + 4)..<data.upperBound].withUnsafeBytes { bytes in
                    crc32(0, bytes.bindMemory(to: UInt8.self).baseAddress, uInt(bytes.count))
                }
                guard Int(crc) == word(data.upperBound) else {
                    throw fail("the \(type) chunk at byte \(offset) is damaged (its checksum does not match)")
                }
            }
            if layout == nil {
                guard type == "IHDR", length == 13 else { throw fail("the first chunk is \(type), not IHDR: not a PNG file") }
                layout = try header(Array(file[data]), fail: fail)
            } else if type == "IDAT" {
                layout!.imageData.append(data)
            } else if type == "tRNS" {
                layout!.transparency = Array(file[data])
            } else if type == "IEND" {
                sawEnd = true
            }
            offset = data.upperBound + 4
        }
        guard let found = layout else { throw fail("truncated: no IHDR chunk") }
        guard sawEnd else { throw fail("truncated: no IEND chunk (the file ends at byte \(file.count))") }
        guard !found.imageData.isEmpty else { throw fail("no image data (no IDAT chunk)") }
        let raw = found.rawByteCount, compressed = found.compressedByteCount
        guard raw <= compressed * maximumDeflateExpansion else {
            throw fail("the header declares \(found.width)x\(found.height) pixels (\(raw) bytes of image data) but the file "
                       + "holds \(compressed) bytes of compressed data, which expand to at most "
                       + "\(compressed * maximumDeflateExpansion): the file is truncated or damaged")
        }
        return found
    }

    /// IHDR's 13 bytes: size, bit depth, colour type, compression, filter, interlace.
    private static func header(_ h: [UInt8], fail: (String) -> PNGDecodingError) throws -> Layout {
        let width = Int(h[0]) << 24 | Int(h[1]) << 16 | Int(h[2]) << 8 | Int(h[3])
        let height = Int(h[4]) << 24 | Int(h[5]) << 16 | Int(h[6]) << 8 | Int(h[7])
        let depth = Int(h[8]), color = Int(h[9])
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw fail("the header declares \(width)x\(height) pixels")
        }
        guard width * height <= maximumPixels else {
            throw fail("\(width)x\(height) pixels is more than this tool handles (at most \(maximumPixels) pixels)")
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let valid = depths[color], valid.contains(depth) else {
            throw fail("the header declares colour type \(color) at bit depth \(depth), which PNG does not have")
        }
        guard h[10] == 0, h[11] == 0, h[12] <= 1 else { throw fail("the header declares an unknown compression, filter or interlace method") }
        return Layout(width: width, height: height, bitDepth: depth, colorType: color, interlaced: h[12] == 1,
                      imageData: [], transparency: nil)
    }
}
