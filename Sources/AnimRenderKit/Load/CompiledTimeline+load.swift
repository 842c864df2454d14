import Playback
import Render
import Timeline

extension CompiledTimeline {
    /// Loads, validates and compiles a file, with the fonts that draw the labels measuring
    /// them: the standard ones, the faces of `fontFolders` (`--font-dir`) and the file's own
    /// `fonts`. Every problem comes back as an `AnimRenderError`, located in the file.
    public static func load(path: String, fontFolders: [String] = []) throws -> CompiledTimeline {
        let folderFaces = try FontFileSpec.faces(inFolders: fontFolders)
        var timeline = try AnimRenderError.locating {
            try TimelineLoader.load(path: path, fontFamilies: folderFaces.map(\.family))
        }
        timeline.fonts = folderFaces + timeline.fonts
        timeline = timeline.resolvingImages(try ImageFileSpec.load(timeline.imageFiles))
        let text = try TextEngine.forFonts(timeline.fonts)
        return try AnimRenderError.locating { try timeline.compile(textMeasurer: text) }
    }

    /// Every frame of the timeline, in order; a change that fails stops playback with an
    /// `AnimRenderError` located at the change.
    public func playAll() throws -> [FrameState] {
        try AnimRenderError.locating { try (0..<timeline.frameCount).map(frame) }
    }
}

extension AnimRenderError {
    /// `body`, with the timeline front end's located errors (loading, compiling, playing)
    /// gathered into one `AnimRenderError`, error for error, each kept as it was made.
    static func locating<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as TimelineErrors {
            throw AnimRenderError(e.errors)
        } catch let e as TimelinePlaybackErrors {
            throw AnimRenderError(e.errors)
        }
    }
}
