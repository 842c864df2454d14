import Geometry
import Playback
import Timeline

/// What a user can ask of one render run; nil fields keep the timeline's own settings.
public struct RenderOptions: Sendable {
    /// The valid `fps`, and the valid `scale` and `documentScale`: the same as in a timeline.
    public static let fpsRange = RenderSettings.fpsRange
    public static let scaleRange = RenderSettings.scaleRange
    /// Worker threads: more than this is a typo, not a machine.
    public static let jobsRange = 1...256

    /// The output folder (created if missing).
    public var output: String
    public var fps: Double?
    public var scale: Double?
    public var overlays: [OverlayKind]?
    /// Draw the device body around the screen (nil: `render.deviceOutline`).
    public var deviceOutline: Bool?
    /// Draw the status bar, sensor housing and home indicator (nil: `render.systemUI`).
    public var systemUI: Bool?
    /// Which frames get PNGs (frames.json always lists every frame).
    public var frames: FrameSelection
    /// Worker threads for drawing and encoding; nil: every core.
    public var jobs: Int?
    /// false: frames.json and trace.txt only (layout and animation, no drawing).
    public var render: Bool
    /// Also write `contact-sheet.png` of this many evenly spaced frames (nil: none).
    public var contactSheetFrames: Int?
    /// Also write `animation.png`, an animated PNG of every frame at `documentScale`.
    public var animatedPNG: Bool
    /// Pixels per point of the contact sheet's thumbnails and of the animated PNG.
    public var documentScale: Double
    /// Also write the browser viewer (`index.html`, `viewer-data.js`) whenever PNG frames are written.
    public var viewer: Bool = true
    /// Also write a video of every frame under this name (`.mp4`, `.webm`, `.mov`), through ffmpeg.
    public var video: String?
    /// Also write an animated GIF of every frame under this name, through ffmpeg.
    public var gif: String?
    /// `--font-dir`: folders whose font files labels may name by family (after the
    /// standard fonts, before the timeline's own `fonts`).
    public var fontFolders: [String] = []
    /// `--watch`: which render of the watch session this is (1, 2, …); the viewer's page
    /// polls for a newer one and reloads. nil outside watch mode (no polling).
    public var watchGeneration: Int?
    /// Told each step of writing the output folder as it is reached (`OutputFolder.onStep`
    /// lists them); nil: nothing is told.
    public var onOutputStep: (@Sendable (String) -> Void)?

    /// Whether any image is drawn at `documentScale` (contact sheet, animations).
    var drawsDocumentImages: Bool { contactSheetFrames != nil || animatedPNG || video != nil || gif != nil }

    public init(output: String, fps: Double? = nil, scale: Double? = nil, overlays: [OverlayKind]? = nil,
                frames: FrameSelection = .all, jobs: Int? = nil, render: Bool = true,
                contactSheetFrames: Int? = nil, animatedPNG: Bool = false, documentScale: Double = 1) {
        self.output = output; self.fps = fps; self.scale = scale; self.overlays = overlays; self.frames = frames
        self.jobs = jobs; self.render = render; self.contactSheetFrames = contactSheetFrames
        self.animatedPNG = animatedPNG; self.documentScale = documentScale
    }
}

/// `--frames`: `N` (one frame), `A-B` (inclusive), `A-` (to the end), `last` (the
/// last frame: `--still`), `none` (documentation images only), or every frame. `list`
/// names frames one by one (the failing frames a check draws; not a command-line form).
public enum FrameSelection: Equatable, Sendable, CustomStringConvertible {
    case all
    case range(Int, Int?)
    case last
    case none
    case list([Int])

    /// Parses the `--frames` syntax; nil for anything else.
    public init?(parsing text: String) {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t == "last" { self = .last; return }
        if t == "none" { self = .none; return }
        if let n = Int(t), n >= 0 { self = .range(n, n); return }
        let parts = t.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), a >= 0 else { return nil }
        if parts[1].isEmpty { self = .range(a, nil); return }
        guard let b = Int(parts[1]), b >= a else { return nil }
        self = .range(a, b)
    }

    /// The frames of a `count`-frame timeline this selection names, and a note when a
    /// range runs past the last frame (it stops there). Naming no frame of the timeline
    /// is an error (`none` names none on purpose).
    public func frames(of count: Int, file: String) throws -> (frames: [Int], note: String?) {
        let chosen = (0..<count).filter { contains($0, count: count) }
        let all = "the timeline has \(count) frame\(count == 1 ? "" : "s"), 0 to \(count - 1)"
        guard case .range(let a, let b) = self else { return (chosen, nil) }
        if chosen.isEmpty {
            throw AnimRenderError("\(file): error: --frames \(self) selects no frame: \(all); choose frames in that range")
        }
        if let b, b >= count { return (chosen, "--frames \(self) runs past the last frame (\(all)): rendering \(a) to \(count - 1)") }
        return (chosen, nil)
    }

    public func contains(_ index: Int, count: Int) -> Bool {
        switch self {
        case .all: return true
        case .last: return index == count - 1
        case .none: return false
        case .range(let a, let b): return index >= a && index <= (b ?? Int.max)
        case .list(let frames): return frames.contains(index)
        }
    }

    public var description: String {
        switch self {
        case .all: return "all"
        case .last: return "last"
        case .none: return "none"
        case .range(let a, let b): return b == a ? "\(a)" : "\(a)-\(b.map(String.init) ?? "")"
        case .list(let frames): return frames.map(String.init).joined(separator: ",")
        }
    }
}

import Foundation
