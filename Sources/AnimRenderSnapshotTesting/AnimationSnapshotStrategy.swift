import AnimRenderKit
import AnimRenderUIKit
@_spi(Snapshots) import UIKit
import Foundation
import ImageDiff
import Render

/// What `assertAnimationSnapshot(of:as:)` compares a recording by. Each strategy checks
/// one or more goldens, `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the test:
///
/// | strategy | golden(s) | compared |
/// |---|---|---|
/// | `.contactSheet(frames: n)` | `contact-sheet-n.png` | pixel by pixel (`animrender diff`'s pixelmatch, anti-aliasing tolerated) |
/// | `.keyFrames([i, j])` | `frame-i.png`, `frame-j.png` | the frames' PNGs, as the CLI writes them, pixel by pixel |
/// | `.framesJSON` | `frames.json` | line by line (the first differing line is named) |
/// | `.trace` | `trace.txt` | line by line |
///
/// The image and frames.json strategies take `options:` (`RecordingOutputOptions`: the
/// timeline's `render` settings — overlays, scale, device outline, system UI) and check
/// what `recording.write(to:options:)` writes with them.
///
/// Not a UIKit type: animrender's, modelled on swift-snapshot-testing's strategies
/// (whose own product is `AnimRenderSnapshotTesting`).
public struct AnimationSnapshotStrategy {
    /// One golden: its name in the file name and how the recording is checked against it.
    struct Check {
        var name: String
        var verify: (Recording, SnapshotVerifier, _ file: String, _ testName: String) -> String?
    }

    let checks: [Check]

    /// `n` frames spread evenly from the first to the last, side by side with their times,
    /// as `animrender --contact-sheet n` draws contact-sheet.png (drawn with `options`, the
    /// timeline's `render` settings).
    public static func contactSheet(frames n: Int, options: RecordingOutputOptions = RecordingOutputOptions())
        -> AnimationSnapshotStrategy {
        let strategy = SnapshotStrategy<PixelImage, RGBAImage>.frame().pullback { (recording: Recording) in
            try recording.contactSheet(frames: n, options: options).pixels
        }
        return AnimationSnapshotStrategy(checks: [check("contact-sheet-\(n)", strategy)])
    }

    /// The frames at these indices, each its own golden, drawn as the CLI's PNGs (with
    /// `options`, the timeline's `render` settings).
    public static func keyFrames(_ indices: [Int], options: RecordingOutputOptions = RecordingOutputOptions())
        -> AnimationSnapshotStrategy {
        AnimationSnapshotStrategy(checks: indices.map { k in
            check("frame-\(k)", SnapshotStrategy<PixelImage, RGBAImage>.frame().pullback { (recording: Recording) in
                try recording.image(ofFrame: k, options: options).pixels
            })
        })
    }

    /// `keyFrames([i, j, …])` written `keyFrames(i, j, …)`.
    public static func keyFrames(_ indices: Int..., options: RecordingOutputOptions = RecordingOutputOptions())
        -> AnimationSnapshotStrategy {
        keyFrames(indices, options: options)
    }

    /// frames.json exactly as `recording.write(to:)` writes it.
    public static var framesJSON: AnimationSnapshotStrategy { framesJSON(options: RecordingOutputOptions()) }

    /// frames.json exactly as `recording.write(to:options:)` writes it.
    public static func framesJSON(options: RecordingOutputOptions) -> AnimationSnapshotStrategy {
        var lines = SnapshotStrategy<String, String>.lines
        lines.pathExtension = "json"
        return AnimationSnapshotStrategy(checks: [check("frames", lines.pullback { (r: Recording) in try r.framesJSON(options: options) })])
    }

    /// trace.txt exactly as `recording.write(to:)` writes it.
    public static var trace: AnimationSnapshotStrategy {
        AnimationSnapshotStrategy(checks: [check("trace", SnapshotStrategy<String, String>.lines.pullback { (r: Recording) in
            r.trace.map { $0 + "\n" }.joined()   // trace.txt, as `write(to:)` writes it
        })])
    }

    /// Several strategies at once (e.g. `.combining([.framesJSON, .contactSheet(frames: 6)])`).
    public static func combining(_ strategies: [AnimationSnapshotStrategy]) -> AnimationSnapshotStrategy {
        AnimationSnapshotStrategy(checks: strategies.flatMap(\.checks))
    }

    private static func check<Format>(_ name: String, _ strategy: SnapshotStrategy<Recording, Format>) -> Check {
        Check(name: name) { recording, verifier, file, testName in
            verifier.verify(recording, as: strategy, named: name, file: file, testName: testName)
        }
    }
}
