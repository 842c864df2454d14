import CPNG

/// How `PNGEncoder` compresses. The defaults (`.flatUI`) were chosen by measuring
/// `animrender-bench png sweep` on UI-like frames (flat fills, text, thin lines) at @2x,
/// CPU time per frame against cairo's writer (libpng defaults: zlib 6, adaptive filters):
///
/// | filter, zlib level | speed vs cairo | size vs cairo |
/// |---|---|---|
/// | none, 1 (chosen) | 4.5–4.7× | 1.07× |
/// | none, 2 | 4.4–4.7× | 1.04× |
/// | none, 3 | 4.3–4.5× | 1.01× |
/// | none, 4 | 2.5–2.8× | 0.88× |
/// | sub / up, 1 | 3.7–3.8× | 1.26–1.30× |
/// | paeth, 1 | 2.6–2.7× | 1.24× |
/// | sub + Z_RLE, 1 | 3.5–3.7× | 1.90× |
/// | adaptive, 1 | 1.5× | 1.21× |
///
/// Level 1 keeps the most headroom on speed (the tighter of the two targets); level 2
/// is a fair alternative when files matter more.
///
/// Flat UI repeats whole pixels, which deflate matches directly at a distance of one
/// pixel; filters turn those runs into zeros too, but cost a pass per row and cloud the
/// match finder with near-repeats, so "none" wins on both axes at fast levels. The
/// zlib strategy barely matters without filters (Z_RLE only matches distance 1 and
/// fails on 3-byte pixels).
public struct PNGOptions: Hashable, Sendable {
    /// The PNG row filter (one for every row, or libpng's adaptive choice per row).
    public enum Filter: String, CaseIterable, Hashable, Sendable {
        case none, sub, up, average, paeth, adaptive
        var mask: Int32 {
            switch self {
            case .none: return 0x08
            case .sub: return 0x10
            case .up: return 0x20
            case .average: return 0x40
            case .paeth: return 0x80
            case .adaptive: return 0xF8
            }
        }
    }
    /// The zlib strategy.
    public enum Strategy: String, CaseIterable, Hashable, Sendable {
        case standard, filtered, rle, huffmanOnly
        var zlibValue: Int32 {
            switch self {
            case .standard: return Z_DEFAULT_STRATEGY
            case .filtered: return Z_FILTERED
            case .rle: return Z_RLE
            case .huffmanOnly: return Z_HUFFMAN_ONLY
            }
        }
    }
    /// Which PNG colour type to write.
    public enum Channels: String, Hashable, Sendable {
        /// RGB when every pixel is opaque, else RGBA.
        case automatic
        /// Always RGBA (frames of one animated PNG must share a colour type).
        case rgba
        /// Always RGB; alpha is dropped (only for images known to be opaque).
        case rgb
    }

    /// zlib level 0…9.
    public var compressionLevel: Int
    public var filter: Filter
    public var strategy: Strategy
    public var channels: Channels

    public init(compressionLevel: Int, filter: Filter, strategy: Strategy, channels: Channels = .automatic) {
        precondition((0...9).contains(compressionLevel), "zlib levels are 0…9")
        self.compressionLevel = compressionLevel; self.filter = filter; self.strategy = strategy
        self.channels = channels
    }

    /// Tuned for flat UI frames: fast and within a small factor of libpng's default size.
    public static let flatUI = PNGOptions(compressionLevel: 1, filter: .none, strategy: .standard)
    /// libpng's defaults (what `cairo_surface_write_to_png` uses), for comparison.
    public static let libpngDefaults = PNGOptions(compressionLevel: 6, filter: .adaptive, strategy: .filtered,
                                                  channels: .rgba)
}
