/// Every failure a user of Render can cause (a missing font, an impossible image size,
/// a file that cannot be written). Each case's `description` names what went wrong and
/// what would fix it. Broken invariants (cairo running out of memory mid-draw) are not
/// errors but traps.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font file animrender loads by path is missing; `package` is the Debian package
    /// that installs it (nil for a font the user named).
    case fontMissing(path: String, package: String?)
    /// FreeType could not open a font file that exists (corrupt or not a font).
    case fontUnreadable(path: String, freeTypeError: Int32, package: String?)
    /// A folder of fonts (`--font-dir`) that cannot be read.
    case fontFolder(path: String, reason: String)
    /// An image with no pixels or more pixels than cairo can address.
    case invalidImageSize(width: Int, height: Int)
    /// A scene whose size or scale cannot produce an image.
    case invalidScene(String)
    /// A cairo call failed with a status a caller can provoke (e.g. a huge surface).
    case cairo(operation: String, status: String)
    /// A sequence of frames that cannot go into one animated PNG.
    case invalidAnimation(String)
    /// The temporary file an output is streamed through cannot be written or read back.
    case scratch(String)

    public var description: String {
        switch self {
        case .fontMissing(let path, let package?):
            return "font file not found: \(path) (install it with `apt-get install \(package)`)"
        case .fontMissing(let path, nil):
            return "font file not found: \(path) (check the path: a timeline's font files are relative to the timeline)"
        case .fontUnreadable(let path, let code, let package?):
            return "FreeType cannot read \(path) (FreeType error \(code)); reinstall \(package)"
        case .fontUnreadable(let path, let code, nil):
            return "FreeType cannot read \(path) (FreeType error \(code)): it is not a TrueType or OpenType font file, or it is damaged; give a .ttf, .otf or .ttc file"
        case .fontFolder(let path, let reason):
            return "cannot read the font folder \(path): \(reason)"
        case .invalidImageSize(let w, let h):
            return "invalid image size \(w)×\(h) pixels: both sides must be 1…32767"
        case .invalidScene(let why):
            return "invalid scene: \(why)"
        case .cairo(let op, let status):
            return "cairo failed in \(op): \(status)"
        case .invalidAnimation(let why):
            return "cannot write animated PNG: \(why)"
        case .scratch(let why):
            return "cannot use the temporary file (\(why.prefix(1).lowercased() + why.dropFirst()))"
        }
    }
}
