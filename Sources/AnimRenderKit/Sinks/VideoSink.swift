import Playback
import Render

/// A video of every frame (`--video NAME.mp4|.webm|.mov`) at the documentation scale and
/// the timeline's fps, one video frame per timeline frame: ffmpeg reads the frames raw
/// over a pipe as they are drawn (on every core, in order) and writes the file into the
/// staging folder, so a failing ffmpeg leaves nothing under the name. Codecs and pixel
/// formats: `VideoFormat`.
final class VideoSink: FrameSink {
    let name: String
    let format: VideoFormat
    let ffmpeg: FFmpeg
    private var frames: [FrameState] = []

    /// Refuses, before anything is played, a name `VideoFormat` refuses or a missing ffmpeg.
    init(name: String) throws {
        self.name = name
        format = try VideoFormat.named(name, option: "--video")
        ffmpeg = try FFmpeg.locate(for: "--video")
    }

    var fileNames: [String] { [name] }

    func consume(_ frame: FrameState) throws { frames.append(frame) }

    var drawnFrames: [Int] { frames.map(\.index) }

    func finish(_ run: RunOutput) throws {
        let images = try run.images()
        let (frames, builder, renderer) = (self.frames.map(run.placed), images.documentBuilder, images.renderer)
        let pixels = builder.pixelSize
        let (width, height) = PixelImage.videoSize(width: pixels.width, height: pixels.height)
        let draw: @Sendable (Int) throws -> PixelImage = { try renderer.render(builder.scene(for: frames[$0])) }
        try run.write(name, byTool: { path in
            let arguments = format.arguments(width: width, height: height, fps: run.settings.render.fps, path: path)
            try ffmpeg.run(arguments, what: "\(run.path): \(name)") { write in
                try FrameStream(threads: images.threads).run(count: frames.count, frame: draw, convert: { $0.rawVideoFrame }) { _, raw in
                    try write(raw)
                }
            }
        })
    }
}
