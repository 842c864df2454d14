import Foundation
import Geometry
import Playback
import Render
import Timeline

/// `matrix.png` (`--contact-sheet`): every combination's last frame in the matrix's grid —
/// a row per timeline, device and orientation, a column per text size, direction and
/// appearance — each captioned with what varies, for documentation. Every frame is drawn
/// on one canvas (the largest screen's, each window centred), so the cells line up.
extension CheckJob {
    /// The sheet's look: thumbnails 120 pt wide, on a sheet at 1 pixel per point.
    static func matrixSheet(columns: Int, title: String?) -> ContactSheet {
        ContactSheet(columns: max(1, columns), thumbnailWidth: 120, scale: 1, captionFont: FontDescriptor(size: 10, weight: .semibold),
                     title: title)
    }

    /// The common canvas and the number of columns for `work`, known before anything is
    /// played; throws when the sheet would be larger than `DrawingLimits.maxPixelSide`.
    static func matrixLayout(_ work: [(timeline: Timeline, combination: CheckCombination)], text: TextEngine)
        throws -> (canvas: Size, columns: Int) {
        var canvas = Size.zero
        for (timeline, c) in work {
            let s = c.applied(to: timeline).screen
            let b = s.bounds(in: s.initialOrientation).size
            canvas = Size(max(canvas.width, b.width), max(canvas.height, b.height))
        }
        let columns = Set(work.map(\.combination).map(columnKey)).count
        let sheet = matrixSheet(columns: columns, title: "animrender check")
        let size = sheet.pixelSize(count: work.count, frameWidth: max(1, Int(canvas.width)), frameHeight: max(1, Int(canvas.height)), text: text)
        guard max(size.width, size.height) <= DrawingLimits.maxPixelSide else {
            throw AnimRenderError("--contact-sheet: matrix.png of \(work.count.grouped) combinations would be \(size.width)×\(size.height) "
                                  + "pixels; at most \(DrawingLimits.maxPixelSide) on a side: narrow the matrix for the sheet")
        }
        return (canvas, columns)
    }

    /// The sheet of the combinations' last frames (`frames`, in matrix order).
    static func matrixSheet(_ frames: [(timeline: Timeline, combination: CheckCombination, frame: FrameState)],
                            canvas: Size, columns: Int, renderer: Renderer) throws -> PixelImage {
        let sheet = matrixSheet(columns: columns, title: "animrender check")
        let varying = varyingAxes(frames.map(\.combination), files: Set(frames.map(\.timeline.file)).count)
        var items: [ContactSheet.Item] = []
        for (timeline, c, frame) in frames {
            var builder = try RenderJob.sceneBuilder(settings: c.applied(to: timeline).runSettings, canvas: canvas,
                                                 options: RenderOptions(output: "", overlays: []))
            builder.scale = 2 * sheet.thumbnailWidth / max(1, canvas.width)
            items.append(ContactSheet.Item(image: try renderer.render(builder.scene(for: frame)), caption: caption(c, varying)))
        }
        return try sheet.render(items, renderer: renderer)
    }

    /// Where a combination goes across the sheet.
    static func columnKey(_ c: CheckCombination) -> String {
        "\(c.contentSizeCategory.rawValue)|\(c.layoutDirection.rawValue)|\(c.userInterfaceStyle.rawValue)"
    }

    /// The axes that take more than one value among `combinations` (by position in the label).
    static func varyingAxes(_ combinations: [CheckCombination], files: Int) -> [Int] {
        let parts = combinations.map(captionParts)
        return (0..<5).filter { k in Set(parts.map { $0[k] }).count > 1 }
    }

    /// `AX5 · RTL · dark · iPhone 13`: what varies, short, the device last (a caption too
    /// long for its cell loses its tail).
    static func caption(_ c: CheckCombination, _ varying: [Int]) -> String {
        let parts = captionParts(c)
        let shown = varying.isEmpty ? [parts[0]] : varying.filter { $0 > 0 }.map { parts[$0] } + varying.filter { $0 == 0 }.map { parts[$0] }
        return shown.joined(separator: " · ")
    }

    static func captionParts(_ c: CheckCombination) -> [String] {
        [c.device ?? "screen", c.orientation.rawValue, c.contentSizeCategory.shortName, c.layoutDirection.shortName.uppercased(),
         c.userInterfaceStyle.rawValue]
    }
}

extension ContentSizeCategory {
    /// The size as Settings' slider reads it: XS, S, M, L (the default), XL, XXL, XXXL,
    /// then AX1 … AX5 for the accessibility sizes.
    var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }
}
