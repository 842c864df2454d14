import Foundation

/// An animated PNG assembled as its frames arrive, holding at most one encoded frame in
/// memory: the others wait in a `ScratchFile` until `finish`, when the frame count the
/// header needs (`acTL`) is known. Produces the same bytes as `APNGWriter.encode` and
/// keeps its promises (identical frames merged into longer delays, every frame after the
/// first only the rectangle that changed, RGB unless some pixel is translucent).
///
/// RGB is chosen optimistically: the file is RGB while every frame is opaque; at the first
/// translucent part, the parts already parked are re-encoded as RGBA (read back one at a
/// time), since all frames of an animated PNG share one colour type.
public final class APNGStream {
    /// One frame of the file: where its pixels go, and those pixels as a PNG.
    struct Part {
        var region: PixelImage.Region
        var rgba: Bool
        var png: [UInt8]
    }

    let writer: APNGWriter
    private let scratch: ScratchFile
    private(set) var isRGBA = false
    private var size: (width: Int, height: Int)?
    /// The latest part, not parked yet: repeats of its frame lengthen it.
    private var pending: (part: Part, frames: Int)?
    /// Parked parts start here in the scratch file (re-encoded parts follow the originals).
    private var start = 0
    private var parts = 0
    /// The last frame given to `append` (the parallel path compares on its workers).
    private var previous: PixelImage?

    public init(writer: APNGWriter, scratch: ScratchFile) throws {
        guard writer.fps > 0, writer.fps.isFinite else { throw RenderError.invalidAnimation("fps must be positive, got \(writer.fps)") }
        self.writer = writer
        self.scratch = scratch
    }

    /// Adds the next frame.
    public func append(_ frame: PixelImage) throws {
        let part = try Self.part(of: frame, since: previous, options: writer.options, preferRGBA: isRGBA)?.get()
        previous = frame
        try add(part)
    }

    /// Writes the whole file to `write`, in pieces.
    public func finish(to write: ([UInt8]) throws -> Void) throws {
        if let pending { try park(pending.part, frames: pending.frames) }
        pending = nil
        guard let size, parts > 0 else { throw RenderError.invalidAnimation("no frames") }
        let header = UInt32(size.width).bigEndianBytes + UInt32(size.height).bigEndianBytes + [8, isRGBA ? 6 : 2, 0, 0, 0]
        try write(PNGChunk.signature + PNGChunk(type: "IHDR", data: header).bytes
                  + PNGChunk(type: "acTL", data: UInt32(parts).bigEndianBytes + UInt32(writer.loops).bigEndianBytes).bytes)
        var sequence: UInt32 = 0
        var index = 0
        try forEachParked { part, frames in
            var out = writer.frameControl(sequence: sequence, region: part.region, frames: frames).bytes
            sequence += 1
            for chunk in PNGChunk.parse(part.png) where chunk.type == "IDAT" {
                if index == 0 {
                    out += chunk.bytes
                } else {
                    out += PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + chunk.data).bytes
                    sequence += 1
                }
            }
            index += 1
            try write(out)
        }
        try write(PNGChunk(type: "IEND", data: []).bytes)
    }

    /// The part of `image` to store after `previous` (all of it for the first frame), or
    /// nil when the two are identical. Safe to call on any thread.
    static func part(of image: PixelImage, since previous: PixelImage?, options: PNGOptions,
                     preferRGBA: Bool) -> Result<Part, RenderError>? {
        var region = PixelImage.Region(x: 0, y: 0, width: image.width, height: image.height)
        var crop = image
        if let previous {
            guard previous.width == image.width, previous.height == image.height else {
                return .failure(.invalidAnimation("frames differ in size: \(previous.width)×\(previous.height) and \(image.width)×\(image.height)"))
            }
            // memcmp first: frames at rest repeat a lot, and the region scan is slower.
            guard image != previous, let changed = image.changedRegion(from: previous) else { return nil }
            region = changed
            crop = image.cropped(to: changed)
        }
        let rgba = preferRGBA || !crop.isOpaque
        return .success(Part(region: region, rgba: rgba, png: encode(crop, rgba: rgba, options: options)))
    }

    private static func encode(_ image: PixelImage, rgba: Bool, options: PNGOptions) -> [UInt8] {
        var options = options
        options.channels = rgba ? .rgba : .rgb
        return PNGEncoder(options: options).encode(image)
    }

    /// Takes the next part (nil: the previous frame again), in frame order.
    func add(_ part: Part?) throws {
        guard var part else {
            pending!.frames += 1   // the first frame always has a part
            return
        }
        if size == nil { size = (part.region.width, part.region.height) }
        if part.rgba && !isRGBA { try becomeRGBA() }
        if isRGBA && !part.rgba { part = try Self.reencodedAsRGBA(part, options: writer.options) }
        if let pending { try park(pending.part, frames: pending.frames) }
        pending = (part, 1)
    }

    /// Re-encodes every part so far as RGBA: parked ones are appended again re-encoded,
    /// and the originals are forgotten.
    private func becomeRGBA() throws {
        isRGBA = true
        let end = scratch.count, count = parts
        parts = 0
        // Read back one at a time; only the re-encoded copy is written.
        var offset = start
        while offset < end {
            let (part, frames, next) = try parked(at: offset)
            try park(try Self.reencodedAsRGBA(part, options: writer.options), frames: frames)
            offset = next
        }
        precondition(parts == count, "every parked part re-encoded")
        start = end
        if let pending { self.pending = (try Self.reencodedAsRGBA(pending.part, options: writer.options), pending.frames) }
    }

    /// An opaque part's pixels, decoded and encoded again with an alpha channel: the
    /// same bytes as encoding the frame as RGBA in the first place.
    static func reencodedAsRGBA(_ part: Part, options: PNGOptions) throws -> Part {
        let decoded = try PNGDecoder.decode(Data(part.png))
        var pixels = [UInt32](repeating: 0, count: decoded.width * decoded.height)
        for i in pixels.indices {
            let o = i * 4
            pixels[i] = 0xFF00_0000 | UInt32(decoded.rgba[o]) << 16 | UInt32(decoded.rgba[o + 1]) << 8 | UInt32(decoded.rgba[o + 2])
        }
        let image = PixelImage(width: decoded.width, height: decoded.height, pixels: pixels)
        return Part(region: part.region, rgba: true, png: encode(image, rgba: true, options: options))
    }

    // MARK: - Parked parts: x, y, width, height, frames, PNG length (big-endian words), PNG.

    private func park(_ part: Part, frames: Int) throws {
        let r = part.region
        let header = [r.x, r.y, r.width, r.height, frames, part.png.count].flatMap { UInt32($0).bigEndianBytes }
        try scratch.append(header + part.png)
        parts += 1
    }

    private func parked(at offset: Int) throws -> (Part, frames: Int, next: Int) {
        let header = try scratch.read(at: offset, count: 24)
        let word = { (i: Int) in Int(UInt32(bigEndian: header, at: i * 4)) }
        let png = try scratch.read(at: offset + 24, count: word(5))
        let part = Part(region: PixelImage.Region(x: word(0), y: word(1), width: word(2), height: word(3)), rgba: isRGBA, png: png)
        return (part, word(4), offset + 24 + word(5))
    }

    private func forEachParked(_ body: (Part, Int) throws -> Void) throws {
        var offset = start
        while offset < scratch.count {
            let (part, frames, next) = try parked(at: offset)
            try body(part, frames)
            offset = next
        }
    }
}
