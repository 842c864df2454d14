/// A canonical Huffman code as deflate uses it (RFC 1951 §3.2.2): code lengths chosen
/// from symbol frequencies, no code longer than a limit, codes assigned in symbol order
/// and stored bit-reversed, ready for a least-significant-bit-first writer.
///
/// Every code it makes is complete (Kraft sum exactly 1): when fewer than two symbols
/// occur, symbols 0 and 1 are given a length anyway, so strict inflaters (zlib's among
/// them) never meet a one-symbol or empty tree. The lengths depend only on the
/// frequencies (ties broken by symbol number), so the bytes are deterministic.
struct HuffmanCode {
    /// Bit length per symbol, 0 for symbols that never occur.
    var lengths: [UInt8]
    /// The code per symbol, bit-reversed (first bit in bit 0).
    var codes: [UInt16]

    init(frequencies: UnsafePointer<UInt32>, count n: Int, limit: Int) {
        var symbols: [Int] = (0..<n).filter { frequencies[$0] > 0 }
        var weights = [UInt64](repeating: 0, count: n)
        for s in symbols { weights[s] = UInt64(frequencies[s]) }
        for s in 0..<min(2, n) where symbols.count < 2 && weights[s] == 0 {
            weights[s] = 1
            symbols.append(s)
        }
        symbols.sort { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1 }

        // Huffman's construction with two queues: leaves in ascending weight, internal
        // nodes in the order made (also ascending). Ties prefer the leaf.
        let m = symbols.count
        var weight = [UInt64](repeating: 0, count: 2 * m)
        var parent = [Int](repeating: 0, count: 2 * m)
        for (i, s) in symbols.enumerated() { weight[i] = weights[s] }
        var leaf = 0, inner = m
        for next in m..<(2 * m - 1) {
            var pair = [0, 0]
            for k in 0..<2 {
                if leaf < m && (inner >= next || weight[leaf] <= weight[inner]) {
                    pair[k] = leaf; leaf += 1
                } else {
                    pair[k] = inner; inner += 1
                }
            }
            weight[next] = weight[pair[0]] + weight[pair[1]]
            parent[pair[0]] = next; parent[pair[1]] = next
        }
        var depth = [Int](repeating: 0, count: 2 * m)
        if 2 * m - 3 >= 0 {
            for i in stride(from: 2 * m - 3, through: 0, by: -1) { depth[i] = depth[parent[i]] + 1 }
        }

        // Count codes per length, fold lengths over the limit into it, then restore the
        // Kraft sum by moving codes down a level (zlib's and miniz's method). Lengths are
        // then handed out again, shortest to the most frequent symbols.
        var perLength = [Int](repeating: 0, count: max(limit, m) + 2)
        for i in 0..<m { perLength[min(depth[i], limit)] += 1 }
        var kraft = 0
        for l in 1...limit { kraft += perLength[l] << (limit - l) }
        while kraft > 1 << limit {
            perLength[limit] -= 1
            for l in stride(from: limit - 1, through: 1, by: -1) where perLength[l] > 0 {
                perLength[l] -= 1
                perLength[l + 1] += 2
                break
            }
            kraft -= 1
        }
        lengths = [UInt8](repeating: 0, count: n)
        var rank = m - 1 // symbols[rank] is the most frequent not yet given a length
        for l in 1...limit {
            for _ in 0..<perLength[l] {
                lengths[symbols[rank]] = UInt8(l)
                rank -= 1
            }
        }

        // Canonical codes (RFC 1951 §3.2.2), reversed for the LSB-first writer.
        var firstCode = [Int](repeating: 0, count: limit + 2)
        var countOf = [Int](repeating: 0, count: limit + 1)
        for l in lengths where l > 0 { countOf[Int(l)] += 1 }
        var code = 0
        for l in 1...limit {
            code = (code + countOf[l - 1]) << 1
            firstCode[l] = code
        }
        codes = [UInt16](repeating: 0, count: n)
        for s in 0..<n where lengths[s] > 0 {
            let l = Int(lengths[s])
            var c = firstCode[l], reversed = 0
            firstCode[l] += 1
            for _ in 0..<l {
                reversed = reversed << 1 | c & 1
                c >>= 1
            }
            codes[s] = UInt16(reversed)
        }
    }
}
