import Geometry

/// A label's text as UILabel draws it in its bounds — the one definition the renderer draws
/// with and label placement keeps overlay pills off.
extension TextEngine {
    /// `text` laid out at the bounds' width with the lines that fit its height (at least
    /// one; UILabel truncates the last); nil when nothing would be drawn.
    func labelLayout(_ text: SceneText, in bounds: Rect) -> TextLayout? {
        guard !text.string.isEmpty, text.color.alpha > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        return layout(text.string, font: text.font, maxWidth: bounds.width,
                      numberOfLines: visibleLines(font: text.font, numberOfLines: text.numberOfLines, height: bounds.height))
    }

    /// Where each line of `layout` goes in `rect`: x where the line starts (placed by
    /// `alignment`, `natural` as left), y the top of the block, which is centred vertically
    /// (a line's baseline is `y + line.baseline`).
    static func lineOrigins(_ layout: TextLayout, in rect: Rect, alignment: TextAlignment) -> [Point] {
        let top = rect.minY + (rect.height - layout.exactSize.height) / 2
        return layout.lines.map { line in
            let x: Double
            switch alignment {
            case .left, .natural: x = rect.minX
            case .center: x = rect.minX + (rect.width - line.width) / 2
            case .right: x = rect.maxX - line.width
            }
            return Point(x, top)
        }
    }

    /// The part of `bounds` a label's lines cover as drawn (their boxes, a line height each,
    /// joined; clipped to the bounds as UILabel's backing store is); nil when nothing is drawn.
    public func labelTextArea(_ text: SceneText, in bounds: Rect) -> Rect? {
        let relative = memoizedLabelArea(text, size: bounds.size) {
            let local = Rect(origin: .zero, size: bounds.size)
            guard let layout = labelLayout(text, in: local) else { return nil }
            let origins = Self.lineOrigins(layout, in: local, alignment: text.alignment)
            let lineHeight = layout.font.lineHeight
            let boxes = zip(layout.lines, origins).enumerated().map { index, pair in
                Rect(pair.1.x, pair.1.y + Double(index) * lineHeight, pair.0.width, lineHeight)
            }
            guard !boxes.isEmpty else { return nil }
            return Rect.bounding(boxes.flatMap(\.corners)).intersection(local)
        }
        return relative?.offsetBy(dx: bounds.minX, dy: bounds.minY)
    }
}
