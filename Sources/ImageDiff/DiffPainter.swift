/// Paints pixelmatch's diff image: marked pixels in a solid colour, every other pixel as
/// the first image's brightness blended with white at `fadeAlpha` (so the picture shows
/// faintly under the marks). Values are truncated to bytes like the PyPI port does.
/// A painter without an output buffer does nothing, so the scan loop needs no branches
/// of its own for "no diff image".
struct DiffPainter {
    let output: UnsafeMutablePointer<UInt8>?
    let options: PixelMatchOptions

    @inline(__always)
    func paint(_ color: PixelMatchOptions.PaintColor, at pos: Int) {
        guard let output else { return }
        output[pos] = color.r
        output[pos + 1] = color.g
        output[pos + 2] = color.b
        output[pos + 3] = 255
    }

    @inline(__always)
    func paintFaded(_ source: UnsafePointer<UInt8>, at pos: Int) {
        guard let output else { return }
        let luma = YIQ.luma(Double(source[pos]), Double(source[pos + 1]), Double(source[pos + 2]))
        let value = UInt8(YIQ.blend(luma, options.fadeAlpha * Double(source[pos + 3]) / 255))
        output[pos] = value
        output[pos + 1] = value
        output[pos + 2] = value
        output[pos + 3] = 255
    }

    func paintFaded(_ source: UnsafePointer<UInt8>?, count: Int) {
        guard let source, output != nil else { return }
        for i in 0..<count { paintFaded(source, at: i * 4) }
    }
}
