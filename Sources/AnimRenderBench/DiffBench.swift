import Foundation
import ImageDiff
import Render

/// `animrender-bench diff [repeats]`: times `PixelMatch.compare` against pixelmatch's C++
/// port (PyPI `pybind11-pixelmatch`) on the same image pairs in the same run, both making
/// a diff image, the fastest of `repeats` runs each (decoding excluded on both sides; the
/// minimum, not the median, because the machine is shared and contention only adds time).
/// Prints one line per pair with the ratio C++ time / Swift time (above 1: Swift faster).
func runDiffBench(_ args: [String]) {
    let repeats = args.first.flatMap(Int.init) ?? 7
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-diffbench")
    let script = folder.appendingPathComponent("peer.py")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try diffBenchPeerScript.write(to: script, atomically: true, encoding: .utf8)
    } catch {
        print("diff: cannot prepare \(folder.path): \(error)")
        return
    }
    guard let peer = runPeer(script: script.path, folder: folder.path, repeats: repeats) else { return }
    var ratios: [Double] = []
    for pair in peer.pairs {
        guard let a = try? load(pair.a), let b = try? load(pair.b) else {
            print("diff \(pair.name): cannot decode the peer's PNGs")
            continue
        }
        var times: [Double] = []
        var count = 0
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            count = (try? PixelMatch.compare(a, b))?.differingPixels ?? -1
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let swift = times.min()!
        ratios.append(pair.seconds / swift)
        let agree = count == pair.count ? "counts agree (\(count))" : "COUNTS DIFFER: swift \(count), C++ \(pair.count)"
        print("diff \(pair.name) \(a.width)x\(a.height): swift \(ms(swift)) ms, pixelmatch C++ \(ms(pair.seconds)) ms, "
              + "ratio \(String(format: "%.2f", pair.seconds / swift))x, \(agree)")
    }
    if !ratios.isEmpty {
        let geometricMean = Foundation.exp(ratios.map { Foundation.log($0) }.reduce(0, +) / Double(ratios.count))
        print("diff overall: C++/swift time ratio \(String(format: "%.2f", geometricMean))x (geometric mean; above 1 means Swift is faster)")
    }
}

private struct PeerResult: Decodable {
    struct Pair: Decodable {
        let name: String
        let a: String
        let b: String
        let count: Int
        let seconds: Double
    }
    let pairs: [Pair]
}

private func runPeer(script: String, folder: String, repeats: Int) -> PeerResult? {
    let run: PeerOutput
    switch runPython([script, folder, String(repeats)]) {
    case .success(let r): run = r
    case .failure(let error):
        print("diff: cannot run python3 (\(error)); install Python 3 and `pip install pybind11-pixelmatch pillow numpy`")
        return nil
    }
    let data = run.stdout, stderr = run.stderr
    guard run.status == 0, let result = try? JSONDecoder().decode(PeerResult.self, from: data) else {
        print("diff: the C++ pixelmatch peer failed; it needs `pip install pybind11-pixelmatch pillow numpy`\n\(stderr)")
        return nil
    }
    return result
}

private func load(_ path: String) throws -> RGBAImage {
    let png = try PNGDecoder.decode(contentsOf: path)
    return RGBAImage(width: png.width, height: png.height, pixels: png.rgba)
}

private func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

/// The peer: draws the pairs with Pillow (a 1125x2436 screen with cards and text, the same
/// with every other card moved 6 px, an identical pair, a dense gradient change) and times
/// pybind11-pixelmatch on them.
private let diffBenchPeerScript = #"""
import json, os, sys, time
import numpy as np
from PIL import Image, ImageDraw, ImageFont
import pybind11_pixelmatch as pm

out, repeats = sys.argv[1], int(sys.argv[2])
os.makedirs(out, exist_ok=True)
W, H = 1125, 2436  # an iPhone X frame at 3x
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

def screen(dy=0, label="Pin change"):
    im = Image.new("RGBA", (W, H), (255, 255, 255, 255)); d = ImageDraw.Draw(im)
    font = ImageFont.truetype(FONT, 51)
    for k in range(8):
        y = 180 + k * 270 + (dy if k % 2 else 0)
        d.rounded_rectangle([60, y, W - 60, y + 220], radius=36, fill=(74, 144, 226, 255))
        d.text((100, y + 70), "%s %d" % (label, k), font=font, fill=(255, 255, 255, 255))
    d.ellipse([W - 300, 40, W - 60, 160], fill=(230, 80, 60, 255))
    return im

def gradient(shift):
    x = np.arange(W, dtype=np.int32)[None, :]; y = np.arange(H, dtype=np.int32)[:, None]
    a = np.zeros((H, W, 4), np.uint8)
    a[..., 0] = (x + shift) % 256; a[..., 1] = (y // 3) % 256; a[..., 2] = ((x + y) // 4) % 256; a[..., 3] = 255
    return Image.fromarray(a, "RGBA")

pairs = {"ui-moved-cards": (screen(), screen(dy=6)),
         "ui-identical": (screen(), screen()),
         "gradient-shift": (gradient(0), gradient(40))}
results = []
options = pm.Options()
for name, (a, b) in pairs.items():
    pa, pb = os.path.join(out, name + "-a.png"), os.path.join(out, name + "-b.png")
    a.save(pa); b.save(pb)
    ia, ib = np.array(a), np.array(b)
    output = np.zeros_like(ia)
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        count = pm.pixelmatch(ia, ib, output=output, options=options)
        times.append(time.perf_counter() - t)
    results.append({"name": name, "a": pa, "b": pb, "count": count, "seconds": min(times)})
print(json.dumps({"width": W, "height": H, "pairs": results}))
"""#
