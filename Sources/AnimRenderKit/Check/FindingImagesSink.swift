import Geometry
import Overlays
import Playback
import Render

/// The images of a failing combination's findings, written beside its viewer: for each
/// finding the first frame it holds in, cropped to where it is (with room around it) and
/// outlined in red; and
/// `thumbnail.png`, the first failing frame small, for the matrix page's grid.
final class FindingImagesSink: FrameSink {
    /// The findings, in report order, each with the name its image gets.
    let findings: [(finding: CheckFinding, image: String)]
    static let thumbnailName = "thumbnail.png"
    /// Pixels per point of the cropped images.
    static let cropScale = 2.0
    /// Points shown around a finding's region.
    static let cropMargin = 24.0
    /// The thumbnail's width in pixels.
    static let thumbnailWidth = 120.0
    private var frames: [Int: FrameState] = [:]

    init(findings: [CheckFinding]) {
        self.findings = findings.enumerated().map { k, f in (f, Self.imageName(k, f)) }
    }

    /// `finding-2-truncatedText.png`: the finding's place in the report and its rule.
    static func imageName(_ k: Int, _ f: CheckFinding) -> String { "finding-\(k + 1)-\(f.rule.rawValue).png" }

    var fileNames: [String] { findings.map(\.image) + [Self.thumbnailName] }

    func consume(_ frame: FrameState) throws {
        if findings.contains(where: { $0.finding.firstFrame == frame.index }) { frames[frame.index] = frame }
    }

    // No `drawnFrames`: a finding's image is drawn with its own overlays (none, or the safe
    // area) at the crop scale, not from the run's placements.

    func finish(_ run: RunOutput) throws {
        let images = try run.images()
        var builder = images.builder
        builder.overlays = []
        var crop = builder
        crop.scale = Self.cropScale
        // Each frame's scene is built once at the crop scale; each finding that starts in it
        // is drawn, outlined alone (the safe area shaded for `safeArea`), in its own region.
        for index in frames.keys.sorted() {
            guard let frame = frames[index] else { continue }
            let starting = findings.filter { $0.finding.firstFrame == index }
            let plain = crop.scene(for: frame)
            var shaded = crop
            shaded.overlays = [.safeArea]
            let withSafeArea = starting.contains { $0.finding.rule == .safeArea } ? shaded.scene(for: frame) : plain
            let toCanvas = crop.rootToScreen(crop.window(for: frame, views: false), frame: frame)
            for (finding, name) in starting {
                var scene = finding.rule == .safeArea ? withSafeArea : plain
                let region = finding.region.map(toCanvas.apply)
                if let region { scene.overlays.append(Overlay(.rect(region), style: .violation)) }
                let image = try images.renderer.render(scene, region: Self.pixels(around: region, in: scene))
                try run.write(name, bytes: PNGEncoder().encode(image))
            }
        }
        if let first = findings.map(\.finding.firstFrame).min(), let frame = frames[first] {
            var small = builder
            small.scale = Self.thumbnailWidth / max(1, builder.canvas.width)
            try run.write(Self.thumbnailName, bytes: PNGEncoder().encode(try images.renderer.render(small.scene(for: frame))))
        }
    }

    /// The pixels of `region` (canvas points) grown by the margin, within the image; the
    /// whole image without a region.
    static func pixels(around region: Rect?, in scene: Scene) -> PixelImage.Region {
        let width = scene.pixelWidth, height = scene.pixelHeight
        guard let region else { return PixelImage.Region(x: 0, y: 0, width: width, height: height) }
        let s = scene.scale, pad = scene.padding
        let grown = region.insetBy(.uniform(-cropMargin)).offsetBy(dx: pad, dy: pad)
        let x0 = max(0, min(Double(width - 1), (grown.minX * s).rounded(.down)))
        let y0 = max(0, min(Double(height - 1), (grown.minY * s).rounded(.down)))
        let x1 = max(x0 + 1, min(Double(width), (grown.maxX * s).rounded(.up)))
        let y1 = max(y0 + 1, min(Double(height), (grown.maxY * s).rounded(.up)))
        return PixelImage.Region(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}
