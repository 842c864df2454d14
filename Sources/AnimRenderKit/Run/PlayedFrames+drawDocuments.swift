import Geometry
import JSONDocuments
import Playback
import Render

extension PlayedFrames {
    /// frames.json as a run with `options` writes it, byte for byte, in memory (for
    /// snapshot strategies). Refuses, as the run does, a document with a non-finite number.
    public func framesJSON(options: RenderOptions) throws -> String {
        let sink = FramesJSONSink(frameCount: count)
        var canvas = FrameCanvas()
        for k in 0..<count {
            let state = try frame(k)
            canvas.add(state)
            try sink.consume(state)
        }
        var bytes: [UInt8] = []
        try RenderJob.writeFramesJSON(sink, settings: settings, canvas: canvas.size, options: options,
                                      to: ByteBatches { bytes += $0 })
        return String(decoding: bytes, as: UTF8.self)
    }

    /// contact-sheet.png of `frames` evenly spaced frames, as `--contact-sheet` draws it,
    /// in memory. Refuses, as the run does, a sheet beyond `DrawingLimits`.
    public func contactSheet(frames n: Int, options: RenderOptions) throws -> PixelImage {
        let drawing = try FrameDrawing(self, options: options)
        let picks = ContactSheetSink.evenlySpaced(n, count: count)
        let images = drawing.images
        try ContactSheetSink.checkSize(picks.count, frameSize: images.documentBuilder.pixelSize,
                                       text: images.renderer.text, path: path)
        return try ContactSheetSink.draw(try picks.map { try frame($0) }, images: images, title: settings.title)
    }
}
