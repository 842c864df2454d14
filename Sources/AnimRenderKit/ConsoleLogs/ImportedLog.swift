import ConsoleLog
import Foundation
import Playback
import Render
import Timeline

/// A console log read from a file (or standard input) and imported as a timeline, with the
/// means to solve that timeline, or a variant of it, and see what the engine breaks.
public struct ImportedLog {
    /// The largest log read (a 10 MB paste fits); more is refused before reading.
    public static let maxBytes = 16 << 20

    public let path: String
    public let log: ConsoleLog
    /// The imported timeline's JSON text.
    public let timeline: String
    /// What could not be carried over exactly.
    public let notes: [LogWarning]

    /// `path` `-` reads standard input. Errors name the file and, for text that is no log,
    /// the line:column where reading stopped.
    public static func load(path: String) throws -> ImportedLog {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                throw AnimRenderError(["\(path): error: no such file; give the console log's path, or - to read it from standard input"])
            }
            if isDir.boolValue { throw AnimRenderError(["\(path): error: a folder; give the console log file inside it"]) }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if size > maxBytes { throw AnimRenderError(["\(path): error: \(size) bytes; logs of up to \(maxBytes) bytes are read — cut the paste down to the messages about the conflict"]) }
            guard let d = FileManager.default.contents(atPath: path) else {
                throw AnimRenderError(["\(path): error: cannot read the file (permission denied?)"])
            }
            data = d
        }
        if data.count > maxBytes { throw AnimRenderError(["\(path): error: more than \(maxBytes) bytes; cut the paste down to the messages about the conflict"]) }
        return try ImportedLog(text: String(decoding: data, as: UTF8.self), path: path)
    }

    public init(text: String, path: String) throws {
        self.path = path
        do { log = try ConsoleLogReader.read(text) } catch let e as ConsoleLogError {
            throw AnimRenderError([.consoleLog(e, file: path == "-" ? "<stdin>" : path)])
        }
        let shown = path == "-" ? "<stdin>" : path
        let constraints = log.allConstraints
        var objects = Set(log.trace.map(\.object.key))
        for c in constraints { objects.insert(c.first.object.key); if let s = c.second { objects.insert(s.object.key) } }
        if objects.count > TimelineLimits.maxViews {
            throw AnimRenderError(["\(shown): error: the log names \(objects.count) views and guides; a timeline holds at most \(TimelineLimits.maxViews) — cut the paste down to the conflict"])
        }
        // Each view also gets two generated constraints (its width and height at least 0), and
        // up to four places in a small log.
        let generated = objects.count * (objects.count <= TimelineImport.maxPlacedViews ? 6 : 2)
        if constraints.count + generated > TimelineLimits.maxConstraints {
            throw AnimRenderError(["\(shown): error: the log prints \(constraints.count) constraints on \(objects.count) views; a timeline holds at most \(TimelineLimits.maxConstraints) constraints — cut the paste down to the conflict"])
        }
        var importer = TimelineImport(log, fileName: (path as NSString).lastPathComponent)
        timeline = importer.timelineJSON()
        notes = log.warnings + importer.notes
    }

    /// Past this many constraints in the log, a conflict is solved on its own (its listed
    /// constraints and their views): UIKit lists a set that cannot hold by itself, and
    /// solving a long dump again for every fix tried would take long for nothing. A conflict
    /// listing more than this many is not solved at all (the engine's search for the
    /// smallest set grows with the square of its size): its constraints are imported and
    /// described, and what UIKit broke is said.
    public static let maxSolvedConstraints = 300

    /// The constraints of `conflict` when the log is too long to solve whole; nil: all.
    public func solvedSubset(_ conflict: ConsoleLog.Conflict) -> Set<String>? {
        guard log.allConstraints.count > Self.maxSolvedConstraints else { return nil }
        return Set(conflict.constraints.map(\.address) + (conflict.broken.map { [$0.address] } ?? []))
    }

    /// The imported timeline with some constraints changed (a fix to try), of the whole log
    /// or of the constraints in `only`.
    public func variant(_ changes: [String: TimelineImport.Change], only: Set<String>? = nil) -> String {
        var importer = TimelineImport(log, fileName: (path as NSString).lastPathComponent, changes: changes, only: only)
        return importer.timelineJSON()
    }

    /// Warnings as the terminal shows them, located in the log.
    public var warningLines: [String] { notes.map { "\(path == "-" ? "<stdin>" : path):\($0)" } }

    /// Frame 0 of a timeline text (the import or a variant of it): the layout UIKit's
    /// recovery gives, with the constraints broken.
    public static func solve(_ json: String, name: String) throws -> FrameState {
        try AnimRenderError.locating {
            try TimelineLoader.load(text: json, fileName: name).compile(textMeasurer: try TextEngine.shared()).frame(0)
        }
    }

    /// The ids of the constraints the engine broke in a frame, in creation order.
    public static func broken(in frame: FrameState) -> [String] { frame.constraints.filter(\.isBroken).map(\.id.name) }
}
