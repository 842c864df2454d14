import Foundation
import Geometry
import ImageDiff

/// Finds where views were on screen in rendered frames, from the frames.json `animrender`
/// writes next to them, so `--ignore-view ID` can leave a view out of a diff.
///
/// A view's `frame` is in its superview's coordinates, so each ancestor's placement is
/// applied in turn: a point in an ancestor's bounds maps to its superview as
/// `center + transform × (p − bounds.origin − anchorPoint × bounds.size)` (UIKit's layer
/// geometry; `frame` alone is used when `center`/`bounds` are absent), until `window`.
/// The window is then placed on the image: through its own entry when frames.json lists
/// `window` (centre on the canvas, transform = the viewer's rotation), else centred on
/// the image when the image is larger than `screen.bounds` (the square canvas of rotating
/// timelines), else at the origin.
///
/// Limitations: frames.json (format v1) does not say who a view's superview is. A view
/// entry's optional `parent` field is used when present; without it the view is taken to
/// be a direct subview of `root` (the default parent in the timeline format), so nested
/// views are placed wrongly unless frames.json carries `parent`. `anchorPoint` is read
/// when present and is otherwise the default (0.5, 0.5). Without a `window` entry a
/// turned viewer (legacy rotation mid-turn) is not known, so the region is unrotated.
struct DiffViewLocator {
    struct View: Decodable {
        let frame: [Double]
        let bounds: [Double]?
        let center: [Double]?
        let transform: [Double]?
        let anchorPoint: [Double]?
        let parent: String?
    }

    struct Screen: Decodable {
        let bounds: [Double]?
    }

    struct Frame: Decodable {
        let index: Int
        let screen: Screen?
        let views: [String: View]
    }

    struct File: Decodable {
        let scale: Double?
        let frames: [Frame]
    }

    let path: String
    let scale: Double
    private let frames: [Int: Frame]

    /// Where frames.json sits for frames in `folder`.
    static func path(inFolder folder: String) -> String {
        DiffInputs.join(folder.isEmpty ? "." : folder, "frames.json")
    }

    /// Loads `folder/frames.json`; nil when there is none.
    static func load(folder: String) throws -> DiffViewLocator? {
        let path = path(inFolder: folder)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            return DiffViewLocator(path: path, scale: file.scale ?? 1,
                                   frames: Dictionary(file.frames.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a }))
        } catch {
            throw DiffError.framesJSONInvalid(path: path, error)
        }
    }

    /// Every view id any frame mentions, sorted, for error messages.
    var knownViews: [String] { Set(frames.values.flatMap { $0.views.keys }).sorted() }

    /// The frame index encoded in a file name like `frame_0012.png` (the last run of digits).
    static func frameIndex(ofFileNamed name: String) -> Int? {
        let stem = (name as NSString).deletingPathExtension
        let digits = stem.reversed().drop { !$0.isNumber }.prefix { $0.isNumber }
        return digits.isEmpty ? nil : Int(String(digits.reversed()))
    }

    /// The pixels view `id` covers in frame `index`: the bounding box of its transformed
    /// frame on the image, times the scale, widened to whole pixels so anti-aliased edges
    /// are covered. Nil when the frame or view is not listed.
    /// - Parameter imageSize: the compared image's size in pixels.
    func pixelRegion(ofView id: String, inFrame index: Int, imageSize: (width: Int, height: Int)) -> PixelRect? {
        guard let frame = frames[index], let view = frame.views[id], view.frame.count == 4 else { return nil }
        let views = frame.views
        var corners = Rect(view.frame[0], view.frame[1], view.frame[2], view.frame[3]).corners
        var ancestor = Self.parent(of: id, view)
        var steps = 0
        while let superview = ancestor.flatMap({ views[$0] }), steps <= views.count {
            corners = corners.map { Self.convert($0, toSuperviewOf: superview) }
            ancestor = Self.parent(of: ancestor!, superview)
            steps += 1
        }
        if id != "window" {
            corners = corners.map { placeWindowPoint($0, frame: frame, imageSize: imageSize) }
        }
        let box = Rect.bounding(corners)
        let x0 = (box.minX * scale).rounded(.down), y0 = (box.minY * scale).rounded(.down)
        let x1 = (box.maxX * scale).rounded(.up), y1 = (box.maxY * scale).rounded(.up)
        guard let x = x0.checkedInteger(), let y = y0.checkedInteger(),
              let width = (x1 - x0).checkedInteger(), let height = (y1 - y0).checkedInteger() else { return nil }
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    /// A window point on the image, in points (see the type's comment for the three cases).
    private func placeWindowPoint(_ p: Point, frame: Frame, imageSize: (width: Int, height: Int)) -> Point {
        if let window = frame.views["window"] { return Self.convert(p, toSuperviewOf: window) }
        guard let bounds = frame.screen?.bounds, bounds.count == 4 else { return p }
        let canvas = Size(Double(imageSize.width) / scale, Double(imageSize.height) / scale)
        return Point(p.x + max(0, (canvas.width - bounds[2]) / 2), p.y + max(0, (canvas.height - bounds[3]) / 2))
    }

    /// The superview's id, or nil at the top (the window's coordinates are the image's).
    private static func parent(of id: String, _ view: View) -> String? {
        if let parent = view.parent { return parent == "window" ? nil : parent }
        return id == "root" || id == "window" ? nil : "root"
    }

    /// Maps a point in `view`'s bounds coordinates to its superview's coordinates.
    private static func convert(_ p: Point, toSuperviewOf view: View) -> Point {
        guard let bounds = view.bounds, bounds.count == 4, let center = view.center, center.count == 2 else {
            return Point(p.x + view.frame[0], p.y + view.frame[1])
        }
        let anchor = view.anchorPoint.flatMap { $0.count == 2 ? Point($0[0], $0[1]) : nil } ?? Point(0.5, 0.5)
        let t = view.transform.flatMap { $0.count == 6
            ? AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) : nil } ?? .identity
        let local = Point(p.x - bounds[0] - anchor.x * bounds[2], p.y - bounds[1] - anchor.y * bounds[3])
        return Point(center[0], center[1]) + t.apply(local)
    }
}
