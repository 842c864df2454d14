extension PixelImage {
    /// The sides a video of these frames has: even, as 4:2:0 chroma subsampling needs
    /// (one more column or row when odd).
    public static func videoSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (width + width % 2, height + height % 2)
    }

    /// The frame as raw `bgr0` rows, ffmpeg's name for cairo's own byte order with the
    /// alpha byte ignored: colours stay premultiplied, which is the frame composited over
    /// black. Padded to `videoSize` by repeating the last column and row, so the padding
    /// has the edge's colour rather than a seam.
    public var rawVideoFrame: [UInt8] {
        let (w, h) = Self.videoSize(width: width, height: height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        out.withUnsafeMutableBytes { raw in
            let rows = raw.bindMemory(to: UInt32.self)
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<h {
                    let from = min(y, height - 1) * width
                    for x in 0..<width { rows[y * w + x] = source[from + x].littleEndian }
                    if w > width { rows[y * w + width] = source[from + width - 1].littleEndian }
                }
            }
        }
        return out
    }
}
