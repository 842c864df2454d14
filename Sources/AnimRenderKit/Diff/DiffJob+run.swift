import Foundation
import ImageDiff

extension DiffJob {
    /// Name of the JSON report in the output folder.
    public static let reportName = "report.json"

    /// Compares the inputs, writes a diff image per differing frame and report.json into
    /// `outputFolder` (when set), and returns the report.
    /// - Throws: `DiffError` for anything the user can fix (missing or unreadable files,
    ///   a bad frames.json, an unknown view id, an unwritable output folder).
    public func run() throws -> DiffReport {
        let inputs = try DiffInputs.resolve(first: first, second: second)
        let views = try ignoredViewRegions(for: inputs)
        let folder = try outputFolder.map { path in
            try writing {
                let folder = try OutputFolder(path: path)
                // Fail before any diff image is written if the report could not be.
                try folder.checkWritable([Self.reportName])
                return folder
            }
        }
        var report = DiffReport(job: self, frames: [], missing: inputs.missing, extra: inputs.extra)
        for pair in inputs.pairs {
            var frame = try compare(pair, ignoring: { ignoreRegions + (try views(pair.name, $0)) },
                                    makeDiffImage: folder != nil)
            if let folder, frame.status != .match, let image = frame.comparison?.diffImage,
               frame.comparison!.differingPixels > 0 {
                let name = (pair.name as NSString).deletingPathExtension + ".diff.png"
                let png = try writing { try image.pngData() }
                try writing { try folder.write(name, data: png) }
                frame.diffImage = name
            }
            frame.comparison?.diffImage = nil   // the pixels are on disk; don't hold every frame
            report.frames.append(frame)
        }
        if let folder {
            try writing {
                try folder.write(Self.reportName, data: Data(report.json.pretty.utf8))
                try folder.finish()
            }
        }
        return report
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

    /// A lookup from frame name to the pixel regions of the ignored views in that frame,
    /// on either side (a view that moved is ignored where it was and where it is).
    private func ignoredViewRegions(for inputs: DiffInputs)
        throws -> (String, (width: Int, height: Int)) throws -> [PixelRect] {
        if ignoreViews.isEmpty { return { _, _ in [] } }
        let folders = [inputs.firstFolder, inputs.secondFolder]
        var locators: [DiffViewLocator] = []
        for folder in folders where !locators.contains(where: { $0.path == DiffViewLocator.path(inFolder: folder) }) {
            if let locator = try DiffViewLocator.load(folder: folder) { locators.append(locator) }
        }
        guard !locators.isEmpty else {
            throw DiffError.framesJSONMissing(searched: folders.map(DiffViewLocator.path(inFolder:)))
        }
        for id in ignoreViews where !locators.contains(where: { $0.knownViews.contains(id) }) {
            throw DiffError.unknownView(id: id, framesJSON: locators[0].path, known: locators[0].knownViews)
        }
        return { [ignoreViews] name, imageSize in
            guard let index = DiffViewLocator.frameIndex(ofFileNamed: name) else {
                throw DiffError.frameIndexUnknown(name: name)
            }
            var regions: [PixelRect] = []
            for id in ignoreViews {
                for locator in locators {
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
            throw DiffError.cannotWrite("\(error)")
        }
    }
}
