import Foundation
import XCTest
import TestSupport

/// The mutation sweep: the example timelines mutated (numbers at extremes, strings huge,
/// empty or exotic, keys and items deleted or doubled, types swapped, deep nesting, large
/// hierarchies), each rendered in a child process the way the command line renders it.
/// No input may crash, hang, run over its budget, fail without saying where, or leave
/// output that is not valid JSON of finite numbers. `animrender-sweep sweep --count 12000`
/// runs the large version by hand.
final class MutationSweepTests: XCTestCase {

    /// The sweep tool, built beside the tests (or by `swift build`).
    func sweep(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let bundle = Bundle(for: DiffCLIBundleMarker.self).bundleURL.deletingLastPathComponent()
        let candidates = [bundle.appendingPathComponent("animrender-sweep"), Repository.root.appendingPathComponent(".build/debug/animrender-sweep")]
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            XCTFail("animrender-sweep was not built; run `swift build`")
            return ""
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments + ["--examples", try sweptExamples().path]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// The examples the sweep mutates, by name. Input i mutates example i modulo their
    /// number, so a new file in Timelines/ would change every input of the CI sweep (and
    /// which of them stress the budget): the list is fixed, and an example joins it when
    /// a sweep of the new list has passed (`animrender-sweep sweep --count 12000`).
    static let sweptExampleNames = [
        "add-remove-view", "alignment-rect", "alpha-and-hidden", "ambiguous", "anchor-point-rotation",
        "autoresizing-vfl", "baselines", "bezier-curve", "button-configurations", "buttons", "checks-profile",
        "clips-to-bounds", "collection-grid", "collection-updates", "compression-resistance-loses", "dark-mode",
        "delay", "device-orientation", "dynamic-type", "exercise-ambiguity", "hugging-compression",
        "image-views", "keyboard-avoidance", "keyframes", "layout-feedback-loop", "layout-guides",
        "layout-if-needed-wrong-view", "margins-guide", "multiline-label", "one-row-two-rows",
        "orientation-masks", "pin-change-constraints", "pin-change-frames", "preserves-superview-margins",
        "priority-change", "right-to-left", "root-margins", "rotation-legacy", "rotation-modern",
        "scale-centered", "scale-container-correction-legacy", "scale-container-correction-modern",
        "scale-left-pinned-legacy", "scale-left-pinned-modern", "size-class-rotation", "spring-physical",
        "spring", "stack-hide-item", "stack-view-screen", "switch-in-stack", "system-ui", "table-self-sizing",
        "text-inputs", "unsatisfiable", "value-controls"
    ]

    /// A folder holding copies of the swept examples, and nothing else.
    func sweptExamples() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("animrender-sweep-examples-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in Self.sweptExampleNames {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Timelines/\(name).json"),
                                             to: folder.appendingPathComponent("\(name).json"))
        }
        return folder
    }

    func summary(_ output: String) throws -> [String: Double] {
        let line = try XCTUnwrap(output.split(separator: "\n").last { $0.hasPrefix("summary ") }, output)
        let json = try JSONSerialization.jsonObject(with: Data(line.dropFirst("summary ".count).utf8)) as? [String: Any]
        return (json ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }

    /// A child that traps, or spins on one input, is caught, its input named, and the
    /// sweep carries on with the next input in a new child.
    func testCrashesAndHangsAreCaughtAndNamed() throws {
        let output = try sweep(["sweep", "--seed", "3", "--count", "6", "--jobs", "1", "--hang", "2", "--light"],
                               environment: ["ANIMRENDER_SWEEP_TRAP_AT": "2", "ANIMRENDER_SWEEP_HANG_AT": "4"])
        XCTAssertTrue(output.contains("\ncrash 2\n") || output.hasPrefix("crash 2\n"), output)
        XCTAssertTrue(output.contains("hang 4\n"), output)
        let figures = try summary(output)
        XCTAssertEqual(figures["inputs"], 6)
        XCTAssertEqual(figures["crashes"], 1)
        XCTAssertEqual(figures["hangs"], 1)
        XCTAssertEqual((figures["rendered"] ?? 0) + (figures["refused"] ?? 0), 4, output)
    }

    /// Input i of seed s is the same text in every process; other inputs differ.
    func testInputsAreDeterministic() throws {
        let a = try sweep(["show", "--seed", "11", "--index", "5"])
        let b = try sweep(["show", "--seed", "11", "--index", "5"])
        let c = try sweep(["show", "--seed", "11", "--index", "6"])
        XCTAssertFalse(a.isEmpty)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, c)
    }

    /// The CI sweep: 2,000 inputs, light growths, two children at a time. With the four
    /// examples of issue 23 (button-configurations, collection-grid, table-self-sizing,
    /// text-inputs) in the list, 2,500 inputs took 86 s instead of 67 s (debug build, this
    /// 2-core machine); 2,000 take 70 s (59 s with collection-updates too).
    func testTheSweepFindsNothing() throws {
        let output = try sweep(["sweep", "--seed", "20261123", "--count", "2000", "--jobs", "2", "--light",
                                "--budget", "10", "--per-frame", "0.002", "--hang", "120"])
        print(output.split(separator: "\n").last { $0.hasPrefix("summary ") } ?? "no summary")
        let figures = try summary(output)
        XCTAssertEqual(figures["inputs"], 2000, output)
        for key in ["crashes", "hangs", "overBudget", "unlocated", "otherFailures"] {
            XCTAssertEqual(figures[key], 0, "\(key): \(output.suffix(3000))")
        }
        // The sweep must exercise both paths: many inputs render, many are refused.
        XCTAssertGreaterThan(figures["rendered"] ?? 0, 400)
        XCTAssertGreaterThan(figures["refused"] ?? 0, 500)
    }
}
