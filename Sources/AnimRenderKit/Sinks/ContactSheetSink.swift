import Geometry
import Playback
import Render

/// `contact-sheet.png`: `count` evenly spaced frames side by side, at the documentation
/// scale, with their times and the timeline's title.
final class ContactSheetSink: FrameSink {
    static let fileName = "contact-sheet.png"
    let picks: [Int]
    private var frames: [FrameState] = []

    init(count: Int, frameCount: Int) {
        picks = Self.evenlySpaced(count, count: frameCount)
    }

    var fileNames: [String] { [Self.fileName] }

    func consume(_ frame: FrameState) throws {
        if picks.contains(frame.index) { frames.append(frame) }
    }

    /// Refuses, before any sink writes, a sheet larger than `DrawingLimits.maxPixelSide`,
    /// saying how many frames would fit.
    func prepare(_ run: RunOutput) throws {
        let pixels = try run.images().documentBuilder.pixelSize
        try Self.checkSize(picks.count, frameSize: pixels, text: try run.images().renderer.text, path: run.path)
    }

    // No `drawnFrames`: the run's placements are the full-size frame's, and a thumbnail's
    // labels are placed for its own size (see `draw`), so none is kept for the sheet.

    /// Draws the picked frames into the sheet one at a time: the sheet alone stays in memory.
    func finish(_ run: RunOutput) throws {
        try run.write(Self.fileName, bytes: PNGEncoder().encode(try Self.draw(frames, images: try run.images(),
                                                                              title: run.settings.title)))
    }

    /// The sheet of `frames` (already picked), drawn one frame at a time. A frame shrinks to
    /// a thumbnail, so its overlay labels are drawn larger (`labelScale`) and placed for
    /// that size, once per thumbnail: frames.json's pills (and the frames' images') are the
    /// full-size frame's, another placement of another drawing.
    static func draw(_ frames: [FrameState], images: FrameImages, title: String?) throws -> PixelImage {
        let pixels = images.documentBuilder.pixelSize
        let sheet = sheet(count: frames.count, title: title)
        var builder = images.documentBuilder
        builder.labelScale = labelScale(frameWidth: builder.canvas.width + 2 * builder.padding, thumbnailWidth: sheet.thumbnailWidth)
        var drawing = try sheet.begin(count: frames.count, frameWidth: pixels.width, frameHeight: pixels.height, renderer: images.renderer)
        for frame in frames {
            try drawing.add(ContactSheet.Item(image: try images.renderer.render(builder.scene(for: frame)), time: frame.time))
        }
        return drawing.image
    }

    /// How much larger overlay labels are drawn in a thumbnail of `thumbnailWidth` points
    /// made from a frame `frameWidth` points wide: enough that a 10 pt label is still 5.5 pt
    /// on the sheet (11 pixels at its scale of 2), and never smaller than in the frames.
    static func labelScale(frameWidth: Double, thumbnailWidth: Double) -> Double {
        max(1, 0.55 * frameWidth / thumbnailWidth)
    }

    /// The sheet for `count` frames: as square a grid as it gets (6 frames: 3 × 2).
    static func sheet(count: Int, title: String?) -> ContactSheet {
        let columns = Double(count).squareRoot().checkedInteger(rounding: .up) ?? 1
        return ContactSheet(columns: max(1, columns), thumbnailWidth: 180, title: title.map { shortTitle($0) })
    }

    /// Throws when a sheet of `count` frames of `frameSize` pixels would be larger than
    /// `DrawingLimits.maxPixelSide`; the message gives the most frames that fit.
    static func checkSize(_ count: Int, frameSize: (width: Int, height: Int), text: TextEngine, path: String) throws {
        func side(_ n: Int) -> (width: Int, height: Int) {
            sheet(count: n, title: nil).pixelSize(count: n, frameWidth: frameSize.width, frameHeight: frameSize.height, text: text)
        }
        let asked = side(count)
        guard max(asked.width, asked.height) > DrawingLimits.maxPixelSide else { return }
        var low = 1, high = count   // the sheet grows with the count: bisect for the most that fit
        while low < high {
            let mid = (low + high + 1) / 2
            if max(side(mid).width, side(mid).height) <= DrawingLimits.maxPixelSide { low = mid } else { high = mid - 1 }
        }
        throw AnimRenderError("\(path): error: --contact-sheet \(count): the sheet would be \(asked.width)×\(asked.height) pixels; "
                              + "at most \(DrawingLimits.maxPixelSide) on a side: choose at most \(low) frames")
    }

    /// `n` frame indices spread evenly from the first to the last frame.
    static func evenlySpaced(_ n: Int, count: Int) -> [Int] {
        guard n > 1, count > 1 else { return [count - 1] }
        var picks: [Int] = []
        for i in 0..<min(n, count) {
            let k = (Double(i) * Double(count - 1) / Double(min(n, count) - 1)).checkedInteger() ?? count - 1
            if picks.last != k { picks.append(k) }   // k never decreases: linear, not quadratic
        }
        return picks
    }

    /// The part of a title before its first colon: contact sheets want a heading, not prose.
    static func shortTitle(_ title: String) -> String {
        String(title.split(separator: ":", maxSplits: 1).first ?? Substring(title))
    }
}
