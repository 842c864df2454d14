import ImageDiff

// The CLI imports only AnimRenderKit; these names let it build a job without importing
// ImageDiff itself.
public typealias PixelRect = ImageDiff.PixelRect
public typealias PixelMatchOptions = ImageDiff.PixelMatchOptions
public typealias RGBAImage = ImageDiff.RGBAImage

/// One `animrender diff` run: what to compare, how, and where the evidence goes.
///
/// `first` and `second` are two PNG files or two folders of frames matched by file name.
/// `first` is the reference: frames only in it are "missing", frames only in `second`
/// are "extra".
public struct DiffJob: Sendable {
    public var first: String
    public var second: String
    public var pixelMatch: PixelMatchOptions
    public var limits: DiffLimits
    /// Regions left out of every frame, in PIXELS of the images compared.
    public var ignoreRegions: [PixelRect]
    /// View ids whose on-screen frame (from frames.json next to the frames) is left out.
    public var ignoreViews: [String]
    /// Where diff images and report.json go; nil writes nothing.
    public var outputFolder: String?
    /// Only the timelines (or folder of frames) of this shard are compared; see `Shard`.
    public var shard: Shard?

    public init(first: String, second: String, pixelMatch: PixelMatchOptions = PixelMatchOptions(),
                limits: DiffLimits = DiffLimits(), ignoreRegions: [PixelRect] = [],
                ignoreViews: [String] = [], outputFolder: String? = nil, shard: Shard? = nil) {
        self.first = first
        self.second = second
        self.pixelMatch = pixelMatch
        self.limits = limits
        self.ignoreRegions = ignoreRegions
        self.ignoreViews = ignoreViews
        self.outputFolder = outputFolder
        self.shard = shard
    }
}

/// How many differing pixels a frame may have and still pass.
///
/// With neither limit set a frame passes only when no pixel differs; each limit that is
/// set must hold (both, when both are set).
public struct DiffLimits: Equatable, Sendable {
    public var maxDiffPixels: Int?
    /// A fraction of the frame's pixels, 0…1.
    public var maxDiffRatio: Double?

    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    public func accepts(differing: Int, total: Int) -> Bool {
        if maxDiffPixels == nil, maxDiffRatio == nil { return differing == 0 }
        if let maxDiffPixels, differing > maxDiffPixels { return false }
        if let maxDiffRatio, total > 0, Double(differing) / Double(total) > maxDiffRatio { return false }
        return true
    }
}
