import Geometry
/// Paints pixelmatch's diff image: marked pixels in a solid colour, every other pixel as
/// the first image's brightness blended with white at `fadeAlpha` (so the picture shows
/// faintly under the marks). Values are truncated to bytes like the PyPI port does.
///
/// A painter without an output buffer does nothing, so the scan loop needs no branches
/// of its own for "no diff image". Faded values are cached for the last source pixel:
/// rendered frames are mostly runs of one colour, so the luma arithmetic runs rarely.
struct DiffPainter {
    let output: UnsafeMutablePointer<UInt8>?
    let options: PixelMatchOptions
    private var lastSource: UInt32
    private var lastFaded: UInt32
    /// `fadeAlpha * a / 255` for every alpha byte, the same expression pixelmatch
    /// evaluates per pixel, computed once.
    private let fadeWeights: [Double]

    init(output: UnsafeMutablePointer<UInt8>?, options: PixelMatchOptions) {
        self.output = output
        self.options = options
        fadeWeights = (0...255).map { options.fadeAlpha * Double($0) / 255 }
        // Seed the cache with a true entry so it never answers for a pixel it has not seen.
        lastSource = 0
        lastFaded = Self.faded(0, fadeWeights)
    }

    @inline(__always)
    func paint(_ color: PixelMatchOptions.PaintColor, at pos: Int) {
        guard let output else { return }
        output[pos] = color.r
        output[pos &+ 1] = color.g
        output[pos &+ 2] = color.b
        output[pos &+ 3] = 255
    }

    @inline(__always)
    mutating func paintFaded(_ source: UnsafePointer<UInt8>, at pos: Int) {
        guard let output else { return }
        let word = YIQ.word(source, pos)
        if word != lastSource {
            lastSource = word
            lastFaded = Self.faded(word, fadeWeights)
        }
        UnsafeMutableRawPointer(output + pos).storeBytes(of: lastFaded, as: UInt32.self)
    }

    mutating func paintFaded(_ source: UnsafePointer<UInt8>?, count: Int) {
        guard let source, output != nil else { return }
        for i in 0..<count { paintFaded(source, at: i &* 4) }
    }

    /// The faded grey of one RGBA pixel (a word in memory order, as `YIQ.word` loads it).
    private static func faded(_ word: UInt32, _ fadeWeights: [Double]) -> UInt32 {
        var source = word
        return withUnsafeBytes(of: &source) { p in
            let luma = YIQ.luma(Double(p[0]), Double(p[1]), Double(p[2]))
            let value = YIQ.blend(luma, fadeWeights[Int(p[3])]).checkedInteger(UInt8.self, rounding: .towardZero) ?? 255
            var bytes: (UInt8, UInt8, UInt8, UInt8) = (value, value, value, 255)
            return withUnsafeBytes(of: &bytes) { $0.loadUnaligned(as: UInt32.self) }
        }
    }
}
