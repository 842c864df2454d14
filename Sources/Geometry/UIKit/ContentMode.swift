/// `UIView.ContentMode`, with UIKit's raw values: how content of one size is drawn in
/// bounds of another.
public enum ContentMode: Int, CaseIterable, Hashable, Sendable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The name a timeline writes (UIKit's case name).
    public var name: String { String(describing: self) }

    /// Where content of `size` is drawn in `bounds`: stretched, scaled to fit or fill
    /// (aspect kept, centred), or at its own size placed at the named edge or corner.
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(bounds.midX - w / 2, bounds.midY - h / 2, w, h)
        default:
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return Rect(x, y, size.width, size.height)
        }
    }
}
