import ArgumentParser
import AnimRenderKit

/// The console log `import` and `explain` read: a file, or `-` for standard input.
struct ConsoleLogInput: ParsableArguments {
    @Argument(help: "The console log, or - for standard input.")
    var log: String

    /// The log read and imported, its warnings (each at its line:column) on stderr.
    func load(_ console: Console) throws -> ImportedLog {
        let imported = try ImportedLog.load(path: log)
        for w in imported.warningLines { console.warning(w) }
        return imported
    }
}
