import AnimRenderKit
import Foundation
import ImageDiff
import Render

extension SnapshotStrategy where Value == RGBAImage, Format == RGBAImage {
    /// RGBA images stored as PNG and compared with `animrender diff`'s pixelmatch: the
    /// defaults tolerate anti-aliasing noise (e.g. another cairo version) but no real
    /// change. On failure the diff image is attached next to the expected and actual PNGs.
    static func image(options: PixelMatchOptions = PixelMatchOptions(),
                             limits: DiffLimits = DiffLimits()) -> SnapshotStrategy {
        let diffing = SnapshotDiffing<RGBAImage>(
            toData: { try $0.pngData() },
            fromData: { try RGBAImage(pngData: $0, path: "golden") },
            diff: { expected, actual in
                guard expected.width == actual.width, expected.height == actual.height else {
                    return .init(message: "image sizes differ: expected \(expected.width)x\(expected.height), "
                                 + "got \(actual.width)x\(actual.height)")
                }
                let result = try PixelMatch.compare(expected, actual, options: options)
                if limits.accepts(differing: result.differingPixels, total: result.totalPixels) { return nil }
                let png = try result.diffImage!.pngData()
                return .init(message: "\(result.differingPixels) of \(result.totalPixels) pixels differ "
                             + "(threshold \(options.threshold))", attachments: [("diff", png)])
            })
        return SnapshotStrategy(pathExtension: "png", diffing: diffing) { $0 }
    }
}

extension SnapshotStrategy where Value == Data, Format == RGBAImage {
    /// PNG bytes (e.g. a rendered frame file), decoded and compared as `.image`.
    static func png(options: PixelMatchOptions = PixelMatchOptions(),
                           limits: DiffLimits = DiffLimits()) -> SnapshotStrategy {
        SnapshotStrategy<RGBAImage, RGBAImage>.image(options: options, limits: limits).pullback { data in
            try RGBAImage(pngData: data, path: "snapshotted PNG")
        }
    }
}

extension SnapshotStrategy where Value == PixelImage, Format == RGBAImage {
    /// A rendered frame, compared as the PNG the renderer writes for it (so the golden is
    /// exactly what `animrender` would put in `out/`).
    static func frame(options: PixelMatchOptions = PixelMatchOptions(),
                             limits: DiffLimits = DiffLimits()) -> SnapshotStrategy {
        SnapshotStrategy<Data, RGBAImage>.png(options: options, limits: limits).pullback { Data(PNGEncoder().encode($0)) }
    }
}
