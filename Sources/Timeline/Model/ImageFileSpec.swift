import Playback

/// An image file a timeline names (a button's or an image view's `"image": "photo@2x.png"`),
/// resolved against the timeline's folder, with where it was first named: the run reads
/// each file once, before any frame is played, and a missing, damaged or enormous file is
/// an error located there.
public struct ImageFileSpec: Hashable, Sendable {
    public var path: String
    public var source: SourceReference
    public init(path: String, source: SourceReference) { self.path = path; self.source = source }
}

/// The image files named while a timeline is validated, each path once, in the order first
/// named. A class because every decoder of the load appends to the same list.
final class ImageFileLog {
    private(set) var files: [ImageFileSpec] = []
    func note(_ path: String, at source: SourceReference) {
        if !files.contains(where: { $0.path == path }) { files.append(ImageFileSpec(path: path, source: source)) }
    }
}
