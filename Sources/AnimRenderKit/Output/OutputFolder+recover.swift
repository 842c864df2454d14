import Foundation

extension OutputFolder {
    /// Finishes the switch a killed run left unfinished (its journal is complete by
    /// construction, so rolling forward is always possible), then removes left-over
    /// staging files. Runs before anything else touches the folder.
    func recover() throws {
        switch folder.kind(of: Self.journalName) {
        case .missing: break
        case .file:
            let text = try readControl(Self.journalName)
            guard let journal = text.flatMap(OutputJournal.init(parsing:)) else {
                throw Error.notOurs(folder.child(Self.journalName), what: "is a file")
            }
            try locked { try applySwitch(journal, staging: try openStaging(create: true)!) }
        case let kind:
            throw Error.notOurs(folder.child(Self.journalName), what: "is \(Self.describe(kind))")
        }
        try removeStaging()
    }

    /// The staging folder, made (exclusively) if `create` and missing. An existing one is
    /// used only if animrender made it: a real folder (not a symlink) of this user holding
    /// its marker (or nothing: a run killed between making it and marking it) and no
    /// subfolders.
    func openStaging(create: Bool) throws -> DirectoryHandle? {
        if let staging { return staging }
        let path = folder.child(Self.stagingName)
        switch folder.kind(of: Self.stagingName) {
        case .missing:
            guard create else { return nil }
            do {
                let made = try folder.makeSubfolder(Self.stagingName)
                try made.createFile(Self.markerName, bytes: UnsafeRawBufferPointer(start: nil, count: 0))
                staging = made
                return made
            } catch let failure as DirectoryHandle.Failure {
                // The first thing a run writes: a folder it may not write into is named as the
                // user's output folder, not as the staging folder they never chose.
                throw Error.cannotWriteInto(self.path, reason: DirectoryHandle.Failure.reason(failure.code))
            }
        case .directory:
            guard let found = try? folder.subfolder(Self.stagingName), found.isOwnedByCurrentUser,
                  let names = try? found.names(), names.isEmpty || names.contains(Self.markerName),
                  names.allSatisfy({ [.file, .symlink].contains(found.kind(of: $0)) }) else {
                throw Error.notOurs(path, what: "is a folder")
            }
            if names.isEmpty, create {
                try found.createFile(Self.markerName, bytes: UnsafeRawBufferPointer(start: nil, count: 0))
            }
            staging = found
            return found
        case let kind:
            throw Error.notOurs(path, what: "is \(Self.describe(kind))")
        }
    }

    /// Removes the staging folder and everything in it (names only: a symlink inside is
    /// removed, never followed). The marker goes last, so a kill midway leaves a folder
    /// the next run still recognises.
    func removeStaging() throws {
        guard let staging = try openStaging(create: false) else { return }
        for name in try staging.names() where name != Self.markerName { try staging.remove(name) }
        try staging.remove(Self.markerName)
        self.staging = nil
        folder.removeEmptySubfolder(Self.stagingName)
    }

    /// The plain files the previous run's manifest lists. Names that are not plain file
    /// names of this folder (`../x`, `sub/x`), or that are now a folder or a symlink, are
    /// not trusted: the run will neither replace nor delete them.
    func readManifest() throws -> Set<String> {
        guard let text = try readControl(Self.manifestName) else { return [] }
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let name = String(line)
            if Self.isPlainName(name), folder.kind(of: name) == .file { names.insert(name) }
        }
        return names
    }

    /// A control file's text, read without following a symlink; nil when absent.
    private func readControl(_ name: String) throws -> String? {
        do { return try folder.readText(name, limit: 64 << 20) } catch let failure as DirectoryHandle.Failure {
            let what = failure.code == ELOOP ? "is a symbolic link"
                : failure.code == EFBIG ? "is a file of over 64 MB" : "is \(Self.describe(folder.kind(of: name)))"
            throw Error.notOurs(folder.child(name), what: what)
        }
    }

    static func describe(_ kind: DirectoryHandle.Kind) -> String {
        switch kind {
        case .missing: return "missing"
        case .file: return "a file"
        case .directory: return "a folder"
        case .symlink: return "a symbolic link"
        case .other: return "a device, socket or pipe"
        }
    }
}
