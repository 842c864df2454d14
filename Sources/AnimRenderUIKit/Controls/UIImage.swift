import Foundation
import Geometry
import Render

/// UIKit's image: a PNG's pixels at a scale, or an SF Symbol by name (drawn as a
/// placeholder of the symbol's size). Made as UIKit makes it; a file that is missing, not
/// a PNG, damaged or larger than 8192 pixels a side (16 Mpx in all) gives nil, as UIKit's
/// failable initialisers do (the size is read from the header before anything is decoded).
///
/// Asset catalogs are folders here: `UIImage(named:in:compatibleWith:)` looks in the
/// bundle's folder for `name.png`, `name@2x.png`, `name@3x.png` (the highest scale first),
/// also inside any `*.xcassets/name.imageset/` folder; a test names its folder of assets
/// with `Bundle(path:)` or `Bundle(url:)` (docs/controls.md).
public final class UIImage: NSObject, @unchecked Sendable {
    let image: ViewImage
    /// What `withRenderingMode(_:)` and `withTintColor(_:)` gave it (UIImage+rendering).
    let variant: Variant

    init(_ image: ViewImage, variant: Variant = Variant()) { self.image = image; self.variant = variant }

    /// `UIImage(contentsOfFile:)`: `name@2x.png` has scale 2, `name@3x.png` 3.
    public convenience init?(contentsOfFile path: String) {
        guard let b = try? BitmapLoader.bitmap(contentsOfFile: path) else { return nil }
        self.init(.bitmap(b))
    }

    /// `UIImage(data:)` at scale 1.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// `UIImage(data:scale:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let b = try? BitmapLoader.bitmap(data: data, scale: scale.native, name: "data") else { return nil }
        self.init(.bitmap(b))
    }

    /// `UIImage(named:)`: in the main bundle's folder.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// `UIImage(named:in:compatibleWith:)`: `name` (with or without `.png`) in `bundle`'s
    /// folder (the main bundle when nil), the highest scale present first.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let path = Self.path(named: name, in: (bundle ?? .main).bundlePath) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// `UIImage(systemName:)`: a symbol at the body size (17 pt).
    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    /// `UIImage(systemName:withConfiguration:)`: the configuration's point size.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        self.init(.symbol(SymbolImage(name: name, pointSize: configuration?.pointSize ?? ControlMetrics.symbolDefaultPointSize)))
    }

    /// The size in points: the pixels divided by the scale.
    public var size: CGSize { CGSize(image.size) }

    /// Pixels per point (1 for a symbol).
    public var scale: CGFloat {
        if case .bitmap(let b) = image { return CGFloat(b.scale) }
        return 1
    }

    /// Whether it is an SF Symbol.
    public var isSymbolImage: Bool {
        if case .symbol = image { return true }
        return false
    }

    /// `UIImage.SymbolConfiguration(pointSize:)` (weight and scale are kept, not drawn).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        let pointSize: Double
        public init(pointSize: CGFloat) { self.pointSize = pointSize.native }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init(pointSize: pointSize) }
        /// A text style's point size at the default text size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: CGFloat(FontDescriptor(textStyle: textStyle.geometry).size))
        }
    }

    /// Symbol weights (kept for API parity; the placeholder has one stroke).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIImage)?.image == image }
    public override var hash: Int { image.hashValue }

    /// The file for `name` in `folder`: `name` itself, then `@3x`, `@2x` and plain `.png`,
    /// directly in the folder or in an image set of an asset catalog inside it.
    static func path(named name: String, in folder: String) -> String? {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let files = [name, stem + "@3x.png", stem + "@2x.png", stem + ".png"]
        let fm = FileManager.default
        var folders = [folder]
        let catalogs = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
        folders += catalogs.map { folder + "/" + $0 + "/" + stem + ".imageset" }
        for f in folders {
            for file in files {
                let path = f + "/" + file
                var isFolder: ObjCBool = false
                if fm.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { return path }
            }
        }
        return nil
    }
}
