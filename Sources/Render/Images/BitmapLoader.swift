import Foundation
import Geometry

/// Reads the images users give (`UIImage(contentsOfFile:)`, `UIImage(data:scale:)`, a
/// timeline's `"image"` file) into `Bitmap`s: PNG files only, their size checked from the
/// header before anything is decoded (at most `Bitmap.maximumSide` pixels a side and
/// `Bitmap.maximumPixels` in all), the whole file no larger than `maximumFileBytes`.
/// Every failure is a `PNGDecodingError` naming the file and what is wrong; nothing traps.
public enum BitmapLoader {
    /// A PNG of the largest allowed size compresses far below this; a bigger file is
    /// refused unread.
    public static let maximumFileBytes = 128 << 20

    /// The file at `path`, at the scale its name says (`name@2x.png` is 2, `name@3x.png`
    /// 3, otherwise 1), as `UIImage(contentsOfFile:)` reads it.
    public static func bitmap(contentsOfFile path: String) throws -> Bitmap {
        func fail(_ reason: String) -> PNGDecodingError { PNGDecodingError(path: path, reason: reason) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw fail("no such file") }
        guard !isFolder.boolValue else { throw fail("is a folder, not a PNG file") }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        guard bytes <= maximumFileBytes else {
            throw fail("the file is \(bytes) bytes; an image file is at most \(maximumFileBytes) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("cannot be read (check its permissions)") }
        defer { try? handle.close() }
        try checkHeader(handle.readData(ofLength: headerLength), path: path)
        try handle.seek(toOffset: 0)
        let data = handle.readDataToEndOfFile()
        // A damaged or cut file is named by its whole path, as a missing one is.
        return try bitmap(data: data, scale: scale(ofFileNamed: path), name: (path as NSString).lastPathComponent, source: path)
    }

    /// PNG bytes at `scale` (`UIImage(data:scale:)`); `name` names them in messages.
    public static func bitmap(data: Data, scale: Double, name: String) throws -> Bitmap {
        try bitmap(data: data, scale: scale, name: name, source: name)
    }

    /// The bitmap is called `name`; errors name `source`.
    static func bitmap(data: Data, scale: Double, name: String, source: String) throws -> Bitmap {
        try checkHeader(data.prefix(headerLength), path: source)
        let image = try PNGDecoder.decode(data, path: source)
        return Bitmap(width: image.width, height: image.height, scale: scale > 0 && scale.isFinite ? scale : 1,
                      pixels: premultiplied(image.rgba), name: name)
    }

    /// The scale a file's name says: `@2x` or `@3x` before the extension, else 1.
    public static func scale(ofFileNamed path: String) -> Double {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for s in [3, 2] where stem.hasSuffix("@\(s)x") { return Double(s) }
        return 1
    }

    /// The signature (8 bytes) and the IHDR chunk (8 + 13 + 4).
    static let headerLength = 33

    /// The signature, and the size IHDR declares within the limits.
    static func checkHeader(_ header: Data, path: String) throws {
        func fail(_ reason: String) -> PNGDecodingError { PNGDecodingError(path: path, reason: reason) }
        let bytes = [UInt8](header)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes.prefix(8)) == signature else {
            throw fail("not a PNG file (the PNG signature is missing); give a .png image")
        }
        guard bytes.count >= 24, bytes[12...15].elementsEqual("IHDR".utf8) else { throw fail("truncated or damaged: no IHDR chunk") }
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        let width = word(16), height = word(20)
        guard width <= Bitmap.maximumSide, height <= Bitmap.maximumSide, width * height <= Bitmap.maximumPixels else {
            throw fail("the image is \(width)×\(height) pixels; an image is at most \(Bitmap.maximumSide) pixels a side and "
                       + "\(Bitmap.maximumPixels) pixels in all (scale it down)")
        }
    }

    /// Straight RGBA8 → cairo's premultiplied ARGB32, rounding as cairo does.
    static func premultiplied(_ rgba: [UInt8]) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: rgba.count / 4)
        rgba.withUnsafeBufferPointer { p in
            for i in 0..<out.count {
                let a = UInt32(p[4 * i + 3])
                func channel(_ c: UInt8) -> UInt32 { let t = UInt32(c) * a + 0x80; return (t + (t >> 8)) >> 8 }
                out[i] = a << 24 | channel(p[4 * i]) << 16 | channel(p[4 * i + 1]) << 8 | channel(p[4 * i + 2])
            }
        }
        return out
    }
}
