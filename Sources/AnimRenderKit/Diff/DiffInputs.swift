import Foundation

/// The frames a diff compares: two files, or two folders matched by file name.
///
/// Promises: `pairs`, `missing` and `extra` are sorted by name, so reports and output are
/// the same on every run whatever order the file system lists folders in.
struct DiffInputs: Equatable {
    struct Pair: Equatable {
        /// The name the frame is reported under (the file name; A's name for two files).
        let name: String
        let first: String
        let second: String
    }

    let pairs: [Pair]
    /// Frames in the first folder only.
    let missing: [String]
    /// Frames in the second folder only.
    let extra: [String]
    /// Where frames.json may be found for each side.
    let firstFolder: String
    let secondFolder: String

    static func resolve(first: String, second: String) throws -> DiffInputs {
        let firstIsFolder = try isFolder(first), secondIsFolder = try isFolder(second)
        switch (firstIsFolder, secondIsFolder) {
        case (false, false):
            let name = (first as NSString).lastPathComponent
            return DiffInputs(pairs: [Pair(name: name, first: first, second: second)], missing: [], extra: [],
                              firstFolder: (first as NSString).deletingLastPathComponent,
                              secondFolder: (second as NSString).deletingLastPathComponent)
        case (true, true):
            let a = try pngNames(in: first), b = try pngNames(in: second)
            let inB = Set(b), inA = Set(a)
            let pairs = a.filter(inB.contains).map {
                Pair(name: $0, first: join(first, $0), second: join(second, $0))
            }
            return DiffInputs(pairs: pairs, missing: a.filter { !inB.contains($0) },
                              extra: b.filter { !inA.contains($0) }, firstFolder: first, secondFolder: second)
        case (true, false):
            throw DiffError.mixedKinds(file: second, folder: first)
        case (false, true):
            throw DiffError.mixedKinds(file: first, folder: second)
        }
    }

    private static func isFolder(_ path: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiffError.notFound(path)
        }
        return isDirectory.boolValue
    }

    private static func pngNames(in folder: String) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let pngs = names.filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
        if pngs.isEmpty { throw DiffError.noFrames(folder: folder) }
        return pngs
    }

    static func join(_ folder: String, _ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }
}
