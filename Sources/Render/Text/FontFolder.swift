@_implementationOnly import CCairo
import Foundation
import Geometry

/// The font files of a folder (`--font-dir`), each under the family name and weight it
/// declares (FreeType's family name, the OS/2 weight class rounded to the nearest of the
/// nine weights), as Core Text registers a font file: `.ttf`, `.otf` and `.ttc` files
/// (the first face of a collection), in name order. Italic faces are left out (labels
/// draw upright text); of two files with one family and weight, the first by name is
/// kept. Reading a folder opens each file once, to read its names.
public struct FontFolder: Hashable, Sendable {
    public struct Face: Hashable, Sendable {
        public var family: String
        public var weight: FontDescriptor.Weight
        /// The face's PostScript name ("BrandSans-Bold"), which `UIFont(name:size:)` also takes.
        public var postScriptName: String?
        public var file: FontCatalog.File
    }
    public var path: String
    public var faces: [Face]

    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Reads `path`; throws `RenderError.fontFolder` for a folder that is missing or
    /// unreadable, `fontUnreadable` for a font file FreeType cannot open.
    public init(path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RenderError.fontFolder(path: path, reason: "no such folder; check the path")
        }
        guard isDirectory.boolValue else {
            throw RenderError.fontFolder(path: path, reason: "it is a file, not a folder; give the folder that holds the font files")
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw RenderError.fontFolder(path: path, reason: "it cannot be listed; check its permissions")
        }
        var faces: [Face] = []
        for name in names.sorted() where Self.extensions.contains((name as NSString).pathExtension.lowercased()) {
            let file = FontCatalog.File(path: (path as NSString).appendingPathComponent(name))
            guard let face = try Self.face(of: file),
                  !faces.contains(where: { $0.family == face.family && $0.weight == face.weight }) else { continue }
            faces.append(face)
        }
        self.path = path
        self.faces = faces
    }

    /// The family and weight `file` declares; nil for an italic face or one without a family name.
    public static func face(of file: FontCatalog.File) throws -> Face? {
        let library = FreeTypeLibrary.shared
        var face: FT_Face?
        let err: FT_Error = library.lock.withLock { FT_New_Face(library.handle, file.path, 0, &face) }
        guard err == 0, let face else { throw RenderError.fontUnreadable(path: file.path, freeTypeError: err, package: nil) }
        defer { _ = library.lock.withLock { FT_Done_Face(face) } }
        let record = face.pointee
        guard record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) == 0, let familyName = record.family_name,
              case let family = String(cString: familyName), !family.isEmpty,
              !family.hasPrefix(".") else { return nil }
        var weightClass = record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.usWeightClass > 0 {
            weightClass = Int(os2.pointee.usWeightClass)
        }
        let weight = FontDescriptor.Weight.allCases.min { abs($0.weightClass - weightClass) < abs($1.weightClass - weightClass) }!
        let postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
        return Face(family: family, weight: weight, postScriptName: postScriptName, file: file)
    }
}
