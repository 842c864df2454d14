import Geometry
import Playback

/// A validated timeline file: everything TIMELINE.md describes, with defaults applied,
/// names resolved and every value checked. Later stages (layout, render) work from this
/// alone. Build one with `TimelineLoader`.
public struct Timeline: Hashable, Sendable {
    /// The file name used in messages.
    public var file: String
    public var version: Int
    public var title: String?
    public var screen: ScreenSpec
    /// `app.supportedOrientations` (default `all`).
    public var appOrientations: InterfaceOrientationMask
    /// `controller.supportedOrientations` (default `allButUpsideDown` on phones, `all` on iPads).
    public var controllerOrientations: InterfaceOrientationMask
    /// `controller.viewRespectsSystemMinimumLayoutMargins` (default true).
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// `root.layoutMargins`: the margins set on the root view; nil leaves the system's.
    public var rootLayoutMargins: EdgeInsets?
    public var uikit: UIKitStyle
    public var render: RenderSettings
    /// In file order: back-to-front among siblings.
    public var views: [ViewDeclaration]
    /// In file order.
    public var constraints: [ConstraintEntry]
    /// Sorted by `at`; events at the same time keep their file order.
    public var events: [TimelineEvent]
    /// `rules`, in file order (the order each view runs its own).
    public var rules: [RuleEntry] = []
    /// `fonts`, in file order: the font files labels may name by family.
    public var fonts: [FontFileSpec] = []
    /// The image files views and changes name, each once (read before playing).
    public var imageFiles: [ImageFileSpec] = []
    /// `checks`: how `animrender check` applies its layout rules to this timeline.
    public var checks = CheckSettings()
    /// Where the render settings and the screen were written (for a run's limits).
    public var settingSources = SettingSources()

    /// The orientations the interface may take: app ∩ controller ∩ what the hardware shows.
    public var allowedOrientations: InterfaceOrientationMask {
        appOrientations.intersection(controllerOrientations).intersection(screen.supportedOrientations)
    }

    /// Frames 0…ceil(duration × fps), inclusive. The product is nudged down by 1e-9 first
    /// so that durations like 0.1 s at 30 fps (3.0000000000000004 in binary) give 4
    /// frames, not 5. A count too large for an `Int` (impossible within the format's
    /// ranges) reads as `Int.max`, which every frame limit refuses.
    public var frameCount: Int {
        (render.duration * render.fps - 1e-9).checkedInteger(rounding: .up).flatMap { $0 < Int.max ? $0 + 1 : nil } ?? Int.max
    }

    /// The time frame `k` shows: k / fps.
    public func time(ofFrame k: Int) -> Double { Double(k) / render.fps }

    /// The end of the last animation (or the last un-animated change), 0 with no events.
    public var endOfLastEvent: Double { events.map(\.end).max() ?? 0 }
}
