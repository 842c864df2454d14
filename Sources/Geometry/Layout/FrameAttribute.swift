/// What a layout rule's condition can read off a view's frame (`"when": "a.width < 100"`):
/// the frame's size and its edges, in the superview's coordinates as UIKit's `frame` is.
public enum FrameAttribute: String, CaseIterable, Hashable, Sendable {
    case width, height, minX, minY, maxX, maxY

    /// The attribute's value in `frame`.
    public func value(in frame: Rect) -> Double {
        switch self {
        case .width: return frame.width
        case .height: return frame.height
        case .minX: return frame.minX
        case .minY: return frame.minY
        case .maxX: return frame.maxX
        case .maxY: return frame.maxY
        }
    }
}
