import Geometry
import JSONDocuments
import Layout
import Playback
import Render
import Timeline

/// What `render` and `validate` share, so that `validate` refuses exactly what `render`
/// would refuse for reasons in the file, with the same message: the file loaded,
/// validated and compiled with the command line's overrides; the frame limit; every
/// frame played, its frames.json entry holding only finite numbers and, when frames are
/// drawn, its scene held to `DrawingLimits`; the image size; the whole frames.json
/// finite. `render` adds only the output folder, the sinks' files and the drawing.
extension RenderJob {
    /// More frames than this is a mistake in the timeline (27 minutes at 60 fps), not a request.
    public static let maxFrames = 100_000

    /// `path` loaded and compiled, with `--fps` / `--scale` applied, within the frame limit.
    static func load(path: String, options: RenderOptions) throws -> CompiledTimeline {
        var compiled = try CompiledTimeline.load(path: path, fontFolders: options.fontFolders)
        if let fps = options.fps { compiled.timeline.render.fps = fps }
        if let scale = options.scale { compiled.timeline.render.scale = scale }
        let timeline = compiled.timeline
        let count = timeline.frameCount
        let length = FrameCountBlame(timeline: timeline, options: options)
        guard count <= maxFrames else {
            throw AnimRenderError(located(length.source, file: path, field: "$.render",
                                  "\(count == Int.max ? "too many" : String(count)) frames (\(length.reason)); "
                                  + "animrender plays at most \(maxFrames) frames per timeline; \(length.fix)"))
        }
        // Every frame records and measures every view: the product bounds a run's work.
        let views = timeline.views.count + timeline.events.reduce(0) { n, e in
            n + e.allChanges.filter { if case .addView = $0.kind { return true }; return false }.count
        }
        guard count * views <= TimelineLimits.maxViewFrames else {
            throw AnimRenderError(located(length.source, file: path, field: "$.render",
                                  "\(count) frames (\(length.reason)) of \(views) views; animrender records at most "
                                  + "\(TimelineLimits.maxViewFrames) views × frames per timeline; \(length.fix), or use fewer views"))
        }
        return compiled
    }

    /// Plays every frame in order (sequential by nature: each frame's state follows from
    /// the last), checks it, and hands it to each sink. Returns the canvas the frames
    /// share and how many break a constraint. A frame that shows what the one before it
    /// showed (a timeline at rest) passed its checks already.
    static func play(_ compiled: CompiledTimeline, options: RenderOptions, path: String,
                     sinks: [FrameSink]) throws -> (canvas: Size, violatingFrames: Int, trouble: LayoutTrouble) {
        try play(PlayedFrames(compiled, path: path), options: options, sinks: sinks)
    }

    /// `play` over frames from any front end.
    static func play(_ frames: PlayedFrames, options: RenderOptions,
                     sinks: [FrameSink]) throws -> (canvas: Size, violatingFrames: Int, trouble: LayoutTrouble) {
        let settings = frames.settings
        let checks = try FrameChecks(settings: settings, options: options)
        var canvas = FrameCanvas()
        var violatingFrames = 0
        var trouble = LayoutTrouble()
        var previous: FrameState?
        for k in 0..<frames.count {
            let frame = try frames.frame(k)
            defer { previous = frame }
            canvas.add(frame)
            if frame.violations.contains(where: { $0.kind == .inFlight || $0.kind == .displaced }) { violatingFrames += 1 }
            trouble.add(frame)
            if previous.map({ !frame.showsTheSame(as: $0) }) ?? true {
                // A non-finite value first: it is the more basic fault, and a frame that
                // overflowed is undrawable too.
                if let bad = checks.nonFinite(in: frame) { throw nonFinite(bad, frame: frame, settings: settings) }
                if options.render, let problem = checks.drawingProblem(in: frame) {
                    throw undrawable(problem, frame: frame, settings: settings)
                }
            }
            for sink in sinks { try sink.consume(frame) }
        }
        return (canvas.size, violatingFrames, trouble)
    }

    /// Refuses, before anything is drawn, an image beyond `DrawingLimits` (the frames', and
    /// the documentation images' when asked for).
    static func checkImageSizes(settings: RunSettings, canvas: Size, options: RenderOptions, path: String) throws {
        let sources = settings.settingSources
        // The scale when the file wrote it, else the screen's size (the scale is its default).
        let frames: (source: SourceReference?, field: String, fix: String)
        if options.scale != nil {
            frames = (nil, "--scale", "lower --scale")
        } else if let scale = sources.scale {
            frames = (scale, "$.render.scale", "lower render.scale (or --scale)")
        } else {
            frames = (sources.screen, "$.screen", "use a smaller screen, or set a render.scale below "
                      + "\(JSONOutput.format(settings.render.scale)) (or --scale)")
        }
        var checks = [(settings.render.scale, frames.source, frames.field, frames.fix)]
        if options.contactSheetFrames != nil || options.animatedPNG {
            checks.append((options.documentScale, nil, "--doc-scale", "lower --doc-scale"))
        }
        for (scale, source, field, fix) in checks {
            var builder = try sceneBuilder(settings: settings, canvas: canvas, options: options)
            builder.scale = scale
            if let problem = Scene(size: canvas, scale: scale, padding: builder.padding).pixelSizeProblem {
                throw AnimRenderError(located(source, file: path, field: field, "\(problem); \(fix)"))
            }
        }
    }

    /// frames.json of the whole run, checked to hold only finite numbers (the frames'
    /// entries were checked as they were played; this covers what is measured on the
    /// final canvas), before any sink writes.
    static func checkFramesJSON(_ sink: FramesJSONSink, settings: RunSettings, canvas: Size, options: RenderOptions) throws {
        try writeFramesJSON(sink, settings: settings, canvas: canvas, options: options, to: nil)
    }

    /// `checkFramesJSON`, writing the document into `batches` as it is checked (see
    /// `FramesJSON.write`).
    static func writeFramesJSON(_ sink: FramesJSONSink, settings: RunSettings, canvas: Size, options: RenderOptions,
                                placing: ((FrameState) -> PlacedFrame)? = nil, to batches: ByteBatches?) throws {
        do {
            try sink.write(settings: settings, canvas: canvas, options: options, placing: placing, to: batches)
        } catch let e as FramesJSON.NonFiniteNumber {
            throw nonFinite(e.found, frame: e.frame, settings: settings)
        }
    }

    /// A frame whose frames.json entry would hold a non-finite number: the view or
    /// constraint it belongs to, where the file declares it.
    static func nonFinite(_ bad: JSONOutput.NonFinite, frame: FrameState?, settings: RunSettings) -> AnimRenderError {
        let what: String, source: SourceReference?
        if let view = bad.view {
            (what, source) = ("view '\(view)'", settings.declarations.view(ViewID(view)))
        } else if let constraint = bad.constraint {
            // Generated constraints are named after their entry's path or their view.
            let owner = constraint.split(separator: ".").first.map(String.init) ?? constraint
            (what, source) = ("constraint '\(constraint)'",
                              settings.declarations.constraint(LayoutConstraintID(constraint)) ?? settings.declarations.view(ViewID(owner)))
        } else {
            (what, source) = ("the frame", nil)
        }
        let when = frame.map { "at t = \(JSONOutput.format($0.time)) s (frame \($0.index)), " } ?? ""
        return AnimRenderError(located(source, file: settings.file, field: "$", when + "\(what) has a value that is not a finite number "
            + "(\(bad.path)): the layout overflowed, which a chain of large multipliers or transforms can cause; "
            + "frames.json never holds a non-finite number: use smaller multipliers, constants or scales"))
    }

    static func undrawable(_ problem: SceneDrawingProblem, frame: FrameState, settings: RunSettings) -> AnimRenderError {
        let source = problem.viewID.flatMap { settings.declarations.view(ViewID($0)) }
        return AnimRenderError(located(source, file: settings.file, field: "$.render.scale",
                                       "at t = \(JSONOutput.format(frame.time)) s (frame \(frame.index)), \(problem)"))
    }

    /// `message` at a declaration (`file:line:col: error: $.path: message`), or at a
    /// field of the file without one (`file: error: field: message`).
    static func located(_ source: SourceReference?, file: String, field: String, _ message: String) -> TimelineError {
        guard let source else { return TimelineError(file: file, line: 0, column: 0, path: field, message: message) }
        return TimelineError(at: source, message: message)
    }
}

/// What makes a timeline as long as it is, for the frame limits' errors: the field to
/// point at (an explicit `render.duration`, else the event that ends last, else
/// `render.fps`), the figures, and what to change.
struct FrameCountBlame {
    var source: SourceReference?
    var reason: String
    var fix: String

    init(timeline: Timeline, options: RenderOptions) {
        let render = timeline.render, sources = timeline.settingSources
        let fps = JSONOutput.format(render.fps) + " fps" + (options.fps == nil ? "" : " from --fps")
        let lowerFPS = options.fps == nil ? "render.fps (or --fps)" : "--fps"
        if render.durationIsExplicit {
            source = sources.duration ?? sources.fps
            reason = "duration \(JSONOutput.format(render.duration)) s at \(fps)"
            fix = "lower render.duration or \(lowerFPS)"
        } else {
            source = sources.lastEvent ?? sources.fps
            reason = "duration \(JSONOutput.format(render.duration)) s, the end of the last event plus "
                + "\(JSONOutput.format(RenderSettings.tailAfterLastAnimation)) s, at \(fps)"
            fix = "set a shorter render.duration, move the last event earlier, or lower \(lowerFPS)"
        }
    }
}

/// What a run checks of every frame while playing, before the canvas is known: each
/// frame is drawn (as a scene, not in pixels) and measured on its own window. Its
/// frames.json entry must hold only finite numbers; its scene must stay within
/// `DrawingLimits.maxCoordinate` (half cairo's reach, so the canvas's final placement
/// cannot matter), with compositing buffers counted at the largest canvas the screen can
/// need (a square as wide as its longest side). The verdicts depend on the frame alone.
struct FrameChecks {
    var builder: SceneBuilder
    var bufferPixels: Double

    init(settings: RunSettings, options: RenderOptions) throws {
        builder = try RenderJob.sceneBuilder(settings: settings, canvas: .zero, options: options)
        let portrait = settings.screen.bounds(in: .portrait).size
        let side = (max(portrait.width, portrait.height) + 2 * builder.padding) * builder.scale
        bufferPixels = side * side
    }

    func builder(for frame: FrameState) -> SceneBuilder {
        var b = builder
        b.canvas = frame.windowBounds.size
        return b
    }

    /// The first view geometry or violation amount of the frame that is not finite, named
    /// as frames.json names it. A cheap check as the frame is played, so that an overflow
    /// is reported before anything is measured or drawn from it; the written document is
    /// checked whole before any sink writes (`RenderJob.checkFramesJSON`).
    func nonFinite(in frame: FrameState) -> JSONOutput.NonFinite? { Self.firstNonFinite(in: frame) }

    /// `nonFinite(in:)`, needing nothing but the frame.
    static func firstNonFinite(in frame: FrameState) -> JSONOutput.NonFinite? {
        for v in frame.views {
            let fields: [(String, [Double])] = [("frame", v.frame.array), ("bounds", v.bounds.array),
                                                ("center", [v.center.x, v.center.y]), ("transform", v.transform.array),
                                                ("alpha", [v.alpha])]
            for (name, values) in fields {
                guard let k = values.firstIndex(where: { !$0.isFinite }) else { continue }
                let path = "views.\(v.id).\(name)" + (name == "alpha" ? "" : "[\(k)]")
                return JSONOutput.NonFinite(path: path, view: v.id.name)
            }
        }
        for (k, violation) in frame.violations.enumerated() where !violation.amount.isFinite {
            return JSONOutput.NonFinite(path: "violations[\(k)].amount", constraint: violation.constraint.name)
        }
        return nil
    }

    func drawingProblem(in frame: FrameState) -> SceneDrawingProblem? {
        builder(for: frame).unplacedScene(for: frame).geometryProblem(reach: DrawingLimits.maxCoordinate, bufferPixels: bufferPixels)
    }
}
