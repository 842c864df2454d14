@_implementationOnly import CCairo
import Foundation

/// The process-wide FreeType library. It is never freed: cairo may keep font faces (and
/// so their `FT_Face`s, which belong to this library) in its caches until exit, and
/// freeing the library first would free those faces under cairo's feet.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()
    let handle: FT_Library
    /// FreeType forbids concurrent use of one library for opening faces.
    let lock = NSLock()

    private init() {
        var lib: FT_Library?
        let err = FT_Init_FreeType(&lib)
        guard err == 0, let lib else { fatalError("FreeType failed to initialise (error \(err))") }
        handle = lib
    }
}
