import Foundation
import Geometry

/// Writes an animated PNG (APNG) from frames of one size. Debian's libpng has no APNG
/// API, so each frame is encoded with libpng into memory and its IDAT data is
/// repackaged as `fdAT` chunks with sequence numbers and fresh CRCs (`APNGStream`
/// assembles the file). It promises:
/// - consecutive identical frames become one frame with a longer delay;
/// - every frame after the first stores only the rectangle that changed since the
///   previous one (drawn over it: `dispose_op` none, `blend_op` source), so static parts
///   of the screen cost nothing;
/// - viewers without APNG support show the first frame (it is the default image);
/// - the same frames give the same bytes;
/// - `encode(count:frame:scratch:to:)` streams: memory does not grow with the frame count.
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

    /// The animated PNG of `frames`, assembled in memory (see `APNGStream` for a file
    /// of any length in bounded memory).
    public func encode(_ frames: [PixelImage]) throws -> [UInt8] {
        let stream = try APNGStream(writer: self, scratch: ScratchFile())
        for frame in frames { try stream.append(frame) }
        var out: [UInt8] = []
        try stream.finish { out += $0 }
        return out
    }

    /// Streams an animated PNG of `count` frames: `frame(i)` is drawn on up to `threads`
    /// workers, which also cut and encode each frame's changed part; the parts are parked
    /// in `scratch` in order, and the finished file goes to `write` in pieces. Memory
    /// holds a few frames per thread, whatever `count` is.
    public func encode(count: Int, frame: @escaping @Sendable (Int) throws -> PixelImage, scratch: ScratchFile,
                       to write: ([UInt8]) throws -> Void) throws {
        let stream = try APNGStream(writer: self, scratch: scratch)
        let alpha = RGBAFlag()
        let options = self.options
        try FramePipeline<Result<APNGStream.Part, RenderError>>.stream(
            count: count, threads: threads, frame: frame,
            finish: { image, previous in APNGStream.part(of: image, since: previous, options: options, preferRGBA: alpha.isSet) }
        ) { _, part in
            try stream.add(part?.get())
            if stream.isRGBA { alpha.set() }
        }
        try stream.finish(to: write)
    }

    /// fcTL: where the frame goes and how long it shows (`frames` frames at `fps`).
    func frameControl(sequence: UInt32, region: PixelImage.Region, frames: Int) -> PNGChunk {
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
        let count = UInt16(min(frames, 65535))
        if let whole = fps.checkedInteger(UInt16.self), Double(whole) == fps { return (count, whole) }
        return ((Double(frames) * 1000 / fps).checkedInteger(UInt16.self) ?? 65535, 1000)
    }
}

/// Set once the stream has turned RGBA, so workers encode later parts with alpha at once
/// (a part encoded as RGB before they see it is re-encoded by the stream).
private final class RGBAFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
