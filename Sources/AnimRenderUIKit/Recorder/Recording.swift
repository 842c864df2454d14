import AnimRenderKit
import Foundation
import Geometry
import JSONDocuments
import Layout
import Playback
import Render

/// What a recording played: every frame as values, the trace, and what is needed to
/// write it as the command line writes a timeline's output. A `Sendable` value.
public struct Recording: Sendable {
    public let frames: [RecordedFrame]
    /// The lines of trace.txt.
    public let trace: [String]
    /// What the command line would warn about on the terminal (layout feedback loops,
    /// stopped and reported in the trace as UIKit's debugger reports them), one line each.
    public let warnings: [String]
    /// The frames as the engine played them, for writing and drawing.
    let played: PlayedRecording

    init(states: [FrameState], trace: LayoutTrace, settings: RecordingSettings, feedbackLoops: [LayoutFeedbackLoop]) {
        frames = states.map(RecordedFrame.init)
        let text = trace.formatted
        self.trace = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        warnings = feedbackLoops.map { "at t = \(JSONOutput.format($0.time)) s, \($0.summary) (see trace.txt)" }
        played = PlayedRecording(states: states, trace: text, settings: settings, feedbackLoops: feedbackLoops)
    }

    /// Writes what the command line writes for the equivalent timeline — the PNG of every
    /// frame, frames.json, trace.txt and the viewer — into `url` (a folder, created if
    /// missing), byte for byte, with the same rules: nothing is half-written under its
    /// final name, a file the tool did not write is never replaced. `options` are the
    /// timeline's `render` settings (overlays, scale, device outline, system UI) and the
    /// files to write.
    public func write(to url: URL, options: RecordingOutputOptions = RecordingOutputOptions()) throws {
        var run = RenderOptions(output: url.path, frames: .all, render: options.images,
                                contactSheetFrames: options.contactSheetFrames)
        run.viewer = options.viewer
        try recorded { _ = try RenderJob.run(try played.frames(named: url.lastPathComponent, options), options: run) }
    }

    /// Every frame drawn as the PNGs are, in memory (with `overlays`, the
    /// `violations` overlay by default, as the PNGs).
    public func images(overlays: [OverlayKind]?) throws -> [RecordedImage] {
        try images(options: RecordingOutputOptions(overlays: overlays))
    }

    /// Every frame drawn as `write(to:options:)` draws its PNGs, in memory.
    public func images(options: RecordingOutputOptions = RecordingOutputOptions()) throws -> [RecordedImage] {
        let drawing = try recorded { try FrameDrawing(try played.frames(named: "recording", options), options: RenderOptions(output: "")) }
        return try played.states.map { RecordedImage(pixels: try drawing.image(of: $0), scale: drawing.scale) }
    }

    /// Frame `index` drawn as `write(to:options:)` draws its PNG.
    public func image(ofFrame index: Int, options: RecordingOutputOptions = RecordingOutputOptions()) throws -> RecordedImage {
        guard played.states.indices.contains(index) else {
            throw RecordingError("no frame \(index): the recording has frames 0...\(played.states.count - 1)")
        }
        return try recorded {
            let drawing = try FrameDrawing(try played.frames(named: "recording", options), options: RenderOptions(output: ""))
            return RecordedImage(pixels: try drawing.image(of: played.states[index]), scale: drawing.scale)
        }
    }

    /// contact-sheet.png of `n` evenly spaced frames, as `write(to:options:)` with
    /// `contactSheetFrames: n` writes it, in memory.
    public func contactSheet(frames n: Int, options: RecordingOutputOptions = RecordingOutputOptions()) throws -> RecordedImage {
        try recorded {
            let run = RenderOptions(output: "", contactSheetFrames: n)
            return RecordedImage(pixels: try played.frames(named: "recording", options).contactSheet(frames: n, options: run),
                                 scale: run.documentScale)
        }
    }

    /// frames.json as `write(to:)` writes it, in memory, with `overlays` (the canvas lists
    /// the overlays drawn) and `deviceOutline` (the canvas grows by the device body):
    /// `framesJSON(options:)` with those two set.
    public func framesJSON(overlays: [OverlayKind]?, deviceOutline: Bool = false) throws -> String {
        try framesJSON(options: RecordingOutputOptions(overlays: overlays, deviceOutline: deviceOutline))
    }

    /// frames.json as `write(to:options:)` writes it, in memory.
    public func framesJSON(options: RecordingOutputOptions = RecordingOutputOptions()) throws -> String {
        try recorded { try played.frames(named: "recording", options).framesJSON(options: RenderOptions(output: "")) }
    }

    /// The engine's errors as the recorder's.
    func recorded<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as AnimRenderError { throw RecordingError(.run(e)) }
    }
}

/// The overlays a frame can be drawn with (docs/output-format.md).


/// One frame drawn: `width` × `height` pixels at `scale` pixels per point; equal images
/// have the same pixels and scale.
public struct RecordedImage: Sendable, Hashable {
    /// The pixels (Render's image, what the PNG encoder and the image differ take); for the
    /// snapshot product's comparisons only (`@_spi(Snapshots)`), not the public API.
    @_spi(Snapshots) public let pixels: PixelImage
    public let scale: Double
    public var width: Int { pixels.width }
    public var height: Int { pixels.height }
    /// The PNG the command line writes for this frame.
    public func pngData() -> Data { Data(FrameDrawing.png(pixels)) }
}

/// How a recording was made: the screen, the UIKit generation, the frame rate and the
/// fonts registered — what a timeline's `screen`, `uikit`, `render` and `fonts` say.
struct RecordingSettings: Sendable {
    var screen: ScreenSpec
    var style: UIKitStyle
    var fps: Double
    var allowed: InterfaceOrientationMask
    /// The fonts registered on the simulator (`Simulator.registerFont(fileAt:)`).
    var fonts: [FontFileSpec] = []

    /// The settings a run writes these frames with, named `file`: the render settings
    /// filled from `output` as a timeline file's `render` object fills them.
    func run(file: String, frameCount: Int, output: RecordingOutputOptions) throws -> RunSettings {
        let duration = frameCount > 0 ? Double(frameCount - 1) / fps : 0
        var render = RenderSettings(fps: fps, scale: screen.scale, duration: duration)
        if let scale = output.scale {
            guard RenderSettings.scaleRange.contains(scale) else {
                throw RecordingError("RecordingOutputOptions.scale \(scale) is not a scale animrender draws at: give pixels per "
                                     + "point from \(JSONOutput.format(RenderSettings.scaleRange.lowerBound)) to "
                                     + "\(JSONOutput.format(RenderSettings.scaleRange.upperBound)), or nil for the screen's")
            }
            render.scale = scale
        }
        render.overlays = output.overlays?.map(\.geometry) ?? RenderSettings.defaultOverlays
        render.background = output.background?.dynamic ?? RenderSettings.defaultBackground
        render.deviceOutline = output.deviceOutline
        render.systemUI = output.systemUI
        return RunSettings(file: file, screen: screen, render: render, fonts: fonts)
    }
}

/// The played frames, kept for writing. Immutable once made; the frame values are plain
/// values (no references into the engine), hence safe to share.
final class PlayedRecording: @unchecked Sendable {
    let states: [FrameState]
    let trace: String
    let settings: RecordingSettings
    let feedbackLoops: [LayoutFeedbackLoop]

    init(states: [FrameState], trace: String, settings: RecordingSettings, feedbackLoops: [LayoutFeedbackLoop]) {
        self.states = states; self.trace = trace; self.settings = settings; self.feedbackLoops = feedbackLoops
    }

    func frames(named name: String, _ output: RecordingOutputOptions) throws -> PlayedFrames {
        let states = self.states, trace = self.trace, loops = feedbackLoops
        return PlayedFrames(settings: try settings.run(file: name, frameCount: states.count, output: output),
                            count: states.count, path: name,
                            frame: { states[$0] }, trace: { trace }, feedbackLoops: { loops })
    }
}
