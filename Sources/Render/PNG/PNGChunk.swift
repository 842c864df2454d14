@_implementationOnly import CPNG

/// One PNG chunk (type + payload); the length and CRC are derived when serialised.
/// Used to repackage libpng's output into animated PNGs.
struct PNGChunk: Equatable {
    var type: String
    var data: [UInt8]

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Length, type, data, CRC-32 of type + data (big-endian), as the PNG spec lays out.
    var bytes: [UInt8] {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "chunk types are four ASCII letters")
        var out = UInt32(data.count).bigEndianBytes + typeBytes + data
        let crc = (typeBytes + data).withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress, uInt(buffer.count))
        }
        out += UInt32(crc).bigEndianBytes
        return out
    }

    /// Splits a PNG produced by libpng into chunks. Our own encoder's output is always
    /// well formed, so a malformed file here is a broken invariant.
    static func parse(_ png: [UInt8]) -> [PNGChunk] {
        precondition(png.starts(with: signature), "not a PNG")
        var chunks: [PNGChunk] = []
        var i = signature.count
        while i + 12 <= png.count {
            let length = Int(UInt32(bigEndian: png, at: i))
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            precondition(i + 12 + length <= png.count, "truncated PNG chunk")
            chunks.append(PNGChunk(type: type, data: Array(png[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return chunks
    }
}

extension UInt32 {
    var bigEndianBytes: [UInt8] { [UInt8(self >> 24), UInt8((self >> 16) & 0xFF), UInt8((self >> 8) & 0xFF), UInt8(self & 0xFF)] }
    init(bigEndian bytes: [UInt8], at i: Int) {
        self = UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }
}

extension UInt16 {
    var bigEndianBytes: [UInt8] { [UInt8(self >> 8), UInt8(self & 0xFF)] }
}
