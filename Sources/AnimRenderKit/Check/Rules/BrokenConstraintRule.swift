import Geometry
import Playback

/// `brokenConstraint`: a required constraint UIKit broke to recover from an unsatisfiable
/// set, in every frame it stays active (frames.json's `kind: "broken"`).
struct BrokenConstraintRule: FrameRule {
    var rule: CheckRule { .brokenConstraint }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        guard context.settings.runs(rule) else { return }
        for violation in frame.state.violations where violation.kind == .broken {
            let constraint = frame.state.constraint(violation.constraint)
            let views = constraint?.views ?? []
            guard views.allSatisfy({ context.applies(rule, to: $0.name) }) else { continue }
            let rects = views.compactMap { frame.view($0)?.rect }
            out.append(CheckObservation(
                rule: rule, subject: violation.constraint.name, other: views.first?.name,
                measurement: .atMost("error", violation.amount, 0, unit: "pt"),
                message: "constraint '\(violation.constraint)' is broken (UIKit could not satisfy it with the others); the frame is "
                    + "\(violation.amount.checkDescription) pt away from it",
                region: rects.dropFirst().reduce(rects.first) { $0?.union($1) }))
        }
    }
}
