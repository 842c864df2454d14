/// Where a button's image, title and subtitle sit, and the size they make: the one
/// computation behind a button's intrinsic content size and its drawing.
///
/// The text block is the title over the subtitle (`titlePadding` apart); the image goes
/// on the `imagePlacement` side of it, `imagePadding` away; the block is centred in the
/// bounds less the content insets. The intrinsic size is the block plus the insets.
/// An older-style button (no configuration) is the same arrangement with the image
/// leading and no padding, its title 6 pt clear above and below, a system button
/// without an image at least 30 pt wide, and `contentEdgeInsets`; its `titleEdgeInsets`
/// and `imageEdgeInsets` then move the title and image without changing the size.
/// Leading is the left edge (layouts are left-to-right here).
public struct ButtonLayout: Hashable, Sendable {
    /// The intrinsic content size.
    public var size: Size
    public var imageRect: Rect?
    public var titleRect: Rect?
    public var subtitleRect: Rect?
    public var titleFont: FontDescriptor
    public var subtitleFont: FontDescriptor
}

extension ButtonContent {
    /// The layout in `bounds` (nil: in a bounds of the intrinsic size at the origin), text
    /// measured with `text` as a label measures it.
    public func layout(in bounds: Rect?, measuring text: any TextMeasuring) -> ButtonLayout {
        func measure(_ s: String?, _ font: FontDescriptor) -> Size? {
            guard let s, !s.isEmpty else { return nil }
            return text.measure(s, font: font, maxWidth: nil, numberOfLines: 1).size
        }
        var lines: [Size] = [], gap = 0.0, vertical = 0.0, image: ViewImage?, placement = ButtonConfiguration.ImagePlacement.leading
        var padding = 0.0, insets: EdgeInsets, minimumWidth = 0.0, titleFont: FontDescriptor, subtitleFont: FontDescriptor
        var title: Size?, subtitle: Size?
        if let c = configuration {
            titleFont = c.titleFont; subtitleFont = c.subtitleFont
            title = measure(c.title, titleFont); subtitle = measure(c.subtitle, subtitleFont)
            lines = [title, subtitle].compactMap { $0 }
            gap = c.titlePadding
            image = c.image; placement = c.imagePlacement; padding = c.imagePadding
            insets = c.resolvedContentInsets.resolved(in: .leftToRight)
        } else {
            titleFont = self.titleFont; subtitleFont = self.titleFont
            title = measure(self.title, titleFont)
            image = self.image
            vertical = ControlMetrics.buttonTitleVerticalPadding
            if let title { lines = [title] } else if image == nil { lines = [.zero] }
            if buttonType == .system, image == nil { minimumWidth = ControlMetrics.systemButtonMinimumWidth }
            insets = contentEdgeInsets
        }
        // The text block: its lines one above the other, `vertical` clear above and below.
        let textBlock: Size? = lines.isEmpty ? nil : Size(lines.map(\.width).max()!,
                                                           lines.map(\.height).reduce(0, +) + gap * Double(lines.count - 1) + 2 * vertical)
        let imageSize = image?.size
        var natural = Size.zero, imageAt = Point.zero, textAt = Point.zero
        switch (imageSize, textBlock) {
        case (nil, nil): break
        case (let i?, nil): natural = i
        case (nil, let t?): natural = t
        case (let i?, let t?):
            switch placement {
            case .leading, .trailing:
                natural = Size(i.width + padding + t.width, max(i.height, t.height))
                let iy = (natural.height - i.height) / 2, ty = (natural.height - t.height) / 2
                if placement == .leading {
                    imageAt = Point(0, iy); textAt = Point(i.width + padding, ty)
                } else {
                    textAt = Point(0, ty); imageAt = Point(t.width + padding, iy)
                }
            case .top, .bottom:
                natural = Size(max(i.width, t.width), i.height + padding + t.height)
                let ix = (natural.width - i.width) / 2, tx = (natural.width - t.width) / 2
                if placement == .top {
                    imageAt = Point(ix, 0); textAt = Point(tx, i.height + padding)
                } else {
                    textAt = Point(tx, 0); imageAt = Point(ix, t.height + padding)
                }
            }
        }
        let size = Size(max(natural.width, minimumWidth) + insets.left + insets.right, natural.height + insets.top + insets.bottom)
        let area = (bounds ?? Rect(origin: .zero, size: size)).insetBy(insets)
        let origin = Point(area.midX - natural.width / 2, area.midY - natural.height / 2)
        // Lines sit at the block's leading edge next to a leading or trailing image, centred otherwise.
        let leadingText = imageSize != nil && (placement == .leading || placement == .trailing)
        var rects: [Rect] = []
        var y = origin.y + textAt.y + vertical
        for line in lines {
            let x = leadingText ? 0 : ((textBlock?.width ?? 0) - line.width) / 2
            rects.append(Rect(origin.x + textAt.x + x, y, line.width, line.height))
            y += line.height + gap
        }
        var layout = ButtonLayout(size: size, imageRect: imageSize.map { Rect(origin: Point(origin.x + imageAt.x, origin.y + imageAt.y), size: $0) },
                                  titleRect: title == nil ? nil : rects.first, subtitleRect: subtitle == nil ? nil : rects.last,
                                  titleFont: titleFont, subtitleFont: subtitleFont)
        if configuration == nil {
            func shifted(_ r: Rect?, by e: EdgeInsets) -> Rect? { r?.offsetBy(dx: (e.left - e.right) / 2, dy: (e.top - e.bottom) / 2) }
            layout.titleRect = shifted(layout.titleRect, by: titleEdgeInsets)
            layout.imageRect = shifted(layout.imageRect, by: imageEdgeInsets)
        }
        return layout
    }
}
