import Layout
import Playback
import Timeline

/// `animrender validate`: everything `render` does with a timeline except drawing and
/// writing (`RenderJob.load` and `RenderJob.play`, as `render` runs them): format, ids,
/// constraint strings, VFL, every frame played, every frames.json number finite, every
/// frame drawable, the image size. A file it accepts renders; one it refuses, `render`
/// refuses with the same message.
public enum TimelineCheck {
    /// Throws `AnimRenderError` for anything wrong; returns notes worth showing for a
    /// valid file (UIKit's console messages: conflicts, ambiguity).
    public static func check(path: String, fontFolders: [String] = []) throws -> String {
        try checkEveryFrame(path: path, fontFolders: fontFolders).report
    }

    /// Also what `LayoutTrouble` finds over every frame (what `validate --strict` fails on).
    public static func checkEveryFrame(path: String, fontFolders: [String] = []) throws -> (report: String, trouble: LayoutTrouble) {
        var options = RenderOptions(output: "")
        options.fontFolders = fontFolders
        let compiled = try RenderJob.load(path: path, options: options)
        let frames = FramesJSONSink(frameCount: compiled.timeline.frameCount)
        let played = try RenderJob.play(compiled, options: options, path: path, sinks: [frames])
        let settings = compiled.timeline.runSettings
        try RenderJob.checkImageSizes(settings: settings, canvas: played.canvas, options: options, path: path)
        try RenderJob.checkFramesJSON(frames, settings: settings, canvas: played.canvas, options: options)
        let report = compiled.player.trace.entries.filter { $0.kind == .console }.map(\.formatted).joined(separator: "\n")
        return (report, played.trouble)
    }
}
