import Foundation

/// Which folder each timeline of one command writes into, decided before anything is
/// written so that two timelines can never write into one folder.
///
/// - One timeline: the output folder itself.
/// - Several: a subfolder named after each file, without its extension
///   (`Timelines/spring.json` → `OUT/spring/`).
/// - Timelines whose names are the same also get the folders they are in, as many as it
///   takes to tell them apart: `d1/x.json` and `d2/x.json` → `OUT/d1/x/` and `OUT/d2/x/`.
/// - A file named twice, or two files that no enclosing folder tells apart
///   (`a/x.json`, `a/x.yaml`), or an output folder inside another, is an error.
///
/// The subfolder names are also the timelines' shard keys (`Shard`): decided from every
/// timeline named, before sharding, so every shard's output has the same shape.
public enum OutputLayout {
    public static func folders(forTimelines timelines: [String], output: String) throws -> [String] {
        guard !output.isEmpty else { throw OutputFolder.Error.emptyPath }
        guard timelines.count > 1 else { return timelines.map { _ in output } }
        return try names(forTimelines: timelines, output: output).map { (output as NSString).appendingPathComponent($0) }
    }

    /// The subfolder each timeline gets when several are rendered together (a lone
    /// timeline's name too, though it writes into the output folder itself): the shard key.
    /// `output` only words the errors.
    public static func names(forTimelines timelines: [String], output: String = "the output folder") throws -> [String] {
        let absolute = timelines.map { path -> [String] in
            let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            return (full as NSString).standardizingPath.split(separator: "/").map(String.init)
        }
        for i in timelines.indices {
            if let j = timelines.indices.first(where: { $0 < i && absolute[$0] == absolute[i] }) {
                throw AnimRenderError("\(timelines[i]): named twice (also as \(timelines[j])); name each timeline once")
            }
        }
        let stems = timelines.map { ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension }
        var relative = stems
        for stem in Set(stems).sorted() {
            let group = stems.indices.filter { stems[$0] == stem }
            guard group.count > 1 else { continue }
            let parents = group.map { Array(absolute[$0].dropLast()) }
            let longest = parents.map(\.count).max() ?? 0
            guard let depth = (1...max(1, longest)).first(where: { k in
                Set(parents.map { $0.suffix(k) }).count == group.count
            }) else {
                let names = group.map { timelines[$0] }.joined(separator: " and ")
                throw AnimRenderError("\(names) would both write into \((output as NSString).appendingPathComponent(stem)); "
                                      + "render them with separate -o folders")
            }
            for (i, k) in group.enumerated() {
                relative[k] = (parents[i].suffix(depth) + [stem]).joined(separator: "/")
            }
        }
        let folders = relative.map { (output as NSString).appendingPathComponent($0) }
        for i in folders.indices {
            for j in folders.indices where j != i && (relative[j] == relative[i] || relative[j].hasPrefix(relative[i] + "/")) {
                throw AnimRenderError("\(timelines[i]) and \(timelines[j]) would write into \(folders[i]) and \(folders[j]), "
                                      + "one inside the other; render them with separate -o folders")
            }
        }
        return relative
    }
}
