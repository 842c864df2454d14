import Dispatch
import Foundation
import Geometry
import Render

// The PNG benchmark: per-frame draw and encode time for UI-like scenes at @2x and @3x,
// our encoder against cairo_surface_write_to_png's encoder on the same pixels in the
// same run, and sequence throughput on one thread versus all cores.
//   animrender-bench png [frames N] [sweep] [write DIR]
// `sweep` measures every zlib level × filter × strategy on one scene (how `.flatUI`
// was chosen); `write DIR` also saves the sample frames for looking at.
func runPNGBench(_ args: [String]) {
    let frameCount = args.firstIndex(of: "frames").flatMap { Int(args[$0 + 1]) } ?? 12
    let renderer: Renderer
    do { renderer = try Renderer() } catch { print("png: \(error)"); return }
    if args.contains("sweep") { runPNGSweep(renderer); return }
    if let i = args.firstIndex(of: "write"), i + 1 < args.count { writeSamples(renderer, to: args[i + 1]) }
    for scale in [2.0, 3.0] {
        let scenes = (0..<frameCount).map { SampleScenes.cards(frame: $0, of: frameCount, scale: scale) }
        var images: [PixelImage] = []
        let draw = measure(scenes.count) { images = scenes.map { try! renderer.render($0) } }
        var ours = 0, theirs = 0
        let encodeOurs = measure(images.count) { ours = images.map { PNGEncoder().encode($0).count }.reduce(0, +) }
        let encodeCairo = measure(images.count) {
            theirs = images.map { CairoPNGReference.encode($0).count }.reduce(0, +)
        }
        let n = Double(images.count)
        print(String(format: "png @%.0fx %dx%d: draw %.2f ms/frame | encode ours %.2f ms, %.0f KB | cairo %.2f ms, %.0f KB"
                     + " | speed %.2fx (target ≥ 4), size %.2fx (target ≤ 1.6)",
                     scale, images[0].width, images[0].height, draw * 1000, encodeOurs * 1000, Double(ours) / n / 1024,
                     encodeCairo * 1000, Double(theirs) / n / 1024, encodeCairo / encodeOurs, Double(ours) / Double(theirs)))
        let one = throughput(renderer, scenes, threads: 1)
        let all = throughput(renderer, scenes, threads: 2)
        print(String(format: "png @%.0fx sequence draw+encode: 1 thread %.1f frames/s | 2 threads %.1f frames/s | %.2fx"
                     + " (target ≥ 1.8)", scale, one, all, all / one))
    }
}

/// CPU seconds per item on this thread: the best of three runs of `body`, which
/// handles `count` items. CPU time, not wall time, because the machine is shared: other
/// processes stretch wall time but not the work our thread does.
private func measure(_ count: Int, _ body: () -> Void) -> Double {
    best(of: 3, clock: CLOCK_THREAD_CPUTIME_ID, body) / Double(count)
}

/// Wall seconds per item (for multi-threaded throughput), best of three.
private func measureWall(_ count: Int, _ body: () -> Void) -> Double {
    best(of: 3, clock: CLOCK_MONOTONIC, body) / Double(count)
}

private func best(of runs: Int, clock: clockid_t, _ body: () -> Void) -> Double {
    func now() -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    var best = Double.infinity
    for _ in 0..<runs {
        let start = now()
        body()
        best = min(best, now() - start)
    }
    return best
}

/// Frames per second of render + encode through `FrameEncoder` with `threads` workers.
private func throughput(_ renderer: Renderer, _ scenes: [Scene], threads: Int) -> Double {
    let encoder = FrameEncoder(threads: threads)
    let perFrame = measureWall(scenes.count) {
        try! encoder.encode(count: scenes.count, frame: { try renderer.render(scenes[$0]) }, write: { _, _ in })
    }
    return 1 / perFrame
}

private func runPNGSweep(_ renderer: Renderer) {
    let images = (0..<4).map { try! renderer.render(SampleScenes.cards(frame: $0, of: 4, scale: 2)) }
    let cairoTime = measure(images.count) { _ = images.map(CairoPNGReference.encode) }
    let cairoSize = images.map { CairoPNGReference.encode($0).count }.reduce(0, +)
    print(String(format: "cairo: %.2f ms, %d bytes", cairoTime * 1000, cairoSize / images.count))
    for strategy in [PNGOptions.Strategy.standard, .filtered, .rle] {
        for filter in [PNGOptions.Filter.none, .sub, .up, .paeth] {
            for level in [1, 2, 3, 4] {
                let encoder = PNGEncoder(options: PNGOptions(compressionLevel: level, filter: filter, strategy: strategy))
                var size = 0
                let t = measure(images.count) { size = images.map { encoder.encode($0).count }.reduce(0, +) }
                print(String(format: "%-11@ %-8@ level %d: %6.2f ms %8d bytes  speed %5.2fx size %.2fx",
                             strategy.rawValue, filter.rawValue, level, t * 1000, size / images.count,
                             cairoTime / t, Double(size) / Double(cairoSize)))
            }
        }
    }
}

private func writeSamples(_ renderer: Renderer, to dir: String) {
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, scene) in [("cards@2x", SampleScenes.cards(frame: 3, of: 12, scale: 2)),
                          ("cards@3x", SampleScenes.cards(frame: 0, of: 12, scale: 3))] {
        let png = PNGEncoder().encode(try! renderer.render(scene))
        FileManager.default.createFile(atPath: dir + "/" + name + ".png", contents: Data(png))
    }
}
