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

    func finish(_ run: RunOutput) throws {
        let images = try run.images()
        let items = try frames.map {
            ContactSheet.Item(image: try images.renderer.render(images.documentBuilder.scene(for: $0)), time: $0.time)
        }
        let columns = Int(Double(picks.count).squareRoot().rounded(.up))   // 6 frames: 3 × 2
        let sheet = ContactSheet(columns: max(1, columns), thumbnailWidth: 180,
                                 title: run.timeline.title.map { Self.shortTitle($0) })
        try run.write(Self.fileName, bytes: PNGEncoder().encode(try sheet.render(items, renderer: images.renderer)))
    }

    /// `n` frame indices spread evenly from the first to the last frame.
    static func evenlySpaced(_ n: Int, count: Int) -> [Int] {
        guard n > 1, count > 1 else { return [count - 1] }
        var picks: [Int] = []
        for i in 0..<min(n, count) {
            let k = Int((Double(i) * Double(count - 1) / Double(min(n, count) - 1)).rounded())
            if !picks.contains(k) { picks.append(k) }
        }
        return picks
    }

    /// The part of a title before its first colon: contact sheets want a heading, not prose.
    static func shortTitle(_ title: String) -> String {
        String(title.split(separator: ":", maxSplits: 1).first ?? Substring(title))
    }
}
