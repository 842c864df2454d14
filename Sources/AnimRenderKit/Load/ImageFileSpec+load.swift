import Geometry
import Render
import Timeline

extension ImageFileSpec {
    /// Reads every image file a timeline names, each once: a missing, unreadable, non-PNG,
    /// damaged or too large file is an `AnimRenderError` located where the file was first
    /// named (`file:line:col: error: $.views[2].image: …`), listing every such file.
    static func load(_ files: [ImageFileSpec]) throws -> [String: Bitmap] {
        var images: [String: Bitmap] = [:]
        var problems: [TimelineError] = []
        for file in files {
            do {
                images[file.path] = try BitmapLoader.bitmap(contentsOfFile: file.path)
            } catch let e as PNGDecodingError {
                let hint = e.reason == "no such file" ? " (an image's path is relative to the timeline's folder)" : ""
                problems.append(TimelineError(at: file.source, message: "image \(e.path): \(e.reason)\(hint)"))
            } catch {
                problems.append(TimelineError(at: file.source, message: "image \(file.path) cannot be read: \(error)"))
            }
        }
        guard problems.isEmpty else { throw AnimRenderError(problems) }
        return images
    }
}
