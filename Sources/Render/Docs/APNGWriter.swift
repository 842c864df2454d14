/// Writes an animated PNG (APNG) from frames of one size. Debian's libpng has no APNG
/// API, so each frame is encoded with libpng into memory and its IDAT data is
/// repackaged as `fdAT` chunks with sequence numbers and fresh CRCs. It promises:
/// - consecutive identical frames become one frame with a longer delay;
/// - every frame after the first stores only the rectangle that changed since the
///   previous one (drawn over it: `dispose_op` none, `blend_op` source), so static parts
///   of the screen cost nothing;
/// - viewers without APNG support show the first frame (it is the default image);
/// - the same frames give the same bytes.
public struct APNGWriter: Sendable {
    public var fps: Double
    /// 0 = loop forever.
    public var loops: Int
    public var options: PNGOptions
    public var threads: Int

    public init(fps: Double, loops: Int = 0, options: PNGOptions = .flatUI,
                threads: Int = FrameEncoder().threads) {
        self.fps = fps; self.loops = max(0, loops); self.options = options; self.threads = threads
    }

    public func encode(_ frames: [PixelImage]) throws -> [UInt8] {
        guard let first = frames.first else { throw RenderError.invalidAnimation("no frames") }
        guard fps > 0, fps.isFinite else { throw RenderError.invalidAnimation("fps must be positive, got \(fps)") }
        if let odd = frames.first(where: { $0.width != first.width || $0.height != first.height }) {
            throw RenderError.invalidAnimation("frames differ in size: \(first.width)×\(first.height) and \(odd.width)×\(odd.height)")
        }
        let runs = Self.runs(of: frames)
        var options = self.options
        options.channels = frames.allSatisfy(\.isOpaque) ? .rgb : .rgba
        let parts = runs.indices.map { i in
            i == 0 ? (region: PixelImage.Region(x: 0, y: 0, width: first.width, height: first.height), image: runs[0].image)
                   : Self.changedPart(runs[i].image, since: runs[i - 1].image)
        }
        let pngs = FrameEncoder(encoder: PNGEncoder(options: options), threads: threads).encode(parts.map(\.image))

        var out = PNGChunk.signature
        let firstChunks = PNGChunk.parse(pngs[0])
        out += firstChunks[0].bytes // IHDR
        out += PNGChunk(type: "acTL", data: UInt32(runs.count).bigEndianBytes + UInt32(loops).bigEndianBytes).bytes
        var sequence: UInt32 = 0
        for (i, png) in pngs.enumerated() {
            out += frameControl(sequence: sequence, region: parts[i].region, frames: runs[i].count).bytes
            sequence += 1
            for chunk in PNGChunk.parse(png) where chunk.type == "IDAT" {
                if i == 0 {
                    out += chunk.bytes
                } else {
                    out += PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + chunk.data).bytes
                    sequence += 1
                }
            }
        }
        out += PNGChunk(type: "IEND", data: []).bytes
        return out
    }

    /// Consecutive identical frames folded into (image, how many frames it lasts).
    static func runs(of frames: [PixelImage]) -> [(image: PixelImage, count: Int)] {
        var runs: [(image: PixelImage, count: Int)] = []
        for frame in frames {
            if let last = runs.last, last.image == frame {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((frame, 1))
            }
        }
        return runs
    }

    /// The rectangle of `image` that differs from `previous` (runs differ, so there is one).
    static func changedPart(_ image: PixelImage, since previous: PixelImage) -> (region: PixelImage.Region, image: PixelImage) {
        guard let region = image.changedRegion(from: previous) else { fatalError("runs are never identical") }
        return (region, image.cropped(to: region))
    }

    /// fcTL: where the frame goes and how long it shows (`frames` frames at `fps`).
    private func frameControl(sequence: UInt32, region: PixelImage.Region, frames: Int) -> PNGChunk {
        let (numerator, denominator) = delay(frames: frames)
        var data = sequence.bigEndianBytes
        data += UInt32(region.width).bigEndianBytes + UInt32(region.height).bigEndianBytes
        data += UInt32(region.x).bigEndianBytes + UInt32(region.y).bigEndianBytes
        data += numerator.bigEndianBytes + denominator.bigEndianBytes
        data += [0, 0] // dispose_op none, blend_op source
        return PNGChunk(type: "fcTL", data: data)
    }

    /// The delay as a fraction of seconds: frames/fps exactly when fps is a whole number,
    /// else in milliseconds. Saturates at 65535 (over 18 minutes at 60 fps).
    func delay(frames: Int) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps <= 65535 {
            return (UInt16(min(frames, 65535)), UInt16(fps))
        }
        return (UInt16(min(65535, (Double(frames) * 1000 / fps).rounded())), 1000)
    }
}
