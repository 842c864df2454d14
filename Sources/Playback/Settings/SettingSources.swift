/// Where the file wrote the settings a run's limits depend on, so that a refusal that
/// only a run can make (too many frames, an image too large) still points at the field
/// that causes it. nil: the field was not written and its default applies.
public struct SettingSources: Hashable, Sendable {
    /// `render.fps`, `render.scale`, `render.duration`.
    public var fps: SourceReference?
    public var scale: SourceReference?
    public var duration: SourceReference?
    /// `screen.size`, or `screen.device` (whose size comes from the device table).
    public var screen: SourceReference?
    /// The event that ends last, which sets the default duration (its end + 0.25 s).
    public var lastEvent: SourceReference?

    public init(fps: SourceReference? = nil, scale: SourceReference? = nil, duration: SourceReference? = nil,
                screen: SourceReference? = nil, lastEvent: SourceReference? = nil) {
        self.fps = fps; self.scale = scale; self.duration = duration; self.screen = screen; self.lastEvent = lastEvent
    }
}
