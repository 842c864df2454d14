import Playback

/// `index.html` and `viewer-data.js`: the browser viewer over the PNGs written, with
/// frames.json's document (made compact from the bytes `framesJSON` wrote) and the trace (see
/// `ViewerPage`).
final class ViewerSink: FrameSink {
    let pngs: PNGSequenceSink
    let framesJSON: FramesJSONSink
    let frameCount: Int

    /// Shows the PNGs `pngs` writes and the document `framesJSON` writes.
    init(pngs: PNGSequenceSink, framesJSON: FramesJSONSink, frameCount: Int) {
        self.pngs = pngs; self.framesJSON = framesJSON; self.frameCount = frameCount
    }

    var fileNames: [String] { ViewerPage.fileNames }

    func consume(_ frame: FrameState) throws {}

    func finish(_ run: RunOutput) throws {
        var images = [String?](repeating: nil, count: frameCount)
        for k in pngs.chosen { images[k] = pngs.name(k) }
        let page = ViewerPage(title: run.settings.title, images: images, note: nil, trace: run.trace,
                              frames: nil, watch: run.options.watchGeneration)
        try run.write(ViewerPage.pageName, bytes: ViewerPage.html)
        // frames.json's document, from the bytes written for it (see FramesJSONSink).
        let pieces = page.dataScriptPieces
        try run.write(ViewerPage.dataName) { write in
            try write(pieces.head)
            var compactor = JSONCompactor()
            try framesJSON.copy { try write(StaticPage.escapingScriptEnd(compactor.compact($0))) }
            try write(pieces.tail)
        }
    }
}
