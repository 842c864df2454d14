import Foundation
import ImageDiff

extension DiffJob {
    /// Name of the JSON report in the output folder.
    public static let reportName = "report.json"
    /// Name of the HTML report (the same numbers, with the images) in the output folder.
    public static let htmlReportName = "report.html"

    /// Compares the inputs, writes into `outputFolder` (when set) per frame that is not a
    /// clean match a diff image and copies of the two frames compared (so the report stays
    /// true after the inputs change) — once for a run of frames whose three images are the
    /// same bytes, which share them — then report.json and report.html; returns the report.
    /// Frames of a folder of timelines go into one subfolder per timeline.
    /// - Throws: `DiffError` for anything the user can fix (missing or unreadable files,
    ///   a bad frames.json, an unknown view id, an unwritable output folder).
    public func run() throws -> DiffReport {
        var inputs = try DiffInputs.resolve(first: first, second: second)
        if let shard { inputs = inputs.restricted(to: shard, first: first) }
        let views = try ignoredViewRegions(for: inputs)
        let folder = try outputFolder.map { path in
            try writing {
                let folder = try OutputFolder(path: path)
                // Fail before any image is written if the reports could not be.
                try folder.checkWritable([Self.reportName, Self.htmlReportName])
                return folder
            }
        }
        var subfolders: [String: OutputFolder] = [:]
        func destination(_ timeline: String?) throws -> OutputFolder? {
            guard let folder, let timeline else { return folder }
            if let existing = subfolders[timeline] { return existing }
            let made = try writing { try OutputFolder(path: DiffInputs.join(folder.url.path, timeline)) }
            subfolders[timeline] = made
            return made
        }
        var report = DiffReport(job: self, frames: [], missing: inputs.missing, extra: inputs.extra,
                                timelines: inputs.timelines)
        var previous: Evidence?
        for pair in inputs.pairs {
            var frame = try compare(pair, ignoring: { ignoreRegions + (try views(pair, $0)) }, makeDiffImage: folder != nil)
            if frame.status != .match, let out = try destination(pair.timeline) {
                previous = try writeEvidence(of: &frame, pair: pair, into: out, after: previous)
            }
            frame.comparison?.diffImage = nil   // the pixels are on disk; don't hold every frame
            report.frames.append(frame)
        }
        if let folder {
            try writing {
                for timeline in subfolders.keys.sorted() { try subfolders[timeline]!.finish() }
                try folder.write(Self.reportName, data: Data(report.json.pretty.utf8))
                try folder.write(Self.htmlReportName, bytes: report.html)
                try folder.finish()
            }
        }
        return report
    }

    /// A frame's images as written: their bytes and the names the report gives them.
    struct Evidence {
        var timeline: String?
        var before: Data, after: Data, diff: Data?
        var beforeImage: String, afterImage: String, diffImage: String?
    }

    /// The diff image (when pixels differ) and copies of both frames, named after the frame:
    /// `frame_0012.diff.png`, `frame_0012.before.png`, `frame_0012.after.png`. A frame whose
    /// three images are byte for byte `previous`'s (the frame before it that was written, in
    /// the same folder) writes nothing and names those: a run of unchanged frames that all
    /// differ the same way is one set of files.
    private func writeEvidence(of frame: inout DiffReport.Frame, pair: DiffInputs.Pair, into out: OutputFolder,
                               after previous: Evidence?) throws -> Evidence {
        let stem = ((pair.name as NSString).lastPathComponent as NSString).deletingPathExtension
        let prefix = pair.timeline.map { $0 + "/" } ?? ""
        var diff: Data?
        if let image = frame.comparison?.diffImage, frame.comparison!.differingPixels > 0 {
            diff = try writing { try image.pngData() }
        }
        let before = try writing { try Data(contentsOf: URL(fileURLWithPath: pair.first)) }
        let after = try writing { try Data(contentsOf: URL(fileURLWithPath: pair.second)) }
        if let p = previous, p.timeline == pair.timeline, p.before == before, p.after == after, p.diff == diff {
            frame.beforeImage = p.beforeImage; frame.afterImage = p.afterImage; frame.diffImage = p.diffImage
            return p
        }
        if let diff {
            try writing { try out.write(stem + ".diff.png", data: diff) }
            frame.diffImage = prefix + stem + ".diff.png"
        }
        try writing { try out.write(stem + ".before.png", data: before) }
        try writing { try out.write(stem + ".after.png", data: after) }
        frame.beforeImage = prefix + stem + ".before.png"
        frame.afterImage = prefix + stem + ".after.png"
        return Evidence(timeline: pair.timeline, before: before, after: after, diff: diff,
                        beforeImage: frame.beforeImage!, afterImage: frame.afterImage!, diffImage: frame.diffImage)
    }

    /// `regions` gets the image size, since where a view lands depends on the canvas.
    private func compare(_ pair: DiffInputs.Pair, ignoring regionsForSize: ((width: Int, height: Int)) throws -> [PixelRect],
                         makeDiffImage: Bool) throws -> DiffReport.Frame {
        let a = try RGBAImage(contentsOfPNG: pair.first), b = try RGBAImage(contentsOfPNG: pair.second)
        var frame = DiffReport.Frame(name: pair.name, status: .sizeMismatch, firstSize: (a.width, a.height),
                                     secondSize: (b.width, b.height), comparison: nil,
                                     ignoredRegions: [], diffImage: nil)
        guard a.width == b.width, a.height == b.height else { return frame }
        let regions = try regionsForSize((a.width, a.height))
        frame.ignoredRegions = regions
        let result = try PixelMatch.compare(a, b, options: pixelMatch, ignoring: regions,
                                            makeDiffImage: makeDiffImage)
        frame.comparison = result
        frame.status = result.differingPixels == 0 ? .match
            : limits.accepts(differing: result.differingPixels, total: result.totalPixels) ? .withinLimits
            : .differs
        return frame
    }

    /// A lookup from a pair to the pixel regions of the ignored views in that frame, on
    /// either side (a view that moved is ignored where it was and where it is), from the
    /// frames.json next to each side's frames. An id must name a view in at least one of them.
    private func ignoredViewRegions(for inputs: DiffInputs)
        throws -> (DiffInputs.Pair, (width: Int, height: Int)) throws -> [PixelRect] {
        if ignoreViews.isEmpty { return { _, _ in [] } }
        var folders: [String] = []
        for pair in inputs.pairs {
            for folder in [pair.firstFolder, pair.secondFolder] where !folders.contains(folder) { folders.append(folder) }
        }
        var locators: [String: DiffViewLocator] = [:]
        for folder in folders {
            if let locator = try DiffViewLocator.load(folder: folder) { locators[folder] = locator }
        }
        guard let any = folders.lazy.compactMap({ locators[$0] }).first else {
            throw DiffError.framesJSONMissing(searched: folders.prefix(2).map(DiffViewLocator.path(inFolder:)))
        }
        for id in ignoreViews where !locators.values.contains(where: { $0.knownViews.contains(id) }) {
            throw DiffError.unknownView(id: id, framesJSON: any.path, known: any.knownViews)
        }
        return { [ignoreViews] pair, imageSize in
            guard let index = DiffViewLocator.frameIndex(ofFileNamed: (pair.name as NSString).lastPathComponent) else {
                throw DiffError.frameIndexUnknown(name: pair.name)
            }
            var regions: [PixelRect] = []
            for id in ignoreViews {
                for locator in [pair.firstFolder, pair.secondFolder].compactMap({ locators[$0] }) {
                    if let region = locator.pixelRegion(ofView: id, inFrame: index, imageSize: imageSize), !regions.contains(region) {
                        regions.append(region)
                    }
                }
            }
            return regions
        }
    }

    /// Output-folder and encoder failures become one user-facing error with their message.
    private func writing<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as DiffError { throw error } catch {
            throw DiffError.cannotWrite(error)
        }
    }
}
