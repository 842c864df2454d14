import Playback
import Render

/// An animated GIF of every frame (`--gif NAME.gif`) at the documentation scale and the
/// timeline's fps, with one palette made for the whole animation (`GIFPalette`: the flat
/// colours exactly). Two passes over the frames, both drawn on every core: the first
/// counts colours, the second sends each frame's palette indices raw over a pipe to
/// ffmpeg, which writes the GIF into the staging folder.
final class GIFSink: AnimationSink {
    let name: String
    let ffmpeg: FFmpeg
    var frames: [FrameState] = []

    init(name: String) throws {
        self.name = name
        _ = try VideoFormat.named(name, option: "--gif")
        ffmpeg = try FFmpeg.locate(for: "--gif")
    }

    var fileNames: [String] { [name] }

    func finish(_ run: RunOutput) throws {
        let animation = try animationFrames(run)
        let stream = FrameStream(threads: animation.threads)
        var histogram = GIFPalette.Histogram()
        try stream.run(count: animation.count, frame: animation.draw, convert: { GIFPalette.Histogram(of: $0) }) { _, counts in histogram.add(counts) }
        let palette = GIFPalette(histogram)
        let table = palette.pal8
        let pixels = animation.pixelSize
        try run.write(name, byTool: { path in
            let arguments = VideoFormat.gif.arguments(width: pixels.width, height: pixels.height, fps: run.settings.render.fps, path: path)
            try ffmpeg.run(arguments, what: "\(run.path): \(name)") { write in
                try stream.run(count: animation.count, frame: animation.draw, convert: { palette.indices(of: $0) }) { _, indices in
                    try write(indices)
                    try write(table)
                }
            }
        })
    }
}
