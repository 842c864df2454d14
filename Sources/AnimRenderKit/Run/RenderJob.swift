import Foundation
import Geometry
import JSONDocuments
import Overlays
import Playback
import Render

/// One timeline from file to output folder: load → play every frame, handing each to the
/// sinks the options ask for (PNG sequence, contact sheet, animated PNG, video, GIF,
/// frames.json, trace.txt, viewer) → each sink writes its files → the folder is committed.
public enum RenderJob {
    /// What a finished run produced, for the CLI's one-line summary.
    public struct Summary: Sendable {
        public var frames: Int
        public var pngs: Int
        /// Bytes of the images, frames.json and viewer written (not trace.txt).
        public var bytes: Int
        /// Frames with in-flight violations (an animation away from its layout).
        public var violatingFrames: Int
        /// Broken constraints and ambiguous layouts, frame by frame (what `--strict` fails on).
        public var trouble: LayoutTrouble
        public var files: [String]
        /// What the terminal should warn about (layout feedback loops), one line each.
        public var warnings: [String] = []
        /// Things worth knowing that did not stop the run (a clipped `--frames` range).
        public var notes: [String] = []
    }

    /// `progress(done, total)` is called on the caller's thread as PNGs are written.
    public static func run(timeline path: String, options: RenderOptions,
                           progress: @escaping (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        try run(PlayedFrames(try load(path: path, options: options), path: path), options: options, progress: progress)
    }

    /// Writes frames played by any front end (a timeline file's, or a Swift recording's)
    /// with the sinks `options` ask for, into `options.output`: the same files, byte for
    /// byte, for the same frames and settings.
    public static func run(_ frames: PlayedFrames, options: RenderOptions,
                           progress: @escaping (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        try run(frames, options: options, adding: [], progress: progress)
    }

    /// `run`, with more sinks after those `options` ask for (the check's finding images).
    static func run(_ frames: PlayedFrames, options: RenderOptions, adding extra: [FrameSink],
                    progress: @escaping (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let count = frames.count
        let selection = options.render ? try options.frames.frames(of: count, file: frames.path) : (frames: [], note: nil)
        let chosen = selection.frames
        let sinks = try self.sinks(options: options, chosen: chosen, frameCount: count, progress: progress) + extra
        let out = try OutputFolder(path: options.output, onStep: options.onOutputStep)
        try out.checkWritable(sinks.flatMap(\.fileNames))

        let played = try play(frames, options: options, sinks: sinks)
        let run = try RunOutput(folder: out, settings: frames.settings, options: options, path: frames.path,
                            trace: frames.trace(), canvas: played.canvas)
        // Frame and sheet sizes are checked before any sink writes.
        if options.render { _ = try run.images() }
        run.drawnFrames = Set(sinks.flatMap(\.drawnFrames))
        for sink in sinks { try sink.prepare(run) }
        for sink in sinks { try sink.finish(run) }
        try out.finish()
        return Summary(frames: count, pngs: chosen.count, bytes: run.bytes, violatingFrames: played.violatingFrames,
                       trouble: played.trouble, files: run.files,
                       warnings: frames.feedbackLoops().map { "at t = \(JSONOutput.format($0.time)) s, \($0.summary) (see trace.txt)" },
                       notes: (selection.note.map { [$0] } ?? []) + contactSheetNote(options, frameCount: count)
                        + gifNote(options, fps: frames.settings.render.fps))
    }

    /// A contact sheet asked for more frames than the timeline has shows them all, once each.
    static func contactSheetNote(_ options: RenderOptions, frameCount: Int) -> [String] {
        guard let n = options.contactSheetFrames, options.render, n > frameCount else { return [] }
        return ["--contact-sheet \(n): the timeline has \(frameCount) frame\(frameCount == 1 ? "" : "s"); the sheet shows "
                + (frameCount == 1 ? "it" : "all \(frameCount)")]
    }

    /// GIF delays are whole hundredths of a second, and browsers play a delay under 2/100 s
    /// as 1/10 s: above 50 fps a GIF keeps every frame but plays slower there.
    static func gifNote(_ options: RenderOptions, fps: Double) -> [String] {
        guard let gif = options.gif, options.render, fps > 50 else { return [] }
        return ["--gif \(gif): at \(JSONOutput.format(fps)) fps some frames get a delay of 1/100 s, which browsers play as 1/10 s; "
                + "--fps 50 or less keeps the GIF's speed everywhere"]
    }

    /// The outputs `options` ask for, in the order they are written: the PNGs, the
    /// documentation images and animations, frames.json, trace.txt, then the viewer over
    /// them. Throws for an animation that cannot be made (no ffmpeg) before anything is played.
    static func sinks(options: RenderOptions, chosen: [Int], frameCount: Int,
                      progress: @escaping (Int, Int) -> Void) throws -> [FrameSink] {
        let pngs = PNGSequenceSink(chosen: chosen, frameCount: frameCount, progress: progress)
        let json = FramesJSONSink(frameCount: frameCount)
        var sinks: [FrameSink] = []
        if options.render {
            sinks.append(pngs)
            if let n = options.contactSheetFrames { sinks.append(ContactSheetSink(count: n, frameCount: frameCount)) }
            if options.animatedPNG { sinks.append(APNGSink()) }
            if let name = options.video { sinks.append(try VideoSink(name: name)) }
            if let name = options.gif { sinks.append(try GIFSink(name: name)) }
        }
        sinks += [json, TraceSink()]
        if options.viewer && !chosen.isEmpty { sinks.append(ViewerSink(pngs: pngs, framesJSON: json, frameCount: frameCount)) }
        return sinks
    }

    /// The scene builder of a run whose frames share `canvas` (see `FrameCanvas`).
    static func sceneBuilder(settings: RunSettings, canvas: Size, options: RenderOptions) throws -> SceneBuilder {
        var device: DeviceOutline?
        if options.deviceOutline ?? settings.render.deviceOutline {
            // Notched phones have rounded screen corners; home-button phones and iPads do not.
            let notched = settings.screen.safeArea(in: .portrait).top > 20
            device = DeviceOutline(portraitScreenSize: settings.screen.bounds(in: .portrait).size,
                                   screenCornerRadius: notched ? 39 : 0)
        }
        let systemUI = options.systemUI ?? settings.render.systemUI ? SystemUI(screen: settings.screen) : nil
        var builder = SceneBuilder(canvas: canvas, scale: settings.render.scale, background: settings.render.background,
                                   overlays: Set(overlayKinds(settings, options)), device: device,
                                   portraitScreen: settings.screen.bounds(in: .portrait).size, systemUI: systemUI)
        builder.text = try TextEngine.forFonts(settings.fonts)
        return builder
    }

    /// The scene builder for `frames`, played with `settings`.
    static func sceneBuilder(settings: RunSettings, states frames: [FrameState], options: RenderOptions) throws -> SceneBuilder {
        var canvas = FrameCanvas()
        for f in frames { canvas.add(f) }
        return try sceneBuilder(settings: settings, canvas: canvas.size, options: options)
    }

    /// The overlays drawn into the PNGs: the command line's, else the settings' (a timeline's).
    static func overlayKinds(_ settings: RunSettings, _ options: RenderOptions) -> [OverlayKind] {
        options.overlays ?? settings.render.overlays
    }
}
