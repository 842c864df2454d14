import Playback
import Render

/// A video of every frame (`--video NAME.mp4|.webm|.mov`) at the documentation scale and
/// the timeline's fps, one video frame per timeline frame: ffmpeg reads the frames raw
/// over a pipe as they are drawn (on every core, in order) and writes the file into the
/// staging folder, so a failing ffmpeg leaves nothing under the name. Codecs and pixel
/// formats: `VideoFormat`.
final class VideoSink: AnimationSink {
    let name: String
    let format: VideoFormat
    let ffmpeg: FFmpeg
    var frames: [FrameState] = []

    /// Refuses, before anything is played, a name `VideoFormat` refuses or a missing ffmpeg.
    init(name: String) throws {
        self.name = name
        format = try VideoFormat.named(name, option: "--video")
        ffmpeg = try FFmpeg.locate(for: "--video")
    }

    var fileNames: [String] { [name] }

    func finish(_ run: RunOutput) throws {
        let animation = try animationFrames(run)
        let pixels = animation.pixelSize
        let (width, height) = PixelImage.videoSize(width: pixels.width, height: pixels.height)
        try run.write(name, byTool: { path in
            let arguments = format.arguments(width: width, height: height, fps: run.settings.render.fps, path: path)
            try ffmpeg.run(arguments, what: "\(run.path): \(name)") { write in
                try FrameStream(threads: animation.threads).run(count: animation.count, frame: animation.draw,
                                                                convert: { $0.rawVideoFrame }) { _, raw in
                    try write(raw)
                }
            }
        })
    }
}
