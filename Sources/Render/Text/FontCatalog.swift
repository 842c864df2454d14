import Geometry

/// Which file each font comes from: the system font's faces (one per weight for text
/// sizes, one per weight for display sizes, measured with `SystemFontMetrics`) and named
/// families (a file per weight they have, measured with the file's own metrics). Every
/// file is loaded by path, so a font measures the same on every machine.
public struct FontCatalog: Hashable, Sendable {
    /// One font file, and the Debian package that installs it (nil for a user's file).
    public struct File: Hashable, Sendable {
        public var path: String
        public var package: String?
        public init(path: String, package: String? = nil) { self.path = path; self.package = package }
    }

    /// The system font's face of each weight below `SystemFontMetrics.displaySize`.
    public var systemText: [FontDescriptor.Weight: File]
    /// The system font's face of each weight from `SystemFontMetrics.displaySize` on.
    public var systemDisplay: [FontDescriptor.Weight: File]
    /// Named families, each with the weights it has.
    public var families: [String: [FontDescriptor.Weight: File]]

    init(systemText: [FontDescriptor.Weight: File], systemDisplay: [FontDescriptor.Weight: File],
                families: [String: [FontDescriptor.Weight: File]] = [:]) {
        self.systemText = systemText; self.systemDisplay = systemDisplay; self.families = families
    }

    /// Where Debian's fonts-inter package puts Inter and Inter Display.
    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    /// Where Debian's fonts-dejavu-core package puts DejaVu Sans.
    public static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    /// Inter's file name for each of the system font's weights (SF Pro's ultraLight is
    /// weight 100, Inter's Thin; SF's thin is 200, Inter's ExtraLight; heavy is 800).
    static let interStyles: [FontDescriptor.Weight: String] = [
        .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
    ]

    /// The system font from `interDirectory`'s Inter and Inter Display, and DejaVu Sans
    /// from `dejaVuDirectory` for the tool's own labels.
    public static func standard(interDirectory: String = interDirectory,
                                dejaVuDirectory: String = dejaVuDirectory) -> FontCatalog {
        func inter(_ prefix: String) -> [FontDescriptor.Weight: File] {
            interStyles.mapValues { File(path: "\(interDirectory)/\(prefix)-\($0).otf", package: "fonts-inter") }
        }
        let dejaVu: [FontDescriptor.Weight: File] = [
            .regular: File(path: dejaVuDirectory + "/DejaVuSans.ttf", package: "fonts-dejavu-core"),
            .bold: File(path: dejaVuDirectory + "/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        ]
        return FontCatalog(systemText: inter("Inter"), systemDisplay: inter("InterDisplay"),
                           families: [FontDescriptor.toolFamily: dejaVu])
    }

    /// A copy with `file` as `family`'s face of `weight` (replacing one given before).
    public func adding(family: String, weight: FontDescriptor.Weight, file: File) -> FontCatalog {
        var copy = self
        copy.families[family, default: [:]][weight] = file
        return copy
    }

    /// Every file, each once, in a fixed order (system text and display faces lightest
    /// first, then families by name): the order they are loaded and reported missing in.
    public var files: [File] {
        var seen = Set<String>(), result: [File] = []
        let weights = FontDescriptor.Weight.allCases
        let all = weights.compactMap { systemText[$0] } + weights.compactMap { systemDisplay[$0] }
            + families.keys.sorted().flatMap { name in weights.compactMap { families[name]![$0] } }
        for file in all where seen.insert(file.path).inserted { result.append(file) }
        return result
    }

    /// The file `font` is drawn with, and whether it is the system font. A family without
    /// the weight asked for takes its nearest weight (the heavier of two as near), as Core
    /// Text matches a font descriptor; a family the catalog does not have, or a system
    /// weight without a file, falls back the same way among what there is.
    public func file(for font: FontDescriptor) -> (file: File, isSystem: Bool)? {
        if let name = font.family, let faces = families[name], let file = Self.nearest(font.weight, in: faces) {
            return (file, false)
        }
        let faces = font.size < SystemFontMetrics.displaySize ? systemText : systemDisplay
        return Self.nearest(font.weight, in: faces).map { ($0, true) }
    }

    static func nearest(_ weight: FontDescriptor.Weight, in faces: [FontDescriptor.Weight: File]) -> File? {
        if let exact = faces[weight] { return exact }
        let best = faces.keys.min { a, b in
            let da = abs(a.weightClass - weight.weightClass), db = abs(b.weightClass - weight.weightClass)
            return da != db ? da < db : a > b
        }
        return best.flatMap { faces[$0] }
    }
}
