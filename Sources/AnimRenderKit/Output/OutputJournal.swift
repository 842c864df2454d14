/// The record of one switch from a run's previous output to its new one: which staged
/// files move into the output folder and which files of the previous run go. It is
/// published complete (written in the staging folder, flushed, then linked into the
/// output folder under `OutputFolder.journalName`), so a journal that exists is a switch
/// that must be finished; a run that finds one finishes it before anything else.
///
/// The format is lines of text: `animrender journal 1`, then `put NAME`, `keep NAME` and
/// `remove NAME` lines, then `end`. Names are plain file names (`OutputFolder.isPlainName`).
struct OutputJournal: Equatable {
    static let header = "animrender journal 1"

    /// Staged files to move into the folder, in order.
    var puts: [String]
    /// Files of the previous output that stay, listed in the new manifest (a run that
    /// adds to the previous output, like the viewer written into a rendered folder).
    var keeps: [String] = []
    /// Files of the previous output that the new one does not have.
    var removals: [String]

    /// The new manifest's names.
    var manifest: [String] { (puts + keeps).sorted() }

    var text: String {
        ([Self.header] + puts.map { "put " + $0 } + keeps.map { "keep " + $0 } + removals.map { "remove " + $0 } + ["end"])
            .joined(separator: "\n") + "\n"
    }

    /// nil for anything that is not a complete journal with plain names.
    init?(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.header, lines.last == "", lines.dropLast().last == "end" else { return nil }
        lines = Array(lines.dropFirst().dropLast(2))
        var puts: [String] = [], keeps: [String] = [], removals: [String] = []
        for line in lines {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, OutputFolder.isPlainName(parts[1]) else { return nil }
            switch parts[0] {
            case "put": puts.append(parts[1])
            case "keep": keeps.append(parts[1])
            case "remove": removals.append(parts[1])
            default: return nil
            }
        }
        self.init(puts: puts, keeps: keeps, removals: removals)
    }

    init(puts: [String], keeps: [String] = [], removals: [String]) {
        self.puts = puts
        self.keeps = keeps
        self.removals = removals
    }
}
