import CPNG

/// How `PNGEncoder` compresses. The defaults (`.flatUI`) were chosen by measuring
/// `animrender-bench png` on UI-like frames (flat fills, text, thin lines): see
/// PNGBench.swift for the sweep and the numbers.
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
