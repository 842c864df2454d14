import AnimRenderKit
import Foundation
import ImageDiff
import SnapshotTesting

extension SnapshotTesting.Diffing where Value == Data {
    /// PNG bytes compared as images with `animrender diff`'s pixelmatch (swift-snapshot-testing's
    /// own image diffing needs UIKit or AppKit, absent on Linux). Identical bytes match at
    /// once; otherwise both are decoded and compared pixel by pixel, anti-aliasing tolerated
    /// as `animrender diff` tolerates it.
    ///
    /// swift-snapshot-testing keeps no attachments on Linux, so a mismatch also writes the
    /// diff image to `$SNAPSHOT_ARTIFACTS` (else the temporary folder), named in the message
    /// beside the actual image swift-snapshot-testing writes there.
    public static func pixels(options: PixelMatchOptions = PixelMatchOptions(),
                              limits: DiffLimits = DiffLimits()) -> SnapshotTesting.Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let expected: RGBAImage, got: RGBAImage
            do {
                expected = try RGBAImage(pngData: reference, path: "reference")
                got = try RGBAImage(pngData: actual, path: "snapshot")
            } catch {
                return ("the images could not be compared: \(error)", [])
            }
            guard expected.width == got.width, expected.height == got.height else {
                return ("image sizes differ: reference \(expected.width)x\(expected.height), snapshot \(got.width)x\(got.height)", [])
            }
            let result: PixelMatchResult
            do { result = try PixelMatch.compare(expected, got, options: options) } catch {
                return ("the images could not be compared: \(error)", [])
            }
            if limits.accepts(differing: result.differingPixels, total: result.totalPixels) { return nil }
            var message = "\(result.differingPixels) of \(result.totalPixels) pixels differ (threshold \(options.threshold))"
            guard let diff = result.diffImage, let png = try? diff.pngData() else { return (message, []) }
            let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                             isDirectory: true)
            // Named by the two images' contents: the same failure writes the same file.
            var hash = StableHash()
            hash.update(reference)
            hash.update(actual)
            let file = folder.appendingPathComponent("animrender-diff-\(hash.hex).png")
            if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
               (try? png.write(to: file)) != nil {
                message += "; diff image: \(file.path)"
            }
            return (message, [.data(png, name: "diff.png")])
        }
    }

    /// swift-snapshot-testing's two precisions on `pixels()`: `precision` is the share of
    /// pixels that must match (1 − it may differ), `perceptualPrecision` how close a pixel
    /// must be to match — pixelmatch's threshold is 1 − it (1: the same colour; 0.98, which
    /// swift-snapshot-testing calls the human eye's, allows small anti-aliasing shifts).
    static func pixels(precision: Float, perceptualPrecision: Float) -> SnapshotTesting.Diffing<Data> {
        let threshold = Double(min(max(1 - perceptualPrecision, 0), 1))
        let share = Double(min(max(1 - precision, 0), 1))
        return .pixels(options: PixelMatchOptions(threshold: threshold), limits: DiffLimits(maxDiffRatio: share))
    }
}
