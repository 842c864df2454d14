import AnimRenderKit
import Foundation

// A whole run against pycairo: `animrender` rendering a 120-frame @2x timeline (load,
// layout, playback, draw, encode, write every file) against a Python script that draws
// the same frames with pycairo and writes each with cairo's `write_to_png`.
//   animrender-bench png timeline [reps R]
//
// The timeline is Timelines/stack-view-screen.json (24 views: stacks four deep, filled
// rounded boxes, 14 labels, a wrapping paragraph) at 60 fps for 119/60 s = 120 frames,
// scale 2 (750×1624 px), no overlays, with its two animations retimed to 0–1 s and
// 1–1.98 s so that every frame differs from the one before (no frame is a copy).
//
// The peer draws, per frame, from our run's frames.json and the timeline: a fresh ARGB32
// surface, a white background, then every drawn view in frames.json order, mapped onto
// its on-screen outline (so transforms apply), scaled by the frame's scale: its
// background colour as a rounded rectangle (its corner radius, alpha multiplied in), and
// its text with cairo's toy text API in DejaVu Sans (bold for semibold and bold) at its
// font size and colour, centred vertically like a UILabel, wrapped greedily at word
// breaks when `numberOfLines` is 0; then `surface.write_to_png` to a file. It is timed from
// its first surface to its last file (Python's start-up and JSON parsing excluded; no
// layout work: the geometry comes solved). Ours is timed around `RenderJob.run` with the
// default outputs (PNGs, frames.json, trace.txt, the viewer), on every core and on one.
// Needs pycairo (`pip install pycairo`).
func runTimelineAgainstPycairo(reps: Int) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-pngrunbench")
    let timeline = folder.appendingPathComponent("stack-view-screen-120.json")
    let script = folder.appendingPathComponent("peer.py")
    do {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try benchTimeline(from: root.appendingPathComponent("Timelines/stack-view-screen.json")).write(to: timeline)
        try pycairoPeerScript.write(to: script, atomically: true, encoding: .utf8)
    } catch {
        print("png timeline: cannot prepare \(folder.path): \(error)")
        return
    }
    defer { try? FileManager.default.removeItem(at: folder) }

    /// One run of ours into a fresh folder: wall and process CPU seconds per frame.
    func ours(jobs: Int?, keep: Bool = false) throws -> (wall: Double, cpu: Double) {
        let out = folder.appendingPathComponent(keep ? "reference" : "ours")
        var summary: RenderJob.Summary?
        var failure: Error?
        var options = RenderOptions(output: out.path)
        options.jobs = jobs
        let t = timed { do { summary = try RenderJob.run(timeline: timeline.path, options: options) } catch { failure = error } }
        if let failure { throw failure }
        guard summary?.pngs == 120 else { throw AnimRenderError("rendered \(summary?.pngs ?? 0) PNGs, expected 120") }
        if !keep { try FileManager.default.removeItem(at: out) }
        return (t.wall / 120, t.process / 120)
    }
    /// One run of the peer: its wall and CPU seconds per frame.
    func peer() throws -> (wall: Double, cpu: Double) {
        let out = folder.appendingPathComponent("peer")
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runPython([script.path, timeline.path, folder.appendingPathComponent("reference/frames.json").path,
                                 out.path]).get()
        struct Result: Decodable { var frames: Int; var wall: Double; var cpu: Double }
        guard run.status == 0, let result = try? JSONDecoder().decode(Result.self, from: run.stdout) else {
            throw AnimRenderError("the pycairo peer failed; it needs `pip install pycairo`\n\(run.stderr)")
        }
        guard result.frames == 120 else { throw AnimRenderError("the peer drew \(result.frames) frames, expected 120") }
        return (result.wall / 120, result.cpu / 120)
    }

    var all: [(wall: Double, cpu: Double)] = [], one: [(wall: Double, cpu: Double)] = []
    var python: [(wall: Double, cpu: Double)] = []
    do {
        _ = try ours(jobs: nil, keep: true) // warm-up; its frames.json is what the peer draws
        for rep in 0..<reps {
            // Rotate the order so that each side runs first, second and third equally often.
            for k in 0..<3 {
                switch (rep + k) % 3 {
                case 0: all.append(try ours(jobs: nil))
                case 1: one.append(try ours(jobs: 1))
                default: python.append(try peer())
                }
            }
        }
    } catch {
        print("png timeline: \(error)")
        return
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    func line(_ name: String, _ runs: [(wall: Double, cpu: Double)]) -> String {
        let wall = Spread(runs.map(\.wall)), ratio = Spread(zip(python, runs).map { $0.wall / $1.wall })
        return String(format: "%@ %.2f ms/frame (%.2f–%.2f), CPU %.2f ms/frame, %.2fx faster (%.2f–%.2f)", name,
                      wall.median * 1000, wall.low * 1000, wall.high * 1000, Spread(runs.map(\.cpu)).median * 1000,
                      ratio.median, ratio.low, ratio.high)
    }
    let peerWall = Spread(python.map(\.wall))
    print(String(format: "png timeline stack-view-screen, 120 frames @2x, whole run: pycairo draw + write_to_png %.2f ms/frame"
                 + " (%.2f–%.2f), CPU %.2f ms/frame | ", peerWall.median * 1000, peerWall.low * 1000,
                 peerWall.high * 1000, Spread(python.map(\.cpu)).median * 1000)
          + line("animrender (\(cores) cores)", all) + " (target ≥ 8) | " + line("animrender --jobs 1", one)
          + " | wall time, median of \(reps) interleaved reps | load \(loadAverage())")
}

/// The stack-view example retimed to 120 frames at 60 fps and scale 2, every frame moving.
private func benchTimeline(from example: URL) throws -> Data {
    guard var json = try JSONSerialization.jsonObject(with: Data(contentsOf: example)) as? [String: Any],
          var events = json["timeline"] as? [[String: Any]], events.count == 2,
          var first = events[0]["animate"] as? [String: Any], var second = events[1]["animate"] as? [String: Any] else {
        throw AnimRenderError("\(example.path): not the stack-view example this benchmark expects (two animated events)")
    }
    json["render"] = ["fps": 60, "duration": 119.0 / 60, "scale": 2, "overlays": [String]()] as [String: Any]
    events[0]["at"] = 0; first["duration"] = 1; events[0]["animate"] = first
    events[1]["at"] = 1; second["duration"] = 0.98; events[1]["animate"] = second
    json["timeline"] = events
    return try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
}

private let pycairoPeerScript = #"""
import json, os, sys, time
import cairo

timeline, frames, out = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3]
views = {v["id"]: v for v in timeline["views"]}
scale = frames["scale"]
width, height = frames["canvas"]["size"]

def colour(text, alpha):
    h = text.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))
    a = int(h[6:8], 16) / 255 if len(h) == 8 else 1
    return r, g, b, a * alpha

def rounded(ctx, w, h, radius):
    r = min(radius, w / 2, h / 2)
    if r <= 0:
        ctx.rectangle(0, 0, w, h)
        return
    ctx.new_sub_path()
    ctx.arc(w - r, r, r, -1.5708, 0); ctx.arc(w - r, h - r, r, 0, 1.5708)
    ctx.arc(r, h - r, r, 1.5708, 3.14159); ctx.arc(r, r, r, 3.14159, 4.71239)
    ctx.close_path()

def lines(ctx, text, w, wrap):
    if not wrap:
        return [text]
    out, line = [], ""
    for word in text.split(" "):
        candidate = word if not line else line + " " + word
        if line and ctx.text_extents(candidate).x_advance > w:
            out.append(line); line = word
        else:
            line = candidate
    return out + [line]

wall, cpu = time.perf_counter(), time.process_time()
for frame in frames["frames"]:
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, int(width * scale), int(height * scale))
    ctx = cairo.Context(surface)
    ctx.scale(scale, scale)
    ctx.set_source_rgb(1, 1, 1)
    ctx.paint()
    for name, v in frame["views"].items():
        style = views.get(name)
        outline = v.get("outline")
        if style is None or outline is None or v["hidden"] or v["alpha"] <= 0:
            continue
        w, h = v["bounds"][2], v["bounds"][3]
        if w <= 0 or h <= 0:
            continue
        (x0, y0), (x1, y1), _, (x3, y3) = outline
        ctx.save()
        ctx.transform(cairo.Matrix((x1 - x0) / w, (y1 - y0) / w, (x3 - x0) / h, (y3 - y0) / h, x0, y0))
        if "backgroundColor" in style:
            ctx.set_source_rgba(*colour(style["backgroundColor"], v["alpha"]))
            rounded(ctx, w, h, style.get("cornerRadius", 0))
            ctx.fill()
        if "text" in style:
            font = style.get("font", {})
            bold = font.get("weight") in ("semibold", "bold", "heavy", "black")
            ctx.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL,
                                 cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
            ctx.set_font_size(font.get("size", 17))
            ctx.set_source_rgba(*colour(style.get("textColor", "#000000"), v["alpha"]))
            ascent, descent, line_height = ctx.font_extents()[:3]
            rows = lines(ctx, style["text"], w, style.get("numberOfLines", 1) == 0)
            top = (h - line_height * len(rows)) / 2
            for i, row in enumerate(rows):
                ctx.move_to(0, top + ascent + i * line_height)
                ctx.show_text(row)
        ctx.restore()
    surface.write_to_png(os.path.join(out, "frame_%04d.png" % frame["index"]))
print(json.dumps({"frames": len(frames["frames"]), "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}))
"""#
