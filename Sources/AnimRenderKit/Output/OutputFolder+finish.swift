import Foundation

extension OutputFolder {
    /// Publishes what was staged: writes the journal, moves the staged files into the
    /// folder, removes the previous run's files this run did not write again, and writes
    /// the manifest. Call once, after the last write succeeded. If it fails before the
    /// journal is published, nothing changed; after, the next run finishes the switch.
    /// `keepingEarlierOutputs`: this run adds to the earlier one (the viewer written into a
    /// rendered folder), so the earlier outputs stay and stay listed.
    public func finish(keepingEarlierOutputs: Bool = false) throws {
        try locked {
            guard phase == .open else { throw Error.abandoned(path) }
            phase = .committing
            let earlier = previous.subtracting(written).sorted()
            let journal = keepingEarlierOutputs ? OutputJournal(puts: written, keeps: earlier, removals: [])
                : OutputJournal(puts: written, removals: earlier)
            let staging: DirectoryHandle
            do {
                staging = try openStaging(create: true)!
                try stage(Self.journalDraftName, journal.text, in: staging)
                staging.sync()
                try staging.link(Self.journalDraftName, to: folder, as: Self.journalName)
            } catch {
                phase = .open   // nothing was published: abandon() may still clean up
                guard let failure = error as? DirectoryHandle.Failure else { throw error }
                throw Error.writeFailed(failure.path, reason: DirectoryHandle.Failure.reason(failure.code))
            }
            folder.sync()
            phase = .done
            defer { folder.unlock() }
            onStep?("journal")
            try applySwitch(journal, staging: staging)
        }
    }

    /// Moves the journal's files into place, removes the ones it retires, writes the
    /// manifest and drops the journal, then the staging folder. Every step can be
    /// repeated, so a run killed midway is finished by the next.
    func applySwitch(_ journal: OutputJournal, staging: DirectoryHandle) throws {
        do {
            var moved = 0
            for name in journal.puts where staging.kind(of: name) == .file {
                guard [.missing, .file].contains(folder.kind(of: name)) else { throw Error.foreignFile(folder.child(name)) }
                try staging.move(name, to: folder, as: name)
                moved += 1
                onStep?("switch:\(moved)")
            }
            for name in journal.removals where folder.kind(of: name) == .file { try folder.remove(name) }
            onStep?("removed")
            try stage(Self.manifestDraftName, journal.manifest.map { $0 + "\n" }.joined(), in: staging)
            try staging.move(Self.manifestDraftName, to: folder, as: Self.manifestName)
            folder.sync()
            onStep?("manifest")
            try folder.remove(Self.journalName)
            folder.sync()
            onStep?("committed")
            try removeStaging()
        } catch let failure as DirectoryHandle.Failure {
            throw Error.writeFailed(failure.path, reason: DirectoryHandle.Failure.reason(failure.code)
                                    + "; the next run into \(path) finishes this one")
        }
    }

    /// Writes a control file's draft into the staging folder, replacing an older draft.
    private func stage(_ name: String, _ text: String, in staging: DirectoryHandle) throws {
        try staging.remove(name)
        try Array(text.utf8).withUnsafeBytes { try staging.createFile(name, bytes: $0) }
    }
}
