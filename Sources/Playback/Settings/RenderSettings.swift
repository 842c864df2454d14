import Geometry

/// How frames are produced, with TIMELINE.md's defaults already applied.
public struct RenderSettings: Hashable, Sendable {
    /// Frames per second; frame `k` shows `t = k / fps`.
    public var fps: Double
    /// Pixels per point of the PNGs.
    public var scale: Double
    /// The window's colour under the views (default `systemBackground`: white in the
    /// light appearance, black in the dark), resolved per frame.
    public var background: DynamicColor
    /// Seconds covered; an explicit value or the end of the last animation + 0.25 s.
    public var duration: Double
    /// Whether `duration` was written in the file (rather than derived).
    public var durationIsExplicit: Bool
    /// Diagnostic layers to draw over the frames, e.g. `violations`.
    public var overlays: [OverlayKind]
    /// Draw the device body around the screen, turning with the device (an addition to
    /// TIMELINE.md: `render.deviceOutline`, default false).
    public var deviceOutline: Bool = false
    /// Draw the system UI over the frames: status bar, notch or Dynamic Island, home
    /// indicator (`render.systemUI`, default false; like Paparazzi's `showSystemUi`).
    public var systemUI: Bool = false

    public init(fps: Double, scale: Double, background: DynamicColor, duration: Double, durationIsExplicit: Bool,
                overlays: [OverlayKind], deviceOutline: Bool = false, systemUI: Bool = false) {
        self.fps = fps
        self.scale = scale
        self.background = background
        self.duration = duration
        self.durationIsExplicit = durationIsExplicit
        self.overlays = overlays
        self.deviceOutline = deviceOutline
        self.systemUI = systemUI
    }

    public static let defaultFPS = 60.0
    /// The valid `fps` and `scale`, in the file and on the command line (`--fps`,
    /// `--scale`, `--doc-scale`) alike.
    public static let fpsRange = NumberRange.fps.lower...NumberRange.fps.upper
    public static let scaleRange = NumberRange.renderScale.lower...NumberRange.renderScale.upper
    public static let defaultBackground = SystemColor.systemBackground.color
    public static let defaultOverlays = OverlayKind.defaults
    /// Extra time shown after the last animation ends, so its end state is visible.
    public static let tailAfterLastAnimation = 0.25
}

extension RenderSettings {
    /// A timeline's defaults for frames another front end plays (`duration` explicit):
    /// `systemBackground`, the `violations` overlay, no device outline or system UI.
    public init(fps: Double, scale: Double, duration: Double) {
        self.init(fps: fps, scale: scale, background: RenderSettings.defaultBackground, duration: duration,
                  durationIsExplicit: true, overlays: RenderSettings.defaultOverlays)
    }
}
