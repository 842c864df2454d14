import Dispatch
import Foundation
import Geometry
import Render

// The PNG benchmark: per-frame draw and encode time for UI-like scenes at @2x and @3x,
// our encoder against cairo_surface_write_to_png's encoder on the same pixels in the
// same run, and sequence throughput on one thread versus all cores.
//   animrender-bench png [frames N] [sweep | profile] [write DIR]
// `sweep` measures every zlib level × filter × strategy on one scene (how `.flatUI`
// was chosen); `write DIR` also saves the sample frames for looking at.
func runPNGBench(_ args: [String]) {
    let frameCount = args.firstIndex(of: "frames").flatMap { Int(args[$0 + 1]) } ?? 12
    let renderer: Renderer
    do { renderer = try Renderer() } catch { print("png: \(error)"); return }
    if args.contains("sweep") { runPNGSweep(renderer); return }
    if args.contains("profile") {
        // Our encoder alone, long enough to attach `perf record`.
        let image = try! renderer.render(SampleScenes.cards(frame: 3, of: 12, scale: 2))
        let t = measure(40) { for _ in 0..<40 { _ = PNGEncoder().encode(image) } }
        print(String(format: "png profile: %.2f ms per @2x encode", t * 1000))
        return
    }
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
        for (what, draws) in [("encode", false), ("draw+encode", true)] {
            let one = throughput(renderer, scenes, images, threads: 1, draws: draws)
            let two = throughput(renderer, scenes, images, threads: 2, draws: draws)
            // On a shared machine wall-clock scaling shows the neighbours' load as much as
            // ours, so the CPU cost per frame is printed too: if two threads spend no more
            // CPU per frame than one, two free cores would give 2 × cpu1/cpu2.
            print(String(format: "png @%.0fx sequence %@: 1 thread %.1f frames/s | 2 threads %.1f frames/s | %.2fx"
                         + " (target ≥ 1.8) | CPU/frame %.2f vs %.2f ms: on 2 free cores %.2fx | load %@",
                         scale, what, one.fps, two.fps, two.fps / one.fps, one.cpu * 1000, two.cpu * 1000,
                         2 * one.cpu / two.cpu, loadAverage()))
        }
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

/// Frames per second through `FrameEncoder` with `threads` workers: encoding the
/// rendered `images`, or rendering `scenes` and encoding them (`draws`).
private func throughput(_ renderer: Renderer, _ scenes: [Scene], _ images: [PixelImage], threads: Int,
                        draws: Bool) -> (fps: Double, cpu: Double) {
    let encoder = FrameEncoder(threads: threads)
    let run = {
        try! encoder.encode(count: scenes.count, frame: { draws ? try renderer.render(scenes[$0]) : images[$0] },
                            write: { _, _ in })
    }
    let wall = measureWall(scenes.count, run)
    let cpu = best(of: 3, clock: CLOCK_PROCESS_CPUTIME_ID, run) / Double(scenes.count)
    return (1 / wall, cpu)
}

/// The 1-minute load average, to read throughput numbers against.
private func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

private func runPNGSweep(_ renderer: Renderer) {
    let images = (0..<4).map { try! renderer.render(SampleScenes.cards(frame: $0, of: 4, scale: 2)) }
    let cairoTime = measure(images.count) { _ = images.map(CairoPNGReference.encode) }
    let cairoSize = images.map { CairoPNGReference.encode($0).count }.reduce(0, +)
    print(String(format: "cairo: %.2f ms, %d bytes", cairoTime * 1000, cairoSize / images.count))
    for strategy in [PNGOptions.Strategy.standard, .filtered, .rle] {
        for filter in [PNGOptions.Filter.none, .sub, .up, .paeth, .adaptive] {
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
    func save(_ name: String, _ bytes: [UInt8]) {
        if !FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes)) {
            print("png: cannot write \(dir)/\(name)")
        }
    }
    save("cards@2x.png", PNGEncoder().encode(try! renderer.render(SampleScenes.cards(frame: 3, of: 12, scale: 2))))
    save("cards@3x.png", PNGEncoder().encode(try! renderer.render(SampleScenes.cards(frame: 0, of: 12, scale: 3))))
    var turning = SampleScenes.cards(frame: 0, of: 12, scale: 1)
    turning.padding = Scene.padding(toRotate: turning.size, bezel: 14)
    turning.rotation = -0.4
    turning.device = DeviceOutline(portraitScreenSize: turning.size, screenCornerRadius: 39)
    save("device.png", PNGEncoder().encode(try! renderer.render(turning)))
    let frames = (0..<12).map { try! renderer.render(SampleScenes.cards(frame: $0, of: 12, scale: 1)) }
    let sheet = ContactSheet(columns: 4, thumbnailWidth: 150, scale: 2, title: "Card slides down (frames 0, 3, 7, 11)")
    let items = [0, 3, 7, 11].map { ContactSheet.Item(image: frames[$0], time: Double($0) / 60) }
    save("sheet.png", PNGEncoder().encode(try! sheet.render(items, renderer: renderer)))
    save("cards.apng.png", try! APNGWriter(fps: 12).encode(frames + Array(repeating: frames[11], count: 6)))
}
