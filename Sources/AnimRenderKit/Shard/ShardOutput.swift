import Foundation

/// What one shard's folder holds, read before anything is merged: every output folder in
/// it (a folder with animrender's manifest), by its path relative to the shard's folder,
/// with the files that manifest lists.
///
/// Promises: nothing outside the manifests is accepted. A file no manifest lists, a
/// symbolic link, a file a manifest lists but that is missing, or a folder in the middle
/// of a switch (a journal) is an error naming it, so `merge` can never carry a foreign or
/// half-written file into the merged folder. A left-over staging folder (a killed run's)
/// is skipped. Symbolic links inside the shard's folder are never followed.
struct ShardOutput {
    struct Folder {
        /// Relative to the shard's folder; "" for the folder itself.
        var relative: String
        var handle: DirectoryHandle
        /// The files the manifest lists, sorted.
        var names: [String]
    }

    let path: String
    private(set) var folders: [Folder] = []

    static let maxDepth = 32

    init(path: String) throws {
        self.path = path
        let root: DirectoryHandle
        do { root = try DirectoryHandle.open(path) } catch let failure as DirectoryHandle.Failure {
            throw AnimRenderError("\(path): \(failure.code == ENOENT ? "no such folder" : DirectoryHandle.Failure.reason(failure.code)); "
                                  + "name the output folder of each shard")
        }
        try scan(root, relative: "", depth: 0)
    }

    private mutating func scan(_ folder: DirectoryHandle, relative: String, depth: Int) throws {
        guard depth <= Self.maxDepth else {
            throw AnimRenderError("\(folder.path): folders nested over \(Self.maxDepth) deep; this is not an animrender output")
        }
        let names = try folder.names()
        var listed: Set<String> = []
        if names.contains(OutputFolder.manifestName) {
            listed = try manifest(of: folder)
            folders.append(Folder(relative: relative, handle: folder, names: listed.sorted()))
        }
        for name in names where name != OutputFolder.manifestName && !listed.contains(name) {
            let kind = folder.kind(of: name)
            if name == OutputFolder.journalName {
                throw AnimRenderError("\(folder.child(name)): a run into \(folder.path) stopped while switching to its new output; "
                                      + "run animrender into that folder again (it finishes the switch), then merge")
            }
            if name == OutputFolder.stagingName, kind == .directory { continue }   // a killed run's leftovers: never outputs
            guard kind == .directory, let sub = try? folder.subfolder(name) else {
                throw AnimRenderError("\(folder.child(name)): not written by animrender (no manifest lists it"
                                      + (kind == .symlink ? "; a symbolic link" : "") + "); merge copies only animrender's outputs: "
                                      + "move it out of \(path)")
            }
            try scan(sub, relative: relative.isEmpty ? name : relative + "/" + name, depth: depth + 1)
        }
    }

    /// The plain file names the manifest lists; each must be a plain file in the folder.
    private func manifest(of folder: DirectoryHandle) throws -> Set<String> {
        let name = OutputFolder.manifestName
        guard folder.kind(of: name) == .file, let text = try? folder.readText(name, limit: 64 << 20) else {
            throw AnimRenderError("\(folder.child(name)): not a manifest animrender wrote; move it away")
        }
        var names: Set<String> = []
        for line in text.split(separator: "\n").map(String.init) {
            guard OutputFolder.isPlainName(line) else {
                throw AnimRenderError("\(folder.child(name)): lists '\(line)', which is not a file name animrender writes; move it away")
            }
            guard folder.kind(of: line) == .file else {
                throw AnimRenderError("\(folder.child(line)): listed in its folder's manifest but \(OutputFolder.describe(folder.kind(of: line))); "
                                      + "the shard's output is incomplete: render that shard again")
            }
            names.insert(line)
        }
        return names
    }
}
