import Foundation
import Geometry
import Playback
import Render
import Timeline

/// The check's files: a viewer for each combination with findings (its failing frames as
/// PNGs, frames.json, trace.txt, index.html) with an image of each finding and a
/// thumbnail, each its own output folder; then, in the output folder, check.json, the
/// matrix page and (when asked for) `matrix.png`.
extension CheckJob {
    static func write(_ report: inout CheckReport, into output: String, timelines: [Timeline], files: [String],
                      options: CheckOptions, threads: Int, matrixPNG: [UInt8]?) throws {
        let top = try OutputFolder(path: output)
        try top.checkWritable([reportName, pageName] + (options.contactSheet ? [contactSheetName] : []))
        if options.images {
            let failing = report.combinations.indices.filter { !report.combinations[$0].findings.isEmpty }
            let combinations = report.combinations
            // Writing waits on the disk (every file is flushed before its folder switches): more
            // writers than cores keep the cores busy.
            _ = try parallelMap(0..<failing.count, threads: threads * 4) { i in
                let c = combinations[failing[i]]
                guard let t = files.firstIndex(of: c.file) else { return }
                try writeViewer(of: c, timeline: timelines[t], into: output, options: options)
            }
            for k in failing {
                let path = report.combinations[k].path
                report.combinations[k].folder = path
                for (n, f) in report.combinations[k].findings.enumerated() {
                    report.combinations[k].findings[n].image = path + "/" + FindingImagesSink.imageName(n, f)
                }
            }
        }
        if let matrixPNG { try top.write(contactSheetName, bytes: matrixPNG) }
        try top.write(reportName, bytes: report.json.prettyBytes)
        try top.write(pageName, bytes: report.html)
        try top.finish()
    }

    /// The frames a failing combination's viewer shows: where each finding starts and
    /// where it is worst.
    static func viewerFrames(_ c: CheckReport.Combination) -> [Int] {
        Array(Set(c.findings.flatMap { [$0.firstFrame, $0.worstFrame] })).sorted()
    }

    /// A failing combination played again into its own folder, as `render` writes a
    /// timeline (its failing frames only), with its findings' images beside.
    static func writeViewer(of c: CheckReport.Combination, timeline: Timeline, into output: String, options: CheckOptions) throws {
        var t = c.combination.applied(to: timeline)
        t.render.scale = options.scale ?? CheckOptions.viewerScale
        let compiled = try AnimRenderError.locating { try t.compile(textMeasurer: try TextEngine.shared()) }
        var render = RenderOptions(output: (output as NSString).appendingPathComponent(c.path), scale: options.scale,
                                   frames: .list(viewerFrames(c)), jobs: 1)
        render.viewer = true
        _ = try RenderJob.run(PlayedFrames(compiled, path: c.file), options: render, adding: [FindingImagesSink(findings: c.findings)])
    }
}
