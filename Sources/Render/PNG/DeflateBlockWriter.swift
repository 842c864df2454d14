import Foundation

/// The back half of a deflate encoder (RFC 1951): takes literals and matches already
/// chosen by its caller, buffers them as tokens with their symbol counts, and writes
/// them as dynamic-Huffman blocks, one per `blockTokens` tokens, into a growing buffer.
///
/// Consecutive matches at the same distance are merged before being cut into tokens of
/// at most 258 bytes, so a caller can report "this row equals the one above" row after
/// row and the stream carries one long match. A value type with manually managed
/// buffers (the hot loop must not retain or bounds-check); call `finish` exactly once,
/// which frees them.
struct DeflateBlockWriter {
    /// Small blocks let the codes follow the frame: flat regions (long copies) and text
    /// (literals) want different codes. 8 192 tokens: 3.6 % smaller @3x frames than one
    /// block per 65 536 tokens, for a few dozen code constructions per frame.
    static let blockTokens = 1 << 13
    /// Literal/length symbols (0…285) and distance symbols (0…29).
    private static let literalSymbols = 286, distanceSymbols = 30

    /// Literal: the byte. Match: bit 31 set, length − 3 in bits 0…7, distance − 1 above.
    private let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: blockTokens)
    private var tokenCount = 0
    private let literalCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: literalSymbols)
    private let distanceCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: distanceSymbols)
    private var pendingDistance = 0
    private var pendingLength = 0

    private var out: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var bits: UInt64 = 0
    private var bitCount = 0

    init(expectedSize: Int) {
        capacity = max(1024, expectedSize)
        out = .allocate(capacity: capacity)
        literalCounts.initialize(repeating: 0, count: Self.literalSymbols)
        distanceCounts.initialize(repeating: 0, count: Self.distanceSymbols)
    }

    /// Appends bytes outside the deflate stream (zlib's header), before any block.
    mutating func writeRawByte(_ byte: UInt8) {
        precondition(bitCount == 0 && count < capacity)
        out[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func literal(_ byte: UInt8) {
        if pendingLength > 0 { flushPending() }
        tokens[tokenCount] = UInt32(byte)
        literalCounts[Int(byte)] &+= 1
        tokenCount += 1
        if tokenCount == Self.blockTokens { writeBlock(final: false) }
    }

    /// `length` bytes (≥ 3) copied from `distance` (1…32768) bytes back.
    @inline(__always)
    mutating func match(distance: Int, length: Int) {
        if distance == pendingDistance && pendingLength > 0 {
            pendingLength += length
            return
        }
        if pendingLength > 0 { flushPending() }
        pendingDistance = distance
        pendingLength = length
    }

    private mutating func flushPending() {
        var left = pendingLength
        pendingLength = 0
        while left > 0 {
            // Never leave a remainder of 1 or 2 bytes: deflate's shortest match is 3.
            var n = min(left, 258)
            if left - n > 0 && left - n < 3 { n = left - 3 }
            tokens[tokenCount] = 0x8000_0000 | UInt32(n - 3) | UInt32(pendingDistance - 1) << 8
            literalCounts[257 + Self.lengthSymbol(n - 3)] &+= 1
            distanceCounts[Self.distanceSymbol(pendingDistance - 1)] &+= 1
            tokenCount += 1
            if tokenCount == Self.blockTokens { writeBlock(final: false) }
            left -= n
        }
    }

    /// The stream's last block, the padding to a byte, then `trailer` (zlib's Adler-32);
    /// returns every byte written and frees the buffers.
    mutating func finish(trailer: [UInt8]) -> [UInt8] {
        if pendingLength > 0 { flushPending() }
        writeBlock(final: true)
        put(0, (8 - bitCount % 8) % 8)
        flushWholeBytes()
        reserve(trailer.count)
        for byte in trailer { out[count] = byte; count += 1 }
        let result = [UInt8](UnsafeBufferPointer(start: out, count: count))
        out.deallocate(); tokens.deallocate(); literalCounts.deallocate(); distanceCounts.deallocate()
        return result
    }

    // MARK: Symbols (RFC 1951 §3.2.5)

    /// Length symbol minus 257 for a match length minus 3 (0…255).
    @inline(__always)
    private static func lengthSymbol(_ l: Int) -> Int {
        if l < 8 { return l }
        if l == 255 { return 28 }
        let top = Int.bitWidth - 1 - l.leadingZeroBitCount // 3…7
        return 4 * (top - 1) + (l >> (top - 2)) & 3
    }

    /// Distance symbol for a distance minus 1 (0…32767).
    @inline(__always)
    private static func distanceSymbol(_ d: Int) -> Int {
        if d < 4 { return d }
        let top = Int.bitWidth - 1 - d.leadingZeroBitCount // 2…14
        return 2 * top + (d >> (top - 1)) & 1
    }

    // MARK: Blocks

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func writeBlock(final: Bool) {
        literalCounts[256] = 1 // end of block
        let literals = HuffmanCode(frequencies: literalCounts, count: Self.literalSymbols, limit: 15)
        let distances = HuffmanCode(frequencies: distanceCounts, count: Self.distanceSymbols, limit: 15)

        // The two code-length sequences, run-length coded with symbols 16, 17, 18.
        var literalUsed = Self.literalSymbols
        while literalUsed > 257 && literals.lengths[literalUsed - 1] == 0 { literalUsed -= 1 }
        var distanceUsed = Self.distanceSymbols
        while distanceUsed > 1 && distances.lengths[distanceUsed - 1] == 0 { distanceUsed -= 1 }
        let all = Array(literals.lengths[0..<literalUsed]) + Array(distances.lengths[0..<distanceUsed])
        var runs: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < all.count {
            let length = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 { let n = min(run, 138); runs.append((18, n - 11)); run -= n }
                if run >= 3 { runs.append((17, run - 3)); run = 0 }
                while run > 0 { runs.append((0, 0)); run -= 1 }
            } else {
                runs.append((Int(length), 0)); run -= 1
                while run >= 3 { let n = min(run, 6); runs.append((16, n - 3)); run -= n }
                while run > 0 { runs.append((Int(length), 0)); run -= 1 }
            }
        }
        var codeLengthCounts = [UInt32](repeating: 0, count: 19)
        for r in runs { codeLengthCounts[r.symbol] += 1 }
        let codeLengths = codeLengthCounts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0.baseAddress!, count: 19, limit: 7) }
        var codeLengthUsed = 19
        while codeLengthUsed > 4 && codeLengths.lengths[Self.codeLengthOrder[codeLengthUsed - 1]] == 0 { codeLengthUsed -= 1 }

        // A token is at most 15 + 5 + 15 + 13 bits; the header at most about 300 bytes.
        reserve(tokenCount * 6 + 512)
        put(final ? 1 : 0, 1)
        put(2, 2) // dynamic Huffman codes
        put(UInt64(literalUsed - 257), 5)
        put(UInt64(distanceUsed - 1), 5)
        put(UInt64(codeLengthUsed - 4), 4)
        for k in 0..<codeLengthUsed { put(UInt64(codeLengths.lengths[Self.codeLengthOrder[k]]), 3) }
        for r in runs {
            put(UInt64(codeLengths.codes[r.symbol]), Int(codeLengths.lengths[r.symbol]))
            switch r.symbol {
            case 16: put(UInt64(r.extra), 2)
            case 17: put(UInt64(r.extra), 3)
            case 18: put(UInt64(r.extra), 7)
            default: break
            }
        }

        literals.codes.withUnsafeBufferPointer { literalCodes in
            literals.lengths.withUnsafeBufferPointer { literalLengths in
                distances.codes.withUnsafeBufferPointer { distanceCodes in
                    distances.lengths.withUnsafeBufferPointer { distanceLengths in
                        for t in 0..<tokenCount {
                            let token = tokens[t]
                            if token & 0x8000_0000 == 0 {
                                let s = Int(token)
                                put(UInt64(literalCodes[s]), Int(literalLengths[s]))
                                continue
                            }
                            let l = Int(token & 0xFF), d = Int(token >> 8 & 0x7FFF)
                            let ls = Self.lengthSymbol(l)
                            var code = UInt64(literalCodes[257 + ls]), length = Int(literalLengths[257 + ls])
                            if ls >= 8 && ls < 28 {
                                let extraBits = ls / 4 - 1
                                code |= UInt64(l & (1 << extraBits - 1)) << length
                                length += extraBits
                            }
                            put(code, length)
                            let ds = Self.distanceSymbol(d)
                            code = UInt64(distanceCodes[ds]); length = Int(distanceLengths[ds])
                            if ds >= 4 {
                                let extraBits = ds / 2 - 1
                                code |= UInt64(d & (1 << extraBits - 1)) << length
                                length += extraBits
                            }
                            put(code, length)
                        }
                    }
                }
            }
        }
        put(UInt64(literals.codes[256]), Int(literals.lengths[256]))
        tokenCount = 0
        literalCounts.update(repeating: 0, count: Self.literalSymbols)
        distanceCounts.update(repeating: 0, count: Self.distanceSymbols)
    }

    // MARK: Bits

    /// Appends `n` ≤ 32 bits, least significant first.
    @inline(__always)
    private mutating func put(_ value: UInt64, _ n: Int) {
        bits |= value << UInt64(bitCount)
        bitCount += n
        if bitCount >= 32 {
            UnsafeMutableRawPointer(out + count).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            count += 4
            bits >>= 32
            bitCount -= 32
        }
    }

    private mutating func flushWholeBytes() {
        while bitCount >= 8 {
            out[count] = UInt8(truncatingIfNeeded: bits)
            count += 1
            bits >>= 8
            bitCount -= 8
        }
    }

    private mutating func reserve(_ more: Int) {
        guard count + more + 8 > capacity else { return }
        let grown = max(capacity * 2, count + more + 8)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: out, count: count)
        out.deallocate()
        out = bigger
        capacity = grown
    }
}
