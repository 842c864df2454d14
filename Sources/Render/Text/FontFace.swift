@_implementationOnly import CCairo
import Foundation

/// One font file loaded with FreeType and wrapped as a cairo font face. The cairo face
/// owns the `FT_Face` (it is released by cairo's user-data destroy callback, because
/// cairo's caches may outlive this object); this class owns one cairo reference.
final class FontFace: @unchecked Sendable {
    let path: String
    let handle: OpaquePointer // cairo_font_face_t

    /// Key for the user data that ties the FT_Face's lifetime to the cairo face.
    private static let faceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    init(file: FontCatalog.File) throws {
        let path = file.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw RenderError.fontMissing(path: path, package: file.package)
        }
        let library = FreeTypeLibrary.shared
        var face: FT_Face?
        let err: FT_Error = library.lock.withLock { FT_New_Face(library.handle, path, 0, &face) }
        guard err == 0, let face else {
            throw RenderError.fontUnreadable(path: path, freeTypeError: err, package: file.package)
        }
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0) else {
            fatalError("cairo_ft_font_face_create_for_ft_face returned nil")
        }
        let status = cairo_font_face_set_user_data(cairoFace, Self.faceKey, UnsafeMutableRawPointer(face)) { raw in
            guard let raw else { return }
            let library = FreeTypeLibrary.shared
            library.lock.withLock { _ = FT_Done_Face(raw.assumingMemoryBound(to: FT_FaceRec_.self)) }
        }
        CairoStatus.require(status, "cairo_font_face_set_user_data")
        CairoStatus.require(cairo_font_face_status(cairoFace), "cairo_ft_font_face_create_for_ft_face")
        self.path = path
        handle = cairoFace
    }

    deinit { cairo_font_face_destroy(handle) }
}
