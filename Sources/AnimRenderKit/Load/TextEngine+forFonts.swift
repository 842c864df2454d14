import Playback
import Render
import Timeline

extension TextEngine {
    /// The engine that measures and draws a run's labels: the standard fonts, plus the
    /// families of `fonts`, later entries winning (a timeline's: the run's `--font-dir`
    /// faces first, then the file's own entries). A run without fonts of its own shares
    /// the process's standard engine. A font file that is missing or not a font is an
    /// `AnimRenderError` located where the file was named.
    public static func forFonts(_ fonts: [FontFileSpec]) throws -> TextEngine {
        guard !fonts.isEmpty else { return try shared() }
        var catalog = FontCatalog.standard()
        for font in fonts {
            catalog = catalog.adding(family: font.family, weight: font.weight, file: FontCatalog.File(path: font.path))
        }
        do {
            return try TextEngine(catalog: catalog)
        } catch let error as RenderError {
            switch error {
            case .fontMissing(let path, nil), .fontUnreadable(let path, _, nil):
                if let font = fonts.last(where: { $0.path == path }) {
                    throw AnimRenderError([.fonts(error, at: font.source)])
                }
            default: break
            }
            throw AnimRenderError([.fonts(error, at: nil)])
        }
    }
}

extension FontFileSpec {
    /// The faces of `--font-dir` folders, as a timeline's `fonts` entries, in the order given.
    static func faces(inFolders folders: [String]) throws -> [FontFileSpec] {
        var result: [FontFileSpec] = []
        for folder in folders {
            let read: FontFolder
            do { read = try FontFolder(path: folder) } catch let error as RenderError { throw AnimRenderError([.fonts(error, at: nil)]) }
            result += read.faces.map {
                FontFileSpec(family: $0.family, weight: $0.weight, path: $0.file.path,
                             source: SourceReference(file: $0.file.path, path: "--font-dir", line: 0, column: 0))
            }
        }
        return result
    }
}
