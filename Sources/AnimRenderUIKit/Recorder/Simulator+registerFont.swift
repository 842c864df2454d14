import Foundation
import Playback
import Render

extension Simulator {
    /// Makes the font in `url` (a .ttf, .otf or .ttc file you hold a licence for)
    /// available to this simulator's recordings, as `CTFontManagerRegisterFontsForURL`
    /// does for an app: labels get it with `UIFont(name:size:)`, by its family name or its
    /// PostScript name, and it measures and draws their text. The family and weight are
    /// the ones the file declares; a later file with the same family and weight replaces
    /// an earlier one. Registration belongs to this simulator: another simulator, and so
    /// another recording in the same process, does not see it.
    ///
    /// Throws `RecordingError` for a file that is missing, is not a font, or is italic
    /// (labels draw upright text). Returns the family name.
    @discardableResult
    public func registerFont(fileAt url: URL) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw RecordingError("registerFont(fileAt:): font file not found: \(url.path) (check the path)")
        }
        let face: FontFolder.Face?
        do {
            face = try FontFolder.face(of: FontCatalog.File(path: url.path))
        } catch let error as RenderError {
            throw RecordingError(.unreadableFont(error))
        }
        guard let face else {
            throw RecordingError("registerFont(fileAt:): \(url.path) is an italic face or names no family; register an upright font file")
        }
        let source = SourceReference(file: url.path, path: "registerFont(fileAt:)", line: 0, column: 0)
        fonts.append(FontFileSpec(family: face.family, weight: face.weight, path: url.path, source: source))
        if let postScriptName = face.postScriptName, postScriptName != face.family {
            fonts.append(FontFileSpec(family: postScriptName, weight: face.weight, path: url.path, source: source))
        }
        return face.family
    }
}
