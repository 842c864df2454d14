import Foundation
import Geometry

extension Renderer {
    /// UISegmentedControl (iOS 13 and later): a rounded `tertiarySystemFill` track, the
    /// selected segment a white (dark: #636366) rounded tile with a soft shadow, hairlines between the
    /// others, each title centred in 13 pt (medium).
    func drawSegmentedControl(_ s: SegmentedControlContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        ctx.roundedRect(bounds, radius: 9)
        ctx.fill(ControlPalette.tertiarySystemFill.resolved(for: style))
        guard !s.segments.isEmpty else { return }
        let n = Double(s.segments.count), w = bounds.width / n
        let selected = s.segments.indices.contains(s.selectedSegmentIndex) ? s.selectedSegmentIndex : nil
        for i in 1..<s.segments.count where selected != i && selected != i - 1 {
            let x = bounds.minX + Double(i) * w
            ctx.polyline([Point(x, bounds.minY + 8), Point(x, bounds.maxY - 8)], closed: false)
            ctx.stroke(ControlPalette.separator.resolved(for: style), width: 1)
        }
        if let k = selected {
            let tile = Rect(bounds.minX + Double(k) * w, bounds.minY, w, bounds.height).insetBy(.uniform(2))
            drawShadow(under: tile, radius: 7, ctx: ctx)
            ctx.roundedRect(tile, radius: 7)
            ctx.fill((s.selectedSegmentTintColor ?? ControlPalette.selectedSegment).resolved(for: style))
        }
        let font = FontDescriptor(size: ControlMetrics.segmentFontSize, weight: .medium)
        for (i, title) in s.segments.enumerated() {
            drawTitle(title, font: font, color: ControlPalette.label.resolved(for: style),
                      in: Rect(bounds.minX + Double(i) * w, bounds.minY, w, bounds.height), ctx: ctx)
        }
    }

    /// UIActivityIndicatorView (iOS 13 and later): eight rounded spokes around the centre,
    /// fading clockwise from the one at the top, in `color` (grey by default); nothing
    /// when stopped and hidden when stopped. Drawn at rest: the spin is not animated.
    func drawActivityIndicator(_ a: ActivityIndicatorContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        guard a.isShown else { return }
        let side = a.style == .large ? ControlMetrics.activityIndicatorLarge : ControlMetrics.activityIndicatorMedium
        let center = Point(bounds.midX, bounds.midY)
        let outer = side / 2, inner = side * 0.25, width = side * 0.1
        let color = (a.color ?? ControlPalette.activityIndicator).resolved(for: style)
        for k in 0..<8 {
            let angle = -Double.pi / 2 + Double(k) * Double.pi / 4
            let (s, c) = (sin(angle), cos(angle))
            ctx.polyline([Point(center.x + c * (inner + width / 2), center.y + s * (inner + width / 2)),
                          Point(center.x + c * (outer - width / 2), center.y + s * (outer - width / 2))], closed: false)
            ctx.stroke(color.withAlpha(color.alpha * (1 - Double(k) * 0.1)), width: width, roundCaps: true)
        }
    }

    /// UIPageControl (iOS 14 and later): a row of 8 pt dots 16 pt apart, centred, the
    /// current page in `label` and the others in `tertiaryLabel` unless tinted.
    func drawPageControl(_ p: PageControlContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        guard p.isShown else { return }
        let step = ControlMetrics.pageIndicatorStep, d = ControlMetrics.pageIndicatorDiameter
        let start = bounds.midX - Double(p.numberOfPages) * step / 2 + step / 2
        for i in 0..<p.numberOfPages {
            let dot = Rect(start + Double(i) * step - d / 2, bounds.midY - d / 2, d, d)
            ctx.roundedRect(dot, radius: d / 2)
            ctx.fill((i == p.currentPage ? (p.currentPageIndicatorTintColor ?? ControlPalette.label)
                                         : (p.pageIndicatorTintColor ?? ControlPalette.tertiaryLabel)).resolved(for: style))
        }
    }
}
