import AnimRenderKit
import AnimRenderUIKit
import XCTest
import TestSupport

/// An example of `Timelines/` written with the Swift API: its twin must write the same
/// frames.json as the command line writes for the timeline, byte for byte but for each
/// constraint's `source` (the timeline's line, column and JSON path; the Swift file and line).
enum TimelineTwin {
    static let timelines = Repository.root
        .appendingPathComponent("Timelines")

    /// frames.json of `Timelines/<name>.json` as the CLI writes it (no images).
    static func commandLineFramesJSON(_ name: String) throws -> String {
        try commandLineFramesJSON(name, path: timelines.appendingPathComponent("\(name).json").path)
    }

    /// frames.json of the timeline at `path`, as the CLI writes it (no images).
    static func commandLineFramesJSON(_ name: String, path: String) throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-twin-\(getpid())-\(name)")
        defer { try? FileManager.default.removeItem(at: out) }
        var options = RenderOptions(output: out.path, render: false)
        options.viewer = false
        _ = try RenderJob.run(timeline: path, options: options)
        return String(decoding: try Data(contentsOf: out.appendingPathComponent("frames.json")), as: UTF8.self)
    }

    /// The lines of trace.txt of `Timelines/<name>.json` as the CLI writes it.
    static func commandLineTrace(_ name: String) throws -> [String] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-twin-trace-\(getpid())-\(name)")
        defer { try? FileManager.default.removeItem(at: out) }
        var options = RenderOptions(output: out.path, render: false)
        options.viewer = false
        _ = try RenderJob.run(timeline: timelines.appendingPathComponent("\(name).json").path, options: options)
        let text = String(decoding: try Data(contentsOf: out.appendingPathComponent("trace.txt")), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// `"source": {…}` members removed: the command line says where each constraint was
    /// written in the timeline, the Swift API which file and line made it (nothing for one
    /// made through a function value). `views` always follows `source`, so the member goes
    /// with its comma.
    static func withoutSources(_ text: String) throws -> String {
        let pattern = try NSRegularExpression(pattern: #""source":\s*\{[^}]*\},\s*"#)
        return pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
    }
}

extension XCTestCase {
    /// Asserts that `recording` is `Timelines/<name>.json`'s twin, naming the first line
    /// of frames.json that differs.
    func assertTwin(_ name: String, _ recording: Recording, overlays: [OverlayKind]? = [.violations, .labels],
                    deviceOutline: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertTwin(name, recording, options: RecordingOutputOptions(overlays: overlays, deviceOutline: deviceOutline),
                       file: file, line: line)
    }

    /// `assertTwin` for a timeline whose `render` object sets more than its overlays
    /// (`options` says what it says: scale, device outline, system UI).
    func assertTwin(_ name: String, _ recording: Recording, options: RecordingOutputOptions,
                    file: StaticString = #filePath, line: UInt = #line) throws {
        try assertTwin(name, timeline: TimelineTwin.timelines.appendingPathComponent("\(name).json").path, recording,
                       options: options, file: file, line: line)
    }

    /// `assertTwin` for the timeline at `path` (one written by the test).
    func assertTwin(_ name: String, timeline path: String, _ recording: Recording, options: RecordingOutputOptions,
                    file: StaticString = #filePath, line: UInt = #line) throws {
        let cliText = try TimelineTwin.withoutSources(try TimelineTwin.commandLineFramesJSON(name, path: path))
        let swiftText = try TimelineTwin.withoutSources(try recording.framesJSON(options: options))
        let cli = cliText.split(separator: "\n"), swift = swiftText.split(separator: "\n")
        XCTAssertGreaterThan(cli.count, 10, file: file, line: line)
        if let k = (0..<max(cli.count, swift.count)).first(where: { $0 >= cli.count || $0 >= swift.count || cli[$0] != swift[$0] }) {
            let show = { (lines: [Substring]) in k < lines.count ? String(lines[k]) : "(end)" }
            // Both files kept for a diff.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-twin-failure-\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(cliText.utf8).write(to: folder.appendingPathComponent("timeline.frames.json"))
            try Data(swiftText.utf8).write(to: folder.appendingPathComponent("swift.frames.json"))
            XCTFail("\(name): frames.json differs at line \(k + 1) of \(cli.count):\n  timeline: \(show(cli))\n  swift:    \(show(swift))"
                    + "\n  both (without sources) in \(folder.path)", file: file, line: line)
        }
    }
}

extension Array where Element == NSLayoutConstraint {
    /// Names each constraint without an identifier as the timeline names its unnamed
    /// entries: `$.constraints[i]`, its place in the timeline's list (these are written in
    /// the timeline's order).
    @MainActor func namedAsTimeline(from start: Int = 0) -> [NSLayoutConstraint] {
        for (i, c) in enumerated() where c.identifier == nil { c.identifier = "$.constraints[\(start + i)]" }
        return self
    }

    /// Names every constraint `$.constraints[i]`: the constraints of the timeline's one entry
    /// `i` that makes several (a `vfl`, `pinEdges`, `size`); the engine names the second
    /// `#2`, as the command line does.
    @MainActor func namedAsTimelineEntry(_ i: Int) -> [NSLayoutConstraint] {
        for c in self { c.identifier = "$.constraints[\(i)]" }
        return self
    }
}

/// `#RRGGBB` as UIKit's RGB colour.
func hex(_ rgb: UInt32) -> UIColor {
    UIColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
}

extension UIView {
    /// Adds `child` pinned to this view's four edges by the timeline's first four
    /// constraints (`child.top == root.top`, leading, trailing, bottom: `$.constraints[0…3]`),
    /// as the table examples declare their table.
    @MainActor func addPinnedAsTimeline(_ child: UIView) {
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: topAnchor),
            child.leadingAnchor.constraint(equalTo: leadingAnchor),
            child.trailingAnchor.constraint(equalTo: trailingAnchor),
            child.bottomAnchor.constraint(equalTo: bottomAnchor),
        ].namedAsTimeline())
    }
}
