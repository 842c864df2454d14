import Geometry

/// How a recording is drawn and written. The drawing settings are a timeline's `render`
/// object's (docs/timeline-format.md), with its names, meanings and defaults: the
/// recording's frames are written as the timeline with that `render` object would be,
/// byte for byte. The rest chooses the files `write(to:options:)` writes.
///
/// Not UIKit: animrender's. `fps` and `duration` are `record`'s arguments.
public struct RecordingOutputOptions: Sendable {
    /// `render.overlays`: the overlays drawn over the frames (nil: the default, `violations`).
    public var overlays: [OverlayKind]?
    /// `render.scale`: pixels per point of the PNGs, 0.1 to 16 (nil: the screen's scale).
    public var scale: Double?
    /// `render.background`: the colour drawn behind the views (nil: `systemBackground`).
    public var background: UIColor?
    /// `render.deviceOutline`: draw the device body around the screen, turning with it.
    public var deviceOutline: Bool
    /// `render.systemUI`: draw the status bar, sensor housing and home indicator.
    public var systemUI: Bool
    /// false: frames.json and trace.txt only.
    public var images: Bool
    public var viewer: Bool
    /// Also write contact-sheet.png of this many frames.
    public var contactSheetFrames: Int?

    public init(overlays: [OverlayKind]? = nil, scale: Double? = nil, background: UIColor? = nil, deviceOutline: Bool = false,
                systemUI: Bool = false, images: Bool = true, viewer: Bool = true, contactSheetFrames: Int? = nil) {
        self.overlays = overlays; self.scale = scale; self.background = background
        self.deviceOutline = deviceOutline; self.systemUI = systemUI
        self.images = images; self.viewer = viewer; self.contactSheetFrames = contactSheetFrames
    }
}
