import Foundation
import Geometry
import Layout
import Playback
import Render
import Timeline

/// One timeline from file to output folder: load → play every frame → draw the chosen
/// ones → encode (in parallel, repeats copied) → write atomically, with frames.json,
/// trace.txt and the documentation images asked for.
public enum RenderJob {
    /// What a finished run produced, for the CLI's one-line summary.
    public struct Summary: Sendable {
        public var frames: Int
        public var pngs: Int
        public var bytes: Int
        public var violatingFrames: Int
        public var files: [String]
        /// What the terminal should warn about (layout feedback loops), one line each.
        public var warnings: [String] = []
        /// Things worth knowing that did not stop the run (a clipped `--frames` range).
        public var notes: [String] = []
    }

    /// More frames than this is a mistake in the timeline (27 minutes at 60 fps), not a request.
    public static let maxFrames = 100_000
    /// The largest frame side in pixels (cairo's image surfaces stop at 32767).
    public static let maxPixelSide = 16_384

    /// `progress(done, total)` is called on the caller's thread as PNGs are written.
    public static func run(timeline path: String, options: RenderOptions,
                           progress: (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        var compiled = try CompiledTimeline.load(path: path)
        if let fps = options.fps { compiled.timeline.render.fps = fps }
        if let scale = options.scale { compiled.timeline.render.scale = scale }
        let timeline = compiled.timeline
        let count = timeline.frameCount
        guard count <= maxFrames else {
            throw AnimRenderError("\(path): error: $.render: \(count) frames (duration \(JSONOutput.format(timeline.render.duration)) s at "
                                  + "\(JSONOutput.format(timeline.render.fps)) fps); animrender plays at most \(maxFrames) frames per "
                                  + "timeline: lower render.duration or render.fps (or --fps)")
        }
        let digits = max(4, String(count - 1).count)
        func name(_ k: Int) -> String {
            let s = String(k)
            return "frame_" + String(repeating: "0", count: digits - s.count) + s + ".png"
        }
        let selection = options.render ? try options.frames.frames(of: count, file: path) : (frames: [], note: nil)
        let chosen = selection.frames
        let out = try OutputFolder(path: options.output)
        var names = chosen.map(name) + ["frames.json", "trace.txt"]
        if options.contactSheetFrames != nil && options.render { names.append("contact-sheet.png") }
        if options.animatedPNG && options.render { names.append("animation.png") }
        let viewer = options.viewer && !chosen.isEmpty
        if viewer { names += ViewerPage.fileNames }
        try out.checkWritable(names)

        // Play: sequential by nature (each frame's state follows from the last).
        let states = try compiled.playAll()

        var files: [String] = []
        var bytes = 0
        if options.render {
            let builder = sceneBuilder(timeline: timeline, states: states, options: options)
            var docBuilder = builder
            docBuilder.scale = options.documentScale
            let renderer = try Renderer()
            if let first = states.first {
                try checkSize(builder.scene(for: first), path: path, field: "$.render.scale", fix: "lower render.scale (or --scale)")
                if options.contactSheetFrames != nil || options.animatedPNG {
                    try checkSize(docBuilder.scene(for: first), path: path, field: "--doc-scale", fix: "lower --doc-scale")
                }
            }
            let encoder = FrameEncoder(threads: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
            let scenes = chosen.map { builder.scene(for: states[$0]) }
            try encoder.encode(count: scenes.count, frame: { try renderer.render(scenes[$0]) }) { i, png in
                try out.write(name(chosen[i]), bytes: png)
                files.append(name(chosen[i]))
                bytes += png.count
                progress(i + 1, scenes.count)
            }
            if let n = options.contactSheetFrames {
                let picks = evenlySpaced(n, count: count)
                let items = try picks.map { ContactSheet.Item(image: try renderer.render(docBuilder.scene(for: states[$0])),
                                                              time: states[$0].time) }
                let columns = Int(Double(picks.count).squareRoot().rounded(.up))   // 6 frames: 3 × 2
                let sheet = ContactSheet(columns: max(1, columns), thumbnailWidth: 180,
                                         title: timeline.title.map { shortTitle($0) })
                let png = PNGEncoder().encode(try sheet.render(items, renderer: renderer))
                try out.write("contact-sheet.png", bytes: png)
                files.append("contact-sheet.png"); bytes += png.count
            }
            if options.animatedPNG {
                let images = try renderer.render(states.map(docBuilder.scene(for:)), threads: encoder.threads)
                let png = try APNGWriter(fps: timeline.render.fps).encode(images)
                try out.write("animation.png", bytes: png)
                files.append("animation.png"); bytes += png.count
            }
        }
        let document = FramesJSON.document(fps: timeline.render.fps, scale: timeline.render.scale,
                                           frames: states.map(FramesJSON.frame))
        let json = document.pretty
        let trace = compiled.player.trace.formatted
        try out.write("frames.json", bytes: Array(json.utf8))
        try out.write("trace.txt", bytes: Array(trace.utf8))
        files += ["frames.json", "trace.txt"]
        bytes += json.utf8.count
        if viewer {
            var images = [String?](repeating: nil, count: count)
            for k in chosen { images[k] = name(k) }
            let page = ViewerPage(title: timeline.title, images: images,
                                  baked: overlayKinds(timeline, options),
                                  note: nil, trace: trace, frames: document)
            let data = page.dataScript
            try out.write(ViewerPage.pageName, bytes: ViewerPage.html)
            try out.write(ViewerPage.dataName, bytes: data)
            files += ViewerPage.fileNames
            bytes += ViewerPage.html.count + data.count
        }
        try out.finish()
        return Summary(frames: count, pngs: chosen.count, bytes: bytes,
                       violatingFrames: states.filter { !$0.violations.isEmpty }.count, files: files,
                       warnings: compiled.player.engine.feedbackLoops.map { "at t = \(JSONOutput.format($0.time)) s, \($0.summary) (see trace.txt)" },
                       notes: selection.note.map { [$0] } ?? [])
    }

    /// Refuses, before anything is drawn, frames larger than `maxPixelSide`.
    static func checkSize(_ scene: Scene, path: String, field: String, fix: String) throws {
        guard max(scene.pixelWidth, scene.pixelHeight) > maxPixelSide else { return }
        throw AnimRenderError("\(path): error: \(field): frames would be \(scene.pixelWidth)×\(scene.pixelHeight) "
                              + "pixels; at most \(maxPixelSide) on a side: \(fix)")
    }

    static func sceneBuilder(timeline: Timeline, states: [FrameState], options: RenderOptions) -> SceneBuilder {
        // Every frame gets the same canvas: the largest window any frame shows, square
        // when the timeline turns between portrait and landscape.
        var canvas = Size.zero
        for s in states {
            let size = s.windowBounds.size
            let turned = s.viewerRotation != 0 || states.contains { $0.windowBounds.size != size }
            let side = max(size.width, size.height)
            canvas = turned ? Size(max(canvas.width, side), max(canvas.height, side))
                            : Size(max(canvas.width, size.width), max(canvas.height, size.height))
        }
        let kinds = overlayKinds(timeline, options)
        var device: DeviceOutline?
        if options.deviceOutline ?? timeline.render.deviceOutline {
            // Notched phones have rounded screen corners; home-button phones and iPads do not.
            let notched = timeline.screen.safeArea(in: .portrait).top > 20
            device = DeviceOutline(portraitScreenSize: timeline.screen.bounds(in: .portrait).size,
                                   screenCornerRadius: notched ? 39 : 0)
        }
        return SceneBuilder(canvas: canvas, scale: timeline.render.scale, background: timeline.render.background,
                            overlays: Set(kinds), device: device)
    }

    /// The overlays drawn into the PNGs: the command line's, else the timeline's.
    static func overlayKinds(_ timeline: Timeline, _ options: RenderOptions) -> [OverlayKind] {
        options.overlays ?? timeline.render.overlays.compactMap(OverlayKind.init(rawValue:))
    }

    /// `n` frame indices spread evenly from the first to the last frame.
    static func evenlySpaced(_ n: Int, count: Int) -> [Int] {
        guard n > 1, count > 1 else { return [count - 1] }
        var picks: [Int] = []
        for i in 0..<min(n, count) {
            let k = Int((Double(i) * Double(count - 1) / Double(min(n, count) - 1)).rounded())
            if !picks.contains(k) { picks.append(k) }
        }
        return picks
    }

    /// The part of a title before its first colon: contact sheets want a heading, not prose.
    static func shortTitle(_ title: String) -> String {
        String(title.split(separator: ":", maxSplits: 1).first ?? Substring(title))
    }
}
