import Foundation

/// The frames a diff compares: two files, two folders matched by file name, or two folders
/// of timelines (`animrender a.json b.json -o out/` writes one subfolder per timeline),
/// matched by subfolder and then by file name.
///
/// Promises: `pairs`, `missing` and `extra` are sorted by name, so reports and output are
/// the same on every run whatever order the file system lists folders in. In a folder of
/// timelines every name is `timeline/frame.png`; a timeline in one folder only has all its
/// frames missing or extra.
struct DiffInputs: Equatable {
    struct Pair: Equatable {
        /// The name the frame is reported under (the file name, `timeline/` first in a
        /// folder of timelines; A's name for two files).
        let name: String
        let first: String
        let second: String
        /// Where frames.json may be found for each side.
        var firstFolder: String { (first as NSString).deletingLastPathComponent }
        var secondFolder: String { (second as NSString).deletingLastPathComponent }
        /// The subfolder a frame of a folder of timelines belongs to; nil otherwise.
        var timeline: String? { name.contains("/") ? (name as NSString).deletingLastPathComponent : nil }
    }

    let pairs: [Pair]
    /// Frames in the first folder only.
    let missing: [String]
    /// Frames in the second folder only.
    let extra: [String]
    /// The subfolders compared when the inputs are folders of timelines (sorted); empty otherwise.
    let timelines: [String]

    static func resolve(first: String, second: String) throws -> DiffInputs {
        let firstIsFolder = try isFolder(first), secondIsFolder = try isFolder(second)
        switch (firstIsFolder, secondIsFolder) {
        case (false, false):
            let name = (first as NSString).lastPathComponent
            return DiffInputs(pairs: [Pair(name: name, first: first, second: second)], missing: [], extra: [], timelines: [])
        case (true, true):
            let a = pngNames(in: first), b = pngNames(in: second)
            if a.isEmpty && b.isEmpty {
                let timelines = Set(timelineFolders(in: first) + timelineFolders(in: second)).sorted()
                if !timelines.isEmpty { return suite(first: first, second: second, timelines: timelines) }
            }
            if a.isEmpty { throw DiffError.noFrames(folder: first) }
            if b.isEmpty { throw DiffError.noFrames(folder: second) }
            return match(a, b, first: first, second: second, prefix: "", timelines: [])
        case (true, false):
            throw DiffError.mixedKinds(file: second, folder: first)
        case (false, true):
            throw DiffError.mixedKinds(file: first, folder: second)
        }
    }

    /// Frames matched by name; `prefix` goes before every reported name.
    private static func match(_ a: [String], _ b: [String], first: String, second: String, prefix: String,
                              timelines: [String]) -> DiffInputs {
        let inB = Set(b), inA = Set(a)
        let pairs = a.filter(inB.contains).map { Pair(name: prefix + $0, first: join(first, $0), second: join(second, $0)) }
        return DiffInputs(pairs: pairs, missing: a.filter { !inB.contains($0) }.map { prefix + $0 },
                          extra: b.filter { !inA.contains($0) }.map { prefix + $0 }, timelines: timelines)
    }

    private static func suite(first: String, second: String, timelines: [String]) -> DiffInputs {
        var pairs: [Pair] = [], missing: [String] = [], extra: [String] = []
        for timeline in timelines {
            let part = match(pngNames(in: join(first, timeline)), pngNames(in: join(second, timeline)),
                             first: join(first, timeline), second: join(second, timeline), prefix: timeline + "/", timelines: [])
            pairs += part.pairs; missing += part.missing; extra += part.extra
        }
        return DiffInputs(pairs: pairs, missing: missing, extra: extra, timelines: timelines)
    }

    private static func isFolder(_ path: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiffError.notFound(path)
        }
        return isDirectory.boolValue
    }

    /// The PNG files directly in `folder`, sorted (none when it is not a readable folder).
    private static func pngNames(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
    }

    /// The subfolders of `folder` that hold PNG files, one timeline's frames each, by their
    /// paths under `folder`: `spring`, and `d1/x` and `d2/x` where a render of `d1/x.json`
    /// and `d2/x.json` gave same-named timelines the folders they are in (output-format.md).
    /// A folder without PNGs is searched further (a folder of frames is not); `ancestors`
    /// (resolved paths) stops a symbolic link that loops back.
    private static func timelineFolders(in folder: String, under prefix: String = "", ancestors: Set<String> = []) -> [String] {
        let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard !ancestors.contains(resolved) else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var found: [String] = []
        for name in names {
            let path = join(folder, name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if !pngNames(in: path).isEmpty {
                found.append(prefix + name)
            } else {
                found += timelineFolders(in: path, under: prefix + name + "/", ancestors: ancestors.union([resolved]))
            }
        }
        return found
    }

    /// The part of the comparison shard `shard` makes: in a folder of timelines, the
    /// timelines whose names (their shard keys, as `OutputLayout` names them when
    /// rendering) fall in it; otherwise the whole comparison or nothing, keyed by the
    /// reference's name without its extension (`golden/spring` → `spring`).
    func restricted(to shard: Shard, first: String) -> DiffInputs {
        guard timelines.isEmpty else {
            let kept = timelines.filter { shard.contains(key: $0) }
            let inKept = { (name: String) in kept.contains { name.hasPrefix($0 + "/") } }
            return DiffInputs(pairs: pairs.filter { inKept($0.name) }, missing: missing.filter(inKept),
                              extra: extra.filter(inKept), timelines: kept)
        }
        let key = (((first as NSString).standardizingPath as NSString).lastPathComponent as NSString).deletingPathExtension
        return shard.contains(key: key) ? self : DiffInputs(pairs: [], missing: [], extra: [], timelines: [])
    }

    static func join(_ folder: String, _ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }
}
