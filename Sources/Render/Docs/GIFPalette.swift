/// The 256 colours of an animated GIF, chosen for the whole animation so that the flat
/// colours of a UI come out exactly, and the mapping of every pixel to one of them.
///
/// Promises:
/// - An animation of at most 256 colours is stored exactly: every pixel of every frame.
/// - Otherwise the `exactCount` colours that cover the most pixels (a UI's flat fills,
///   its background, its text colour) are entries as they are; the remaining entries are
///   a median cut of the other colours (anti-aliased edges, blends mid-animation), each
///   the pixel-weighted mean of its box; every other pixel takes the nearest entry
///   (squared RGB distance, ties to the lower index). No dithering: it would scatter
///   noise over flat areas.
/// - Colours are the frame's premultiplied values with alpha ignored (composited over
///   black), as the video frames are.
/// - Deterministic: no dictionary order reaches the palette; ties break on the colour value.
public struct GIFPalette: Sendable {
    /// How many colours a frame's pixels have, counted over every frame.
    public struct Histogram: Sendable {
        public private(set) var counts: [UInt32: Int] = [:]
        public init() {}

        /// Counts `image`'s colours; runs of one colour count once per run, which makes
        /// flat UI frames cheap.
        public init(of image: PixelImage) {
            image.pixels.withUnsafeBufferPointer { pixels in
                var run = pixels[0] & 0xFF_FFFF, length = 0
                for p in pixels {
                    let c = p & 0xFF_FFFF
                    if c == run { length += 1; continue }
                    counts[run, default: 0] += length
                    run = c; length = 1
                }
                counts[run, default: 0] += length
            }
        }

        public mutating func add(_ other: Histogram) {
            for (color, n) in other.counts { counts[color, default: 0] += n }
        }
    }

    /// Entries kept exactly when the animation has more than 256 colours.
    public static let exactCount = 128

    /// 0xRRGGBB, at most 256.
    public let colors: [UInt32]
    /// Whether every colour of the animation is an entry (the GIF is lossless).
    public let isExact: Bool
    /// Every colour of the histogram → its entry.
    private let index: [UInt32: UInt8]

    public init(_ histogram: Histogram) {
        let ranked = histogram.counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        if ranked.count <= 256 {
            colors = ranked.map(\.key)
            isExact = true
        } else {
            let exact = ranked.prefix(Self.exactCount).map(\.key)
            colors = exact + Self.medianCut(Array(ranked.dropFirst(Self.exactCount)), boxes: 256 - exact.count)
            isExact = false
        }
        var index: [UInt32: UInt8] = [:]
        for (i, c) in colors.enumerated() where index[c] == nil { index[c] = UInt8(i) }
        for (color, _) in ranked where index[color] == nil { index[color] = Self.nearest(color, in: colors) }
        self.index = index
    }

    /// The frame as palette indices, row by row (`width × height` bytes).
    public func indices(of image: PixelImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { pixels in
            var last = UInt32.max, entry: UInt8 = 0
            for (i, p) in pixels.enumerated() {
                let c = p & 0xFF_FFFF
                if c != last {
                    last = c
                    entry = index[c] ?? Self.nearest(c, in: colors)   // a colour pass 1 never saw
                }
                out[i] = entry
            }
        }
        return out
    }

    /// ffmpeg's `pal8` palette: 256 native-endian 0xAARRGGBB words (unused entries black),
    /// sent after each frame's indices.
    public var pal8: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        for i in 0..<256 {
            let word = 0xFF00_0000 | (i < colors.count ? colors[i] : 0)
            withUnsafeBytes(of: word.littleEndian) { out += $0 }
        }
        return out
    }

    static func nearest(_ c: UInt32, in colors: [UInt32]) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (i, e) in colors.enumerated() {
            var d = 0
            for shift in [16, 8, 0] as [UInt32] {
                let x = Int((c >> shift) & 0xFF) - Int((e >> shift) & 0xFF)
                d += x * x
            }
            if d < bestDistance { best = i; bestDistance = d }
        }
        return UInt8(best)
    }

    /// `boxes` colours for `colors` (with their pixel counts): the box with the most
    /// pixels × widest channel range is split at the weighted median of that channel,
    /// until there are `boxes` boxes or none can be split; each box gives its weighted mean.
    static func medianCut(_ colors: [(key: UInt32, value: Int)], boxes: Int) -> [UInt32] {
        typealias Box = [(key: UInt32, value: Int)]
        func channel(_ c: UInt32, _ k: Int) -> Int { Int((c >> UInt32(16 - 8 * k)) & 0xFF) }
        func widest(_ box: Box) -> (channel: Int, range: Int) {
            var best = (channel: 0, range: -1)
            for k in 0..<3 {
                var low = 255, high = 0
                for (c, _) in box { let v = channel(c, k); low = min(low, v); high = max(high, v) }
                if high - low > best.range { best = (k, high - low) }
            }
            return best
        }
        var all: [Box] = [colors.sorted { $0.key < $1.key }]
        while all.count < boxes {
            let scored = all.enumerated().map { i, box in (i, box.count > 1 ? box.reduce(0) { $0 + $1.value } * widest(box).range : 0) }
            guard let pick = scored.max(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 > $1.0 }), pick.1 > 0 else { break }
            let box = all[pick.0], k = widest(box).channel
            let sorted = box.sorted { channel($0.key, k) != channel($1.key, k) ? channel($0.key, k) < channel($1.key, k) : $0.key < $1.key }
            let half = sorted.reduce(0) { $0 + $1.value } / 2
            var cut = 0, sum = 0
            while cut < sorted.count - 1, sum + sorted[cut].value <= half { sum += sorted[cut].value; cut += 1 }
            cut = max(1, cut)
            all[pick.0] = Array(sorted[..<cut])
            all.insert(Array(sorted[cut...]), at: pick.0 + 1)
        }
        return all.map { box in
            let total = box.reduce(0) { $0 + $1.value }
            var mean: UInt32 = 0
            for k in 0..<3 {
                let sum = box.reduce(0) { $0 + channel($1.key, k) * $1.value }
                mean |= UInt32((sum + total / 2) / total) << UInt32(16 - 8 * k)
            }
            return mean
        }
    }
}
