import Playback
import Render

/// `frame_0000.png` …: the chosen frames, drawn and encoded on every thread (a frame
/// equal to the one before is not encoded again), written in order.
final class PNGSequenceSink: FrameSink {
    /// Frame indices that get a PNG, increasing.
    let chosen: [Int]
    let digits: Int
    let progress: (Int, Int) -> Void
    private var frames: [FrameState] = []
    private var next = 0

    init(chosen: [Int], frameCount: Int, progress: @escaping (Int, Int) -> Void) {
        self.chosen = chosen
        digits = max(4, String(frameCount - 1).count)
        self.progress = progress
        frames.reserveCapacity(chosen.count)
    }

    /// `frame_0007.png`: at least four digits, as many as the last frame needs.
    func name(_ k: Int) -> String {
        let s = String(k)
        return "frame_" + String(repeating: "0", count: digits - s.count) + s + ".png"
    }

    var fileNames: [String] { chosen.map(name) }

    func consume(_ frame: FrameState) throws {
        guard next < chosen.count, chosen[next] == frame.index else { return }
        frames.append(frame)
        next += 1
    }

    var drawnFrames: [Int] { frames.map(\.index) }

    func finish(_ run: RunOutput) throws {
        let images = try run.images()
        let scenes = frames.map { images.builder.scene(for: run.placed($0)) }
        let renderer = images.renderer
        try FrameEncoder(threads: images.threads).encode(count: scenes.count, frame: { try renderer.render(scenes[$0]) }) { i, png in
            try run.write(name(chosen[i]), bytes: png)
            progress(i + 1, scenes.count)
        }
    }
}
