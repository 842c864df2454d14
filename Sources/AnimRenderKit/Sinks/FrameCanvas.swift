import Geometry
import Playback

/// The canvas every frame of a run is drawn on, measured as frames are played: the
/// window when it never changes size or turns; a square as wide as the longest window
/// side when it does (a rotation), so every frame has the same size (contact sheets,
/// animated PNGs and diffs need that) and the window turns inside it.
struct FrameCanvas {
    private var first: Size?
    private var varies = false
    private var longestSide = 0.0

    mutating func add(_ frame: FrameState) {
        let size = frame.windowBounds.size
        if let first, first != size { varies = true }
        if first == nil { first = size }
        if frame.viewerRotation != 0 { varies = true }
        longestSide = max(longestSide, size.width, size.height)
    }

    var size: Size {
        guard let first else { return .zero }
        return varies ? Size(longestSide, longestSide) : first
    }
}
