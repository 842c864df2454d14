import Render

/// animrender's version: the one place it is written. `animrender --version` prints
/// `description`; bump `number` with each release.
public enum AnimRenderVersion {
    public static let number = "0.9.0"

    /// "animrender 0.9.0 (cairo 1.16.0, libpng 1.6.39)": the libraries decide the pixels,
    /// so a bug report needs them too.
    public static var description: String { "animrender \(number) (\(RenderModule.libraryVersions))" }
}
