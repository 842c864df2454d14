import Geometry

extension Renderer {
    /// A UITableViewCell: in a grouped or inset-grouped table its background
    /// (`secondarySystemGroupedBackground`; inset-grouped rounds the section's outer corners
    /// by 10 pt), the separator under it — a hairline of one device pixel (`separatorHeight`)
    /// in `separator`, from its leading inset to the trailing edge, none under a grouped
    /// section's last row — and its accessory: a `tertiaryLabel` chevron (disclosure) or a
    /// `systemBlue` check, 8 pt wide, centred in the 38 pt strip at the trailing edge.
    func drawTableCell(_ c: TableCellContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        if c.tableStyle != .plain {
            let r = c.tableStyle == .insetGrouped ? TableMetrics.insetGroupedCornerRadius : 0
            drawSectionCorners(bounds, radius: r, top: c.isFirstInSection, bottom: c.isLastInSection, ctx: ctx)
            ctx.fill(SystemColor.secondarySystemGroupedBackground.color.resolved(for: style))
        }
        if let inset = c.separatorInsetLeft, !(c.tableStyle != .plain && c.isLastInSection) {
            let hairline = c.separatorHeight
            let y = bounds.maxY - hairline / 2
            ctx.polyline([Point(bounds.minX + inset, y), Point(bounds.maxX, y)], closed: false)
            ctx.stroke(ControlPalette.separator.resolved(for: style), width: hairline)
        }
        let strip = Rect(bounds.maxX - TableMetrics.accessoryWidth, bounds.minY, TableMetrics.accessoryWidth, bounds.height)
        let w = TableMetrics.disclosureWidth, cx = strip.midX, cy = strip.midY
        switch c.accessoryType {
        case .none: return
        case .disclosureIndicator:
            ctx.polyline([Point(cx - w / 4, cy - w * 0.7), Point(cx + w / 4 + 1, cy), Point(cx - w / 4, cy + w * 0.7)], closed: false)
            ctx.stroke(ControlPalette.tertiaryLabel.resolved(for: style), width: 2, roundCaps: true)
        case .checkmark:
            ctx.polyline([Point(cx - w * 0.7, cy), Point(cx - w * 0.15, cy + w * 0.55), Point(cx + w * 0.8, cy - w * 0.7)], closed: false)
            ctx.stroke(ControlPalette.systemBlue.resolved(for: style), width: 2, roundCaps: true)
        }
    }

    /// A rectangle whose top corners (`top`) and bottom corners (`bottom`) are rounded.
    private func drawSectionCorners(_ r: Rect, radius: Double, top: Bool, bottom: Bool, ctx: CairoContext) {
        guard radius > 0, top || bottom else { return ctx.roundedRect(r, radius: 0) }
        ctx.roundedRect(r, radius: radius)
        if top && bottom { return }
        // A square half over the side that stays square (both paths turn the same way:
        // the fill is their union).
        ctx.roundedRect(Rect(r.minX, top ? r.midY : r.minY, r.width, r.height / 2), radius: 0)
    }
}
