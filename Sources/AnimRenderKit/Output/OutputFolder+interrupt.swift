import Foundation

extension OutputFolder {
    /// What an interruption left in a folder a run was writing.
    public enum Interrupted: Equatable, Sendable {
        /// The run had not switched: the folder is as it was before the run.
        case unchanged(String)
        /// The switch had begun; it was finished first, so the new output is complete.
        case completed(String)
    }

    /// The folders this process is writing, process-wide on purpose: a signal handler has
    /// no reference to the runs, and finds them here (`abandonOpenFolders`). No run reads
    /// it, so runs side by side share nothing through it but the lock.
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var open: [ObjectIdentifier: WeakFolder] = [:]

    private struct WeakFolder { weak var folder: OutputFolder? }

    static func register(_ folder: OutputFolder) {
        registryLock.lock(); defer { registryLock.unlock() }
        open[ObjectIdentifier(folder)] = WeakFolder(folder: folder)
    }

    static func unregister(_ folder: OutputFolder) {
        registryLock.lock(); defer { registryLock.unlock() }
        open[ObjectIdentifier(folder)] = nil
    }

    /// For a signal handler: abandons every folder of this process that has not switched
    /// yet (waiting for one that is switching to finish), and says what each now holds.
    /// Safe to call from any thread while the run goes on.
    public static func abandonOpenFolders() -> [Interrupted] {
        registryLock.lock()
        let folders = open.values.compactMap(\.folder).sorted { $0.path < $1.path }
        registryLock.unlock()
        return folders.map { $0.abandon() ? .unchanged($0.path) : .completed($0.path) }
    }
}
