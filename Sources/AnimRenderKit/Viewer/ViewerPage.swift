import Geometry
import JSONDocuments
import Overlays
import Render

/// The browser viewer of a render's output folder: `index.html` (the same bytes for every
/// render: HTML, CSS and JavaScript in one small file) and `viewer-data.js` (this render's
/// frames, trace and PNG names, handed to the page by a `<script>`). Documented in
/// docs/VIEWER.md. The overlay kinds drawn into the PNGs come from frames.json's
/// `canvas.overlays`; they start unchecked.
///
/// Promises: the data is a pure function of its inputs (no clock, no directory order), so
/// a render writes byte-identical viewer files every time; every frame index has an entry
/// in `images` (nil where no PNG was written), so the page never guesses file names.
public struct ViewerPage: Sendable {
    public static let pageName = "index.html"
    public static let dataName = "viewer-data.js"
    /// Both files, in the order they are written.
    public static let fileNames = [pageName, dataName]

    /// The page's title (the timeline's title, or the folder's name).
    public var title: String?
    /// The PNG file name of each frame index; nil where none was written.
    public var images: [String?]
    /// Shown above the frame: why something is off (no frames.json, for instance).
    public var note: String?
    /// trace.txt's text, shown up to the current frame's time.
    public var trace: String?
    /// The frames.json document, as written; nil when there is none.
    public var frames: JSONOutput?
    /// `--watch`'s render number: the page polls viewer-data.js and reloads when a render
    /// with another number has replaced it. nil (no polling, no field) outside watch mode.
    public var watch: Int?

    public init(title: String?, images: [String?], note: String?, trace: String?, frames: JSONOutput?, watch: Int? = nil) {
        self.title = title; self.images = images; self.note = note; self.trace = trace; self.frames = frames
        self.watch = watch
    }

    /// index.html.
    public static var html: [UInt8] { PackageResources.viewer_html }

    /// viewer-data.js: `animrenderViewer({…});`.
    public var dataScript: [UInt8] {
        let pieces = dataScriptPieces
        return pieces.head + StaticPage.escapingScriptEnd((frames ?? .null).compactBytes) + pieces.tail
    }

    /// viewer-data.js around frames.json's document (which goes between them, on one line
    /// and escaped with `StaticPage.escapingScriptEnd`, in any pieces): a render streams
    /// the document from the bytes it wrote for frames.json instead of holding it.
    var dataScriptPieces: (head: [UInt8], tail: [UInt8]) {
        let object = JSONOutput.ObjectPieces(before: members, key: "frames", after: watchMember, indent: nil, level: 0)
        return (StaticPage.callHead("animrenderViewer") + StaticPage.escapingScriptEnd(object.head),
                StaticPage.escapingScriptEnd(object.tail) + StaticPage.callTail)
    }

    /// The members before `frames`.
    private var members: [(String, JSONOutput)] {
        [
            ("title", title.map(JSONOutput.string) ?? .null),
            ("images", .array(images.map { $0.map(JSONOutput.string) ?? .null })),
            ("note", note.map(JSONOutput.string) ?? .null),
            ("styles", Self.styles),
            ("kinds", .array(OverlayKind.allCases.map { .string($0.rawValue) })),
            ("fonts", .object([("label", .number(OverlayPaint.labelFont.size)), ("badge", .number(OverlayPaint.badgeFont.size))])),
            ("trace", trace.map(JSONOutput.string) ?? .null),
        ]
    }

    /// The member after `frames`: `watch`, in watch mode.
    private var watchMember: [(String, JSONOutput)] {
        watch.map { [("watch", .number(Double($0)))] } ?? []
    }

    /// The renderer's overlay palette, so live overlays look like the baked ones.
    static var styles: JSONOutput {
        .object(OverlayStyle.allCases.map { style in
            let p = OverlayPaint.paint(for: style)
            return (style.rawValue, .object([
                ("stroke", .string(p.stroke.hex)), ("width", .number(p.lineWidth)), ("dash", .numbers(p.dash)),
                ("fill", .string(p.fill.hex)), ("text", .string(p.textColor.hex)),
            ]))
        })
    }
}
