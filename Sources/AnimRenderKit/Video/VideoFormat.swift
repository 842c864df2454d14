import Foundation
import JSONDocuments

/// The animation files written through ffmpeg, chosen by the file name's extension, and
/// how each is encoded. Chosen so flat UI colours survive and the files play everywhere:
///
/// | extension | codec | pixels |
/// |---|---|---|
/// | `.mp4`, `.mov` | H.264 (libx264, CRF 12, `-tune animation`) | 4:2:0 (`yuv420p`), BT.709, limited range |
/// | `.webm` | VP9 (libvpx-vp9, CRF 20, constant quality) | 4:2:0 (`yuv420p`), BT.709, limited range |
/// | `.gif` | GIF, one palette of 256 colours made for the animation (`GIFPalette`) | `pal8` |
///
/// 4:2:0 is what browsers, QuickTime and chat apps decode; 8-bit YUV cannot hold every
/// RGB colour, so a flat colour comes back within 2 of its value per channel, and colour
/// (not brightness) is kept at half resolution. Sides are made even (the last column or
/// row repeated). The encoders run on a fixed 4 threads and without version tags, so the
/// same frames and the same ffmpeg give the same bytes on every machine.
public enum VideoFormat: String, CaseIterable, Sendable {
    case mp4, mov, webm, gif

    /// The extensions `--video` takes.
    public static let videoExtensions: [VideoFormat] = [.mp4, .webm, .mov]

    /// Checks an output name given to `option` (`--video` or `--gif`) and returns its
    /// format: a file name (no folder: it is written into the output folder with the
    /// other outputs) with one of the option's extensions.
    public static func named(_ name: String, option: String) throws -> VideoFormat {
        let allowed: [VideoFormat] = option == "--gif" ? [.gif] : videoExtensions
        let list = allowed.map { "." + $0.rawValue }.joined(separator: ", ")
        guard !name.contains("/") else {
            let file = (name as NSString).lastPathComponent
            throw AnimRenderError("\(option) \(name): give a file name, not a path: the file is written into the output folder "
                                  + "with the other outputs (into each timeline's folder when there are several); "
                                  + "choose the folder with -o, e.g. -o \((name as NSString).deletingLastPathComponent)/ \(option) \(file)")
        }
        guard OutputFolder.isPlainName(name), !name.hasPrefix(".") else {
            throw AnimRenderError("\(option) '\(name)': not a usable file name; give a name like animation\(list.prefix(4))")
        }
        guard let format = VideoFormat(rawValue: (name as NSString).pathExtension.lowercased()), allowed.contains(format) else {
            throw AnimRenderError("\(option) \(name): the name must end in \(list) (it chooses the format)")
        }
        return format
    }

    /// The frame rate as ffmpeg reads it: `30`, or `12.5`.
    static func rate(_ fps: Double) -> String { JSONOutput.format(fps) }

    /// ffmpeg's arguments: raw frames of `width × height` on standard input at `fps`, one
    /// file written at `path` (never replacing anything there).
    func arguments(width: Int, height: Int, fps: Double, path: String) -> [String] {
        let input = ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", self == .gif ? "pal8" : "bgr0",
                     "-s", "\(width)x\(height)", "-framerate", Self.rate(fps), "-i", "pipe:0"]
        let reproducible = ["-threads", "4", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
        let colour = ["-vf", "scale=out_color_matrix=bt709:out_range=tv", "-pix_fmt", "yuv420p", "-colorspace", "bt709",
                      "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-color_range", "tv"]
        let output: [String]
        switch self {
        case .mp4, .mov:
            output = colour + ["-c:v", "libx264", "-preset", "medium", "-tune", "animation", "-crf", "12"] + reproducible
                + ["-movflags", "+faststart", "-f", rawValue]
        case .webm:
            output = colour + ["-c:v", "libvpx-vp9", "-crf", "20", "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1"]
                + reproducible + ["-f", "webm"]
        case .gif:
            output = ["-c:v", "gif", "-loop", "0"] + reproducible + ["-f", "gif"]
        }
        return input + output + ["-n", path]
    }
}
