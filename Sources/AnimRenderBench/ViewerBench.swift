import AnimRenderKit
import Foundation

// The viewer benchmark: how fast a 1,000-frame render's index.html opens in Chromium, and
// what a scrub costs once it is open.
//   animrender-bench viewer [frames N] [reps R]
// Renders Timelines/pin-change-frames.json stretched to N frames (default 1000) at 60 fps,
// scale 1, into a temporary folder, then opens its index.html from disk in Debian's
// Chromium (headless, driven by Playwright for Python, as the tests do) R times (default
// 5, fresh page each time) and prints the median of: navigation start → the page's data
// read and drawn (`ready`), → the first frame's PNG decoded and shown (`first frame`);
// then the JavaScript time of one scrub step (go to a frame: overlays, details, plot
// cursor, trace), and one scrub step until its PNG is decoded. Also the written files'
// sizes. Needs `pip install playwright` and `apt-get install chromium`.
func runViewerBench(_ args: [String]) {
    func value(_ name: String) -> Int? { args.firstIndex(of: name).flatMap { $0 + 1 < args.count ? Int(args[$0 + 1]) : nil } }
    let frames = max(2, value("frames") ?? 1000)
    let reps = max(1, value("reps") ?? 5)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-viewerbench")
    let out = folder.appendingPathComponent("out")
    do {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The pin-change example, played for (N - 1) / 60 s at 60 fps: N frames.
        var text = try String(contentsOf: root.appendingPathComponent("Timelines/pin-change-frames.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""render": { "fps": 30,"#,
                                         with: #""render": { "fps": 60, "duration": \#(Double(frames - 1) / 60),"#)
        let timeline = folder.appendingPathComponent("long.json")
        try text.write(to: timeline, atomically: true, encoding: .utf8)
        let start = DispatchTime.now().uptimeNanoseconds
        let summary = try RenderJob.run(timeline: timeline.path, options: RenderOptions(output: out.path, scale: 1))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard summary.frames == frames else { print("viewer: rendered \(summary.frames) frames, wanted \(frames)"); return }
        print(String(format: "viewer: rendered %d frames in %.1f s", frames, seconds))
        let size = { (name: String) in (try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.size] as? Int) ?? 0 }
        print("viewer: index.html \(size("index.html")) B, viewer-data.js \(size("viewer-data.js")) B, "
              + "frames.json \(size("frames.json")) B, frame_0000.png \(size("frame_0000.png")) B")
        try viewerBenchScript.write(to: folder.appendingPathComponent("open.py"), atomically: true, encoding: .utf8)
    } catch {
        print("viewer: cannot prepare the render: \(error)")
        return
    }
    switch runPython([folder.appendingPathComponent("open.py").path, out.appendingPathComponent("index.html").path, String(reps)]) {
    case .failure(let error):
        print("viewer: cannot run python3: \(error)")
    case .success(let peer) where peer.status != 0:
        print("viewer: the browser script failed (it needs `pip install playwright` and Debian's chromium):\n\(peer.stderr)")
    case .success(let peer):
        print(String(decoding: peer.stdout, as: UTF8.self), terminator: "")
    }
}

/// Opens the page REPS times and prints the medians (see `runViewerBench`).
let viewerBenchScript = #"""
import os, statistics, sys
from playwright.sync_api import sync_playwright
page_path, reps = sys.argv[1], int(sys.argv[2])
chromium = os.environ.get("ANIMRENDER_CHROMIUM", "/usr/bin/chromium")
ready, first, nav = [], [], []
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    for _ in range(reps):
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto("file://" + page_path, wait_until="load")
        page.wait_for_function("document.body.dataset.firstFrameMs !== undefined", timeout=20000)
        if errors:
            sys.exit("page errors: " + "; ".join(errors))
        ready.append(float(page.evaluate("document.body.dataset.readyMs")))
        first.append(float(page.evaluate("document.body.dataset.firstFrameMs")))
        nav.append(page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd"))
        count = int(page.evaluate("Number(document.getElementById('scrubber').max) + 1"))
        page.click("#viewlist button[data-view=card]")   # details and plot on, as a user would have them
        step_js = page.evaluate("""(n) => { const t0 = performance.now();
            for (let i = 0; i < 200; i++) go((i * 7919) % n);
            return (performance.now() - t0) / 200; }""", count)
        step_shown = page.evaluate("""async (n) => { const img = document.getElementById('frame'); const t0 = performance.now();
            for (let i = 0; i < 30; i++) { go((i * 104729 + 500) % n); await img.decode(); }
            return (performance.now() - t0) / 30; }""", count)
        page.close()
    browser.close()
med = statistics.median
print(f"viewer: {count} frames: ready {med(ready):.0f} ms, first frame {med(first):.0f} ms, load event {med(nav):.0f} ms "
      f"(median of {reps}, from navigation start); scrub step {step_js:.2f} ms JS, {step_shown:.1f} ms until its PNG is decoded")
"""#
