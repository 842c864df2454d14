import AnimRenderKit
import AnimRenderUIKit
import Foundation
import Playback

/// Records `controller` (made anew for each combination) in every combination of
/// `matrix`, holds every frame to the layout rules — truncated or clipped text, views cut
/// off or off screen, content outside the safe area, overlapping siblings (opt-in), small
/// tap targets, text contrast, broken and ambiguous layouts (docs/checks.md) — and fails
/// the test with the findings: one failure per failing combination, naming it and listing
/// each finding (rule, view, frames, what was measured). `checks` tunes the rules as a
/// timeline's `checks` does; `script` schedules what happens to the controller.
///
/// Works in XCTest and in Swift Testing alike (inside a `@Test` a failure is the test's issue).
/// Returns the findings, by combination, for further assertions.
///
/// Not UIKit: animrender's.
@MainActor
@discardableResult
public func assertLayoutChecks<Controller: UIViewController>(
    of controller: @autoclosure () -> Controller, across matrix: SimulatorMatrix = Simulator.matrix(),
    checks: CheckSettings = CheckSettings(), fps: Int = 30, duration: TimeInterval? = nil,
    script: (Controller, Script) throws -> Void = { _, _ in },
    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: UInt = #column
) -> [(combination: SimulatorMatrix.Combination, findings: [CheckFinding])] {
    let (results, failures) = layoutCheckResults(of: controller(), across: matrix, checks: checks, fps: fps, duration: duration,
                                                 script: script)
    for message in failures { fail(message, file: file, line: line, fileID: fileID, column: column) }
    return results
}

/// What `assertLayoutChecks` finds, and the failures it reports: one per failing combination.
@MainActor
func layoutCheckResults<Controller: UIViewController>(
    of controller: @autoclosure () -> Controller, across matrix: SimulatorMatrix, checks: CheckSettings = CheckSettings(),
    fps: Int = 30, duration: TimeInterval? = nil, script: (Controller, Script) throws -> Void = { _, _ in }
) -> (results: [(combination: SimulatorMatrix.Combination, findings: [CheckFinding])], failures: [String]) {
    var results: [(combination: SimulatorMatrix.Combination, findings: [CheckFinding])] = []
    var failures: [String] = []
    do {
        for recorded in try matrix.record(controller, fps: fps, duration: duration, script) {
            let findings = try recorded.findings(settings: checks)
            results.append((recorded.combination, findings))
            guard !findings.isEmpty else { continue }
            let lines = findings.map { f in "  \(f.rule.rawValue): \(f.message) (\(f.when))" }
            failures.append("layout checks failed in \(recorded.combination) (\(findings.count) finding\(findings.count == 1 ? "" : "s")):\n"
                            + lines.joined(separator: "\n"))
        }
    } catch {
        failures.append("layout checks could not record: \(error)")
    }
    return (results, failures)
}
