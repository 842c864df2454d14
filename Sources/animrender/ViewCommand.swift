import ArgumentParser
import AnimRenderKit

/// `animrender view DIR`: write the browser viewer into a folder of frames that has none.
/// Argument parsing and exit codes only; the work is `ViewerFolder.write` in AnimRenderKit.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Write index.html, the browser viewer, into an existing folder of frames.",
        discussion: """
            A render writes the viewer itself (unless --no-viewer); this command is for a folder \
            rendered with --no-viewer or by an older animrender, or any folder of PNGs. Frames \
            named frame_N.png are shown at index N, other PNGs in name order. With the folder's \
            frames.json the viewer has overlays, view details, plots and the trace; without it \
            it shows the PNGs and says why the rest is off. A damaged frames.json is an error \
            (file:line:column) and nothing is written. Only index.html and viewer-data.js are \
            written; files animrender did not write are never overwritten.

            Open DIR/index.html in any browser; it needs no server and no network.
            """)

    @Argument(help: "Folders of frames.")
    var folders: [String]

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    func run() throws {
        let console = Console(quiet: quiet)
        var failed = false
        for folder in folders {
            do {
                let summary = try ViewerFolder.write(folder: folder)
                let slash = folder.hasSuffix("/") ? folder : folder + "/"
                console.finish("\(slash)index.html: \(summary.frames) frames, \(summary.pngs) PNG"
                               + (summary.hasFramesJSON ? "" : ", no frames.json (overlays off)"))
            } catch {
                console.error("\(error)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
