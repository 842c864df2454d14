/// A bitmap image as `UIImage` holds one: `width × height` pixels in cairo's ARGB32
/// layout (one native-endian `UInt32` per pixel, 0xAARRGGBB, premultiplied by alpha), rows
/// top to bottom, at `scale` pixels per point. Decoded once (from a PNG file or data) and
/// shared by value: copies share the pixels.
public struct Bitmap: Sendable, Hashable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let scale: Double
    public let pixels: [UInt32]
    /// Where the pixels came from (a file name), for messages.
    public let name: String

    public init(width: Int, height: Int, scale: Double, pixels: [UInt32], name: String) {
        precondition(width > 0 && height > 0 && pixels.count == width * height && scale > 0, "a bitmap has pixels")
        self.width = width; self.height = height; self.scale = scale; self.pixels = pixels; self.name = name
    }

    /// The largest image read, in pixels a side and in all: 16 Mpx is 64 MB decoded, above
    /// any screen's worth of @3x pixels; a file whose header declares more is refused before
    /// anything is decoded.
    public static let maximumSide = 8192
    public static let maximumPixels = 16_777_216

    /// `UIImage.size`: the pixels in points.
    public var size: Size { Size(Double(width) / scale, Double(height) / scale) }

    /// Equal images have equal sizes, scales and pixels; the hash reads only the size and
    /// name (equal images hash alike; hashing never walks the pixels).
    public func hash(into h: inout Hasher) {
        h.combine(width); h.combine(height); h.combine(scale); h.combine(name)
    }

    public var description: String { "\(name) (\(width)×\(height) px at @\(scale.shortDescription)x)" }
}

/// What an image view or a button shows: a bitmap, an SF Symbol by name (drawn as a
/// placeholder of the symbol's size: the symbols' artwork is Apple's and not shipped), or a
/// file a front end has named but not read yet (a timeline's path, until the run loads
/// it; measured as no image).
public enum ViewImage: Hashable, Sendable {
    case bitmap(Bitmap)
    case symbol(SymbolImage)
    case unloaded(path: String)

    /// The image's size in points (`UIImage.size`); zero for an unloaded file.
    public var size: Size {
        switch self {
        case .bitmap(let b): return b.size
        case .symbol(let s): return s.size
        case .unloaded: return .zero
        }
    }
}

/// `UIImage(systemName:)` with a point size (`UIImage.SymbolConfiguration(pointSize:)`),
/// 17 pt (body) without one, as an image view shows a symbol by default.
public struct SymbolImage: Hashable, Sendable {
    public var name: String
    public var pointSize: Double
    public init(name: String, pointSize: Double = ControlMetrics.symbolDefaultPointSize) {
        self.name = name; self.pointSize = pointSize
    }
    /// The placeholder's size (`ControlMetrics.symbolSize(pointSize:)`).
    public var size: Size { ControlMetrics.symbolSize(pointSize: pointSize) }
}

extension ViewContent {
    /// The content with each image replaced by `transform`'s (a run turns the files a
    /// timeline names into bitmaps this way).
    public func mappingImages(_ transform: (ViewImage) throws -> ViewImage) rethrows -> ViewContent {
        switch self {
        case .imageView(var v):
            v.image = try v.image.map(transform)
            return .imageView(v)
        case .button(let b): return .button(try b.mappingImages(transform))
        default: return self
        }
    }
}
