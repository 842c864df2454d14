/// How `PNGEncoder` filters and compresses. The defaults (`.flatUI`) were chosen by
/// measuring `animrender-bench png sweep` on UI-like frames (flat fills, text, thin
/// lines); the table is in docs/png-encoding.md.
public struct PNGOptions: Hashable, Sendable {
    /// The PNG row filter (PNG spec §9): one for every row, or a choice per row.
    public enum Filter: String, CaseIterable, Hashable, Sendable {
        case none, sub, up, average, paeth
        /// Per row, the filter whose output has the smallest sum of absolute values
        /// (bytes read as signed), libpng's heuristic; ties go to the lower filter type.
        case adaptive
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

    /// What makes the zlib stream of the filtered rows.
    public enum Compressor: String, Hashable, Sendable {
        /// libdeflate at `compressionLevel`, any filter.
        case libdeflate
        /// `FlatFrameDeflater`: copies of rows, runs and repeated pixel pairs found by
        /// comparing pixels. It writes unfiltered rows: with `filter` `.none` it ignores
        /// `compressionLevel`; with any other filter, libdeflate compresses instead.
        case flatFrame
    }

    /// libdeflate's level, 0 (stored) … 12. Pinned: another level gives other bytes.
    public var compressionLevel: Int
    public var filter: Filter
    public var channels: Channels
    public var compressor: Compressor

    public init(compressionLevel: Int, filter: Filter, channels: Channels = .automatic,
                compressor: Compressor = .libdeflate) {
        precondition((0...12).contains(compressionLevel), "libdeflate levels are 0…12")
        self.compressionLevel = compressionLevel; self.filter = filter; self.channels = channels
        self.compressor = compressor
    }

    /// Tuned for flat UI frames: fast, and about the size of libpng's defaults.
    public static let flatUI = PNGOptions(compressionLevel: 1, filter: .none, compressor: .flatFrame)
}
