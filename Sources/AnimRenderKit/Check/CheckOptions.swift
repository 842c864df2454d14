import Geometry
import Playback

/// What a user can ask of `animrender check` (the command line's options, as values).
public struct CheckOptions: Sendable {
    /// Where check.json, the page and the failing combinations' viewers go; nil writes
    /// nothing (the summary and the exit status only).
    public var output: String?
    public var matrix = CheckMatrix()
    /// The command line's rule settings, over each timeline's own `checks`.
    public var settings = CheckSettings()
    /// Only each combination's last frame (`--frames last`, the end state); else every frame.
    public var endStateOnly = false
    /// Plays the timelines at this many frames per second (nil: their own).
    public var fps: Double?
    /// Pixels per point of the failing combinations' viewer frames (nil: `viewerScale`).
    public var scale: Double?
    /// The viewer frames' default scale: they are for finding what is wrong, and a check
    /// may fail in hundreds of combinations (the finding images are drawn at 2).
    public static let viewerScale = 1.0
    /// Worker threads (nil: every core).
    public var jobs: Int?
    /// Draws the failing combinations' viewers, finding images and thumbnails.
    public var images = true
    /// Also writes `matrix.png`: every combination's last frame in a grid.
    public var contactSheet = false
    public var shard: Shard?
    /// Rules whose findings `--strict` lets pass.
    public var allowed: Set<CheckRule> = []

    public init(output: String? = nil) { self.output = output }
}
