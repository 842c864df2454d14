@_implementationOnly import CCairo

/// The one place cairo status codes are turned into errors or traps, so that no return
/// code is ignored anywhere else.
enum CairoStatus {
    /// Throws when `status` is not success; for failures a caller can provoke.
    static func check(_ status: cairo_status_t, _ operation: String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw RenderError.cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
    }
    /// Traps when `status` is not success; for failures that mean a broken invariant
    /// (we validated every input that could cause them).
    static func require(_ status: cairo_status_t, _ operation: String) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        fatalError("cairo failed in \(operation): \(String(cString: cairo_status_to_string(status)))")
    }
}
