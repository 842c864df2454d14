import Geometry
import Playback
import Render

/// A scroll view's scroll indicators as drawn: rounded bars along its right and bottom
/// edges, inside `adjustedContentInset` (UIKit adjusts the indicator insets as it adjusts
/// the content's by default), as long as the visible share of the content, placed by how far
/// it is scrolled, on top of the content and fixed on screen (placed in the scroll view's
/// bounds, which start at the offset). Apple publishes no metrics for them; these are
/// animrender's (docs/timeline-format.md, scroll views): 3 pt thick, 3 pt from the edges,
/// at least 36 pt long, black at 35 % opacity.
enum ScrollIndicators {
    static let thickness = 3.0
    static let edgeInset = 3.0
    static let minimumLength = 36.0
    static let color = Color(red: 0, green: 0, blue: 0, alpha: 0.35)

    /// The indicator nodes of a scroll view `v` (none when they do not show or the
    /// content fits).
    static func nodes(for v: ViewFrame) -> [SceneNode] {
        guard let s = v.scroll, s.indicatorAlpha > 0 else { return [] }
        let b = v.bounds, inset = s.adjustedContentInset
        let vertical = s.showsVerticalScrollIndicator && s.contentSize.height + inset.top + inset.bottom > b.height
        let horizontal = s.showsHorizontalScrollIndicator && s.contentSize.width + inset.left + inset.right > b.width
        let corner = thickness + edgeInset
        var out: [SceneNode] = []
        if vertical {
            let track = Rect(b.maxX - inset.right - edgeInset - thickness, b.minY + inset.top + edgeInset, thickness,
                             b.height - inset.top - inset.bottom - 2 * edgeInset - (horizontal ? corner : 0))
            out.append(bar(id: v.id.name + ".verticalScrollIndicator", along: track, vertical: true, offset: s.contentOffset.y,
                           inset: (inset.top, inset.bottom), content: s.contentSize.height, visible: b.height, alpha: s.indicatorAlpha))
        }
        if horizontal {
            let track = Rect(b.minX + inset.left + edgeInset, b.maxY - inset.bottom - edgeInset - thickness,
                             b.width - inset.left - inset.right - 2 * edgeInset - (vertical ? corner : 0), thickness)
            out.append(bar(id: v.id.name + ".horizontalScrollIndicator", along: track, vertical: false, offset: s.contentOffset.x,
                           inset: (inset.left, inset.right), content: s.contentSize.width, visible: b.width, alpha: s.indicatorAlpha))
        }
        return out
    }

    /// One bar in `track`: its length is the visible share of the scrollable extent
    /// (content plus insets), its place how far along the scrollable range the offset is.
    private static func bar(id: String, along track: Rect, vertical: Bool, offset: Double, inset: (Double, Double),
                            content: Double, visible: Double, alpha: Double) -> SceneNode {
        let length = vertical ? track.height : track.width
        let extent = content + inset.0 + inset.1
        let barLength = min(length, max(minimumLength, length * visible / max(extent, 1)))
        let range = max(extent - visible, 1)
        let progress = min(max((offset + inset.0) / range, 0), 1)
        let start = progress * (length - barLength)
        let frame = vertical ? Rect(track.minX, track.minY + start, thickness, barLength)
                             : Rect(track.minX + start, track.minY, barLength, thickness)
        return SceneNode(id: id, frame: frame, backgroundColor: color.withAlpha(color.alpha * alpha), cornerRadius: thickness / 2)
    }
}
