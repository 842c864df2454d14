import Render

/// Everything a user can get wrong when asking for a diff; each message names the file or
/// the id and says what would fix it. The CLI maps all of them to exit code 2. A failure
/// of a lower layer (the PNG decoder, Foundation's JSON decoder, the output folder) is kept
/// as the value that layer threw, and becomes text only in `description`.
public enum DiffError: Error, CustomStringConvertible {
    case notFound(String)
    case mixedKinds(file: String, folder: String)
    /// A file that is not a PNG the decoder can read.
    case unreadableImage(path: String, PNGDecodingError)
    case noFrames(folder: String)
    case framesJSONMissing(searched: [String])
    /// A frames.json Foundation's `JSONDecoder` cannot read as one (its `DecodingError`).
    case framesJSONInvalid(path: String, any Error)
    case unknownView(id: String, framesJSON: String, known: [String])
    case frameIndexUnknown(name: String)
    /// Writing the output failed: the output folder's error (`OutputFolder.Error`), the
    /// diff image's encoder's, or Foundation's reading a frame to copy it.
    case cannotWrite(any Error)

    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path): no such file or folder"
        case let .mixedKinds(file, folder):
            return "\(folder) is a folder but \(file) is a file; compare two PNG files or two folders of frames"
        case let .unreadableImage(path, error):
            let reason = error.reason
            return "cannot read image \(reason.hasPrefix(path) ? reason : "\(path): \(reason)")"
        case .noFrames(let folder):
            return "\(folder): no .png files in this folder"
        case .framesJSONMissing(let searched):
            return "--ignore-view needs the frames.json that `animrender` writes next to the frames; none at "
                + searched.joined(separator: " or ")
        case let .framesJSONInvalid(path, error):
            return "\(path): not a usable frames.json (\(error))"
        case let .unknownView(id, path, known):
            let list = known.prefix(20).joined(separator: ", ") + (known.count > 20 ? ", …" : "")
            return "--ignore-view \(id): no view with that id in \(path) (views: \(list))"
        case .frameIndexUnknown(let name):
            return "--ignore-view: cannot tell which frame \(name) is; frame files must be named like frame_0012.png"
        case .cannotWrite(let error):
            return "\(error)"
        }
    }
}
