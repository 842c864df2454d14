/// Everything a user can get wrong when asking for a diff; each message names the file or
/// the id and says what would fix it. The CLI maps all of them to exit code 2.
public enum DiffError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case mixedKinds(file: String, folder: String)
    case unreadableImage(path: String, reason: String)
    case noFrames(folder: String)
    case framesJSONMissing(searched: [String])
    case framesJSONInvalid(path: String, reason: String)
    case unknownView(id: String, framesJSON: String, known: [String])
    case frameIndexUnknown(name: String)
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path): no such file or folder"
        case let .mixedKinds(file, folder):
            return "\(folder) is a folder but \(file) is a file; compare two PNG files or two folders of frames"
        case let .unreadableImage(path, reason):
            return "cannot read image \(reason.hasPrefix(path) ? reason : "\(path): \(reason)")"
        case .noFrames(let folder):
            return "\(folder): no .png files in this folder"
        case .framesJSONMissing(let searched):
            return "--ignore-view needs the frames.json that `animrender` writes next to the frames; none at "
                + searched.joined(separator: " or ")
        case let .framesJSONInvalid(path, reason):
            return "\(path): not a usable frames.json (\(reason))"
        case let .unknownView(id, path, known):
            let list = known.prefix(20).joined(separator: ", ") + (known.count > 20 ? ", …" : "")
            return "--ignore-view \(id): no view with that id in \(path) (views: \(list))"
        case .frameIndexUnknown(let name):
            return "--ignore-view: cannot tell which frame \(name) is; frame files must be named like frame_0012.png"
        case .cannotWrite(let reason):
            return reason
        }
    }
}
