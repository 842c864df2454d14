import Geometry
import Playback
import Render

/// The layout rules applied to frames any front end played: a timeline's (what
/// `animrender check` does for each combination) or a Swift recording's
/// (`assertLayoutChecks`). The frames' timeline carries the window's background and its own
/// `checks`; `settings` go over them.
public enum LayoutChecks {
    /// What is wrong in `frames` — every frame, or only the last with `endStateOnly` —
    /// folded into findings, in report order.
    public static func findings(of frames: PlayedFrames, settings: CheckSettings = CheckSettings(),
                                endStateOnly: Bool = false) throws -> [CheckFinding] {
        let text = try TextEngine.shared()
        let sink = CheckSink(settings: frames.settings.checks.merging(settings), text: text, renderer: Renderer(text: text),
                             windowBackground: frames.settings.render.background)
        for k in endStateOnly ? [frames.count - 1] : Array(0..<frames.count) {
            try sink.consume(try frames.frame(k))
        }
        return sink.findings
    }
}
