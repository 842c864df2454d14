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
                captionFont: FontDescriptor = FontDescriptor(size: 12, weight: .semibold, family: FontDescriptor.toolFamily), title: String? = nil) {
        self.columns = max(1, columns); self.thumbnailWidth = thumbnailWidth; self.scale = scale
        self.background = background; self.captionFont = captionFont; self.title = title
    }

    static let gap = 16.0, captionGap = 6.0
    static let titleFont = FontDescriptor(size: 17, weight: .bold, family: FontDescriptor.toolFamily)

    /// Where things go on a sheet of `count` frames of one pixel size, in points.
    struct Layout {
        var size: Size
        var thumbnailHeight: Double
        var captionHeight: Double
        var titleHeight: Double
        var cellHeight: Double
        var pixelWidth: Int
        var pixelHeight: Int
    }

    func layout(count: Int, frameWidth: Int, frameHeight: Int, text: TextEngine) -> Layout {
        let thumbHeight = thumbnailWidth * Double(frameHeight) / Double(frameWidth)
        let captionHeight = text.lineHeight(for: captionFont).rounded(.up)
        let titleHeight = title == nil ? 0 : text.lineHeight(for: Self.titleFont).rounded(.up) + Self.gap
        let cellHeight = thumbHeight + Self.captionGap + captionHeight
        let rows = (count + columns - 1) / columns
        let usedColumns = min(columns, count)
        let size = Size(Self.gap + Double(usedColumns) * (thumbnailWidth + Self.gap),
                        Self.gap + titleHeight + Double(rows) * (cellHeight + Self.gap))
        return Layout(size: size, thumbnailHeight: thumbHeight, captionHeight: captionHeight, titleHeight: titleHeight,
                      // A size beyond Int reads as Int.max, which every size limit refuses.
                      cellHeight: cellHeight, pixelWidth: (size.width * scale).checkedInteger(rounding: .up) ?? Int.max,
                      pixelHeight: (size.height * scale).checkedInteger(rounding: .up) ?? Int.max)
    }

    /// The sheet's size in pixels for `count` frames of `frameWidth × frameHeight` pixels,
    /// known before any frame is drawn (so a sheet too large can be refused up front).
    public func pixelSize(count: Int, frameWidth: Int, frameHeight: Int, text: TextEngine) -> (width: Int, height: Int) {
        let l = layout(count: count, frameWidth: frameWidth, frameHeight: frameHeight, text: text)
        return (l.pixelWidth, l.pixelHeight)
    }

    /// A sheet filled in one frame at a time, in order: memory for the sheet itself and
    /// nothing else, however many frames a run has.
    public struct Drawing {
        public private(set) var image: PixelImage
        let sheet: ContactSheet
        let layout: Layout
        let renderer: Renderer
        public private(set) var count = 0

        /// Draws the next frame into its cell, with its caption.
        public mutating func add(_ item: Item) throws {
            let (sheet, layout, renderer, i) = (self.sheet, self.layout, self.renderer, count)
            let columns = sheet.columns, width = sheet.thumbnailWidth
            try image.drawOver { ctx in
                ctx.scale(sheet.scale)
                let x = ContactSheet.gap + Double(i % columns) * (width + ContactSheet.gap)
                let y = ContactSheet.gap + layout.titleHeight + Double(i / columns) * (layout.cellHeight + ContactSheet.gap)
                let frame = Rect(x, y, width, layout.thumbnailHeight)
                ctx.drawImage(item.image, in: frame)
                ctx.roundedRect(frame.insetBy(.uniform(-0.5)), radius: 0)
                ctx.stroke(Color(red: 0, green: 0, blue: 0, alpha: 0.18), width: 1)
                let text = renderer.text.layout(item.caption, font: sheet.captionFont, maxWidth: width, numberOfLines: 1)
                renderer.drawLines(text, in: Rect(x, frame.maxY + ContactSheet.captionGap, width, layout.captionHeight),
                                   alignment: .center, color: Color(red: 0.25, green: 0.25, blue: 0.28), ctx: ctx)
            }
            count += 1
        }
    }

    /// Starts a sheet for `count` frames of `frameWidth × frameHeight` pixels: the card
    /// and the title, cells still empty.
    public func begin(count: Int, frameWidth: Int, frameHeight: Int, renderer: Renderer) throws -> Drawing {
        guard count > 0 else { throw RenderError.invalidScene("a contact sheet needs at least one frame") }
        let layout = layout(count: count, frameWidth: frameWidth, frameHeight: frameHeight, text: renderer.text)
        let image = try PixelImage.draw(width: layout.pixelWidth, height: layout.pixelHeight) { ctx in
            ctx.scale(scale)
            ctx.paint(background)
            if let title {
                let size = layout.size
                let text = renderer.text.layout(title, font: Self.titleFont, maxWidth: size.width - 2 * Self.gap, numberOfLines: 1)
                renderer.drawLines(text, in: Rect(Self.gap, Self.gap, size.width - 2 * Self.gap, layout.titleHeight - Self.gap),
                                   alignment: .left, color: Color(red: 0.1, green: 0.1, blue: 0.12), ctx: ctx)
            }
        }
        return Drawing(image: image, sheet: self, layout: layout, renderer: renderer)
    }

    public func render(_ items: [Item], renderer: Renderer) throws -> PixelImage {
        guard let first = items.first else { throw RenderError.invalidScene("a contact sheet needs at least one frame") }
        var drawing = try begin(count: items.count, frameWidth: first.image.width, frameHeight: first.image.height, renderer: renderer)
        for item in items { try drawing.add(item) }
        return drawing.image
    }
}
