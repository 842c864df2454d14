import AnimRenderKit
import Foundation
import Geometry
import Layout
import Playback
import Render
import Timeline

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
    /// final name, a file the tool did not write is never replaced.
    public func write(to url: URL, options: RecordingOutputOptions = RecordingOutputOptions()) throws {
        var run = RenderOptions(output: url.path, overlays: options.overlays, frames: .all, render: options.images,
                                contactSheetFrames: options.contactSheetFrames)
        run.viewer = options.viewer
        run.deviceOutline = options.deviceOutline
        do {
            _ = try RenderJob.run(played.frames(named: url.lastPathComponent), options: run)
        } catch let e as AnimRenderError {
            throw RecordingError(e.description)
        }
    }

    /// Every frame drawn as the PNGs are, in memory (with `overlays`, the
    /// `violations` overlay by default, as the PNGs).
    public func images(overlays: [OverlayKind]? = nil) throws -> [RecordedImage] {
        let drawing: FrameDrawing
        do {
            drawing = try FrameDrawing(played.frames(named: "recording"), options: RenderOptions(output: "", overlays: overlays))
        } catch let e as AnimRenderError {
            throw RecordingError(e.description)
        }
        return try played.states.map { RecordedImage(pixels: try drawing.image(of: $0), scale: drawing.scale) }
    }

    /// Frame `index` drawn as its PNG is (the `violations` overlay).
    public func image(ofFrame index: Int) throws -> RecordedImage {
        guard played.states.indices.contains(index) else {
            throw RecordingError("no frame \(index): the recording has frames 0...\(played.states.count - 1)")
        }
        return try recorded {
            let drawing = try FrameDrawing(played.frames(named: "recording"), options: RenderOptions(output: ""))
            return RecordedImage(pixels: try drawing.image(of: played.states[index]), scale: drawing.scale)
        }
    }

    /// contact-sheet.png of `n` evenly spaced frames, as `write(to:)` with
    /// `contactSheetFrames: n` writes it, in memory.
    public func contactSheet(frames n: Int) throws -> RecordedImage {
        try recorded {
            let options = RenderOptions(output: "", contactSheetFrames: n)
            return RecordedImage(pixels: try played.frames(named: "recording").contactSheet(frames: n, options: options),
                                 scale: options.documentScale)
        }
    }

    /// frames.json as `write(to:)` writes it, in memory (with `overlays` and
    /// `deviceOutline`, as `write(to:options:)` with those options: the canvas lists the
    /// overlays drawn and, with the device body around the screen, is larger).
    public func framesJSON(overlays: [OverlayKind]? = nil, deviceOutline: Bool = false) throws -> String {
        var options = RenderOptions(output: "", overlays: overlays)
        options.deviceOutline = deviceOutline
        return try recorded { try played.frames(named: "recording").framesJSON(options: options) }
    }

    /// The engine's errors as the recorder's.
    private func recorded<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as AnimRenderError { throw RecordingError(e.description) }
    }
}

/// The overlays a frame can be drawn with (docs/output-format.md).
public typealias OverlayKind = Geometry.OverlayKind

/// One frame drawn: `width` × `height` pixels at `scale` pixels per point.
public struct RecordedImage: Sendable, Hashable {
    /// The pixels (Render's image, what the PNG encoder and the image differ take).
    public let pixels: PixelImage
    public let scale: Double
    public var width: Int { pixels.width }
    public var height: Int { pixels.height }
    /// The PNG the command line writes for this frame.
    public func pngData() -> Data { Data(FrameDrawing.png(pixels)) }
}

/// The choices `write(to:options:)` offers beyond the command line's defaults.
public struct RecordingOutputOptions: Sendable {
    /// Overlays drawn on the PNGs (nil: the timeline default, `violations`).
    public var overlays: [OverlayKind]?
    /// false: frames.json and trace.txt only.
    public var images: Bool
    public var viewer: Bool
    /// Also write contact-sheet.png of this many frames.
    public var contactSheetFrames: Int?
    /// Draw the device body around the screen (the timeline's `render.deviceOutline`).
    public var deviceOutline: Bool

    public init(overlays: [OverlayKind]? = nil, images: Bool = true, viewer: Bool = true, contactSheetFrames: Int? = nil,
                deviceOutline: Bool = false) {
        self.overlays = overlays; self.images = images; self.viewer = viewer; self.contactSheetFrames = contactSheetFrames
        self.deviceOutline = deviceOutline
    }
}

/// How a recording was made: the screen, the UIKit generation and the frame rate — what
/// a timeline's `screen`, `uikit` and `render` say.
struct RecordingSettings: Sendable {
    var screen: ScreenSpec
    var style: UIKitStyle
    var fps: Double
    var allowed: InterfaceOrientationMask

    func timeline(file: String, frameCount: Int) -> Timeline {
        let duration = frameCount > 0 ? Double(frameCount - 1) / fps : 0
        return Timeline(settingsFor: file, screen: screen, uikit: style,
                        render: RenderSettings(fps: fps, scale: screen.scale, duration: duration))
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

    func frames(named name: String) -> PlayedFrames {
        let states = self.states, trace = self.trace, loops = feedbackLoops
        return PlayedFrames(timeline: settings.timeline(file: name, frameCount: states.count), count: states.count, path: name,
                            frame: { states[$0] }, trace: { trace }, feedbackLoops: { loops })
    }
}
