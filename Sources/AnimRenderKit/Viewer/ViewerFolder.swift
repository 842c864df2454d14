import Foundation

/// `animrender view DIR`: writes the viewer into a folder that already holds frames — an
/// earlier render (rendered with `--no-viewer`, or by an older animrender), or any folder of
/// PNGs — without touching anything else in it.
///
/// Promises:
/// - Frames named `frame_N.png` are placed at index N; a folder with none of those shows
///   every other PNG in name order. `frames.json`, when present, decides the frame count
///   and must be sound (a damaged one is a located error, and nothing is written);
///   without it the page shows the PNGs alone and says why overlays are off.
/// - Only `index.html` and `viewer-data.js` are written, through `OutputFolder`: a file of
///   those names that animrender did not write stops the command, and an earlier run's
///   outputs stay where they are.
public enum ViewerFolder {
    public struct Summary: Sendable {
        public var frames: Int
        public var pngs: Int
        public var hasFramesJSON: Bool
    }

    public static let noFramesJSONNote = "There is no frames.json in this folder, so overlays, view details and plots are off: "
        + "the PNGs are shown as they are. Render the timeline with animrender to get them."

    public static func write(folder path: String) throws -> Summary {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw AnimRenderError("\(path): error: no such folder; name a folder of frames (an animrender output folder)")
        }
        // A PNG or frames.json named instead of its folder is a file, not a missing folder.
        guard isFolder.boolValue else {
            let parent = (path as NSString).deletingLastPathComponent
            throw AnimRenderError("\(path): error: a file, not a folder; name the folder of frames it is in "
                                  + "(animrender view \(parent.isEmpty ? "." : parent))")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
        let framesPath = (path as NSString).appendingPathComponent("frames.json")
        let frames = FileManager.default.fileExists(atPath: framesPath) ? try FramesJSONReader.read(path: framesPath) : nil

        let indexed = names.compactMap { name in frameIndex(of: name).map { (index: $0, name: name) } }
        var images: [String?]
        if let frames {
            images = Array(repeating: nil, count: frames.frameCount)
            for (k, name) in indexed where k < frames.frameCount { images[k] = name }
        } else if !indexed.isEmpty {
            images = Array(repeating: nil, count: (indexed.map(\.index).max() ?? 0) + 1)
            for (k, name) in indexed { images[k] = name }
        } else {
            images = names
        }
        guard frames != nil || !images.isEmpty else {
            // A render of several timelines: one folder of frames each, viewed one at a time.
            let timelines = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { name in
                guard !name.hasPrefix(".") else { return false }
                let sub = (path as NSString).appendingPathComponent(name)
                return FileManager.default.fileExists(atPath: (sub as NSString).appendingPathComponent("frames.json"))
            }.sorted()
            if let first = timelines.first {
                let listed = timelines.prefix(3).joined(separator: ", ") + (timelines.count > 3 ? ", …" : "")
                throw AnimRenderError("\(path): error: a folder of \(timelines.count) rendered timeline\(timelines.count == 1 ? "" : "s") "
                                      + "(\(listed)), not of frames; view each one's folder: animrender view "
                                      + (path as NSString).appendingPathComponent(first))
            }
            throw AnimRenderError("\(path): error: no PNG frames and no frames.json here; render a timeline into it first "
                                  + "(animrender TIMELINE.json -o \(path))")
        }
        let trace = try? String(contentsOfFile: (path as NSString).appendingPathComponent("trace.txt"), encoding: .utf8)
        let page = ViewerPage(title: URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent, images: images,
                              note: frames == nil ? noFramesJSONNote : nil, trace: trace, frames: frames?.document)
        let out = try OutputFolder(path: path)
        try out.checkWritable(ViewerPage.fileNames)
        try out.write(ViewerPage.pageName, bytes: ViewerPage.html)
        try out.write(ViewerPage.dataName, bytes: page.dataScript)
        try out.finish(keepingEarlierOutputs: true)
        return Summary(frames: images.count, pngs: images.compactMap { $0 }.count, hasFramesJSON: frames != nil)
    }

    /// N for a file named `frame_N.png` (any number of digits); nil for any other name.
    static func frameIndex(of name: String) -> Int? {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst("frame_".count).dropLast(".png".count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }
}
