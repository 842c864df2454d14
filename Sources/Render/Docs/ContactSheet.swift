import Foundation
import Geometry

/// A grid of chosen frames with a caption (usually the time) under each, for
/// documentation. Frames are scaled to one thumbnail width keeping their aspect ratio,
/// laid out left to right, top to bottom, on a light card with a hairline border.
public struct ContactSheet: Sendable {
    /// One cell: a frame and the text printed under it.
    public struct Item: Sendable {
        public var image: PixelImage
        public var caption: String
        public init(image: PixelImage, caption: String) { self.image = image; self.caption = caption }
        /// A frame captioned with its time, e.g. "t = 0.25 s".
        public init(image: PixelImage, time: Double) { self.init(image: image, caption: Self.timeCaption(time)) }

        /// "t = 0.25 s": at most three decimals, trailing zeros dropped.
        public static func timeCaption(_ time: Double) -> String {
            var s = String(format: "%.3f", time)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return "t = \(s) s"
        }
    }

    public var columns: Int
    /// Width of each thumbnail in points.
    public var thumbnailWidth: Double
    /// Pixels per point of the sheet.
    public var scale: Double
    public var background: Color
    public var captionFont: FontDescriptor
    /// Optional heading above the grid (e.g. the timeline's title).
    public var title: String?

    public init(columns: Int = 4, thumbnailWidth: Double = 160, scale: Double = 2,
                background: Color = Color(red: 0.96, green: 0.96, blue: 0.97),
                captionFont: FontDescriptor = FontDescriptor(size: 12, weight: .semibold), title: String? = nil) {
        self.columns = max(1, columns); self.thumbnailWidth = thumbnailWidth; self.scale = scale
        self.background = background; self.captionFont = captionFont; self.title = title
    }

    static let gap = 16.0, captionGap = 6.0

    public func render(_ items: [Item], renderer: Renderer) throws -> PixelImage {
        guard let first = items.first else { throw RenderError.invalidScene("a contact sheet needs at least one frame") }
        let thumbHeight = thumbnailWidth * Double(first.image.height) / Double(first.image.width)
        let text = renderer.text
        let captionHeight = text.lineHeight(for: captionFont).rounded(.up)
        let titleFont = FontDescriptor(size: 17, weight: .bold)
        let titleHeight = title == nil ? 0 : text.lineHeight(for: titleFont).rounded(.up) + Self.gap
        let cellHeight = thumbHeight + Self.captionGap + captionHeight
        let rows = (items.count + columns - 1) / columns
        let usedColumns = min(columns, items.count)
        let size = Size(Self.gap + Double(usedColumns) * (thumbnailWidth + Self.gap),
                        Self.gap + titleHeight + Double(rows) * (cellHeight + Self.gap))
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        return try PixelImage.draw(width: width, height: height) { ctx in
            ctx.scale(scale)
            ctx.paint(background)
            if let title {
                let layout = text.layout(title, font: titleFont, maxWidth: size.width - 2 * Self.gap, numberOfLines: 1)
                renderer.drawLines(layout, in: Rect(Self.gap, Self.gap, size.width - 2 * Self.gap, titleHeight - Self.gap),
                                   alignment: .left, color: Color(red: 0.1, green: 0.1, blue: 0.12), ctx: ctx)
            }
            for (i, item) in items.enumerated() {
                let x = Self.gap + Double(i % columns) * (thumbnailWidth + Self.gap)
                let y = Self.gap + titleHeight + Double(i / columns) * (cellHeight + Self.gap)
                let frame = Rect(x, y, thumbnailWidth, thumbHeight)
                ctx.drawImage(item.image, in: frame)
                ctx.roundedRect(frame.insetBy(.uniform(-0.5)), radius: 0)
                ctx.stroke(Color(red: 0, green: 0, blue: 0, alpha: 0.18), width: 1)
                let layout = text.layout(item.caption, font: captionFont, maxWidth: thumbnailWidth, numberOfLines: 1)
                renderer.drawLines(layout, in: Rect(x, frame.maxY + Self.captionGap, thumbnailWidth, captionHeight),
                                   alignment: .center, color: Color(red: 0.25, green: 0.25, blue: 0.28), ctx: ctx)
            }
        }
    }
}
