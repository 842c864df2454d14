@testable import Render

/// The animated-PNG writer as it was before it streamed: every frame in memory, runs
/// merged, changed parts cut, then assembled in one go. Kept only to prove that the
/// streaming writer produces the same bytes.
struct ReferenceAPNGWriter {
    var writer: APNGWriter
    var fps: Double { writer.fps }
    var loops: Int { writer.loops }
    var options: PNGOptions { writer.options }
    var threads: Int { writer.threads }

    func encode(_ frames: [PixelImage]) throws -> [UInt8] {
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
            out += writer.frameControl(sequence: sequence, region: parts[i].region, frames: runs[i].count).bytes
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

}
