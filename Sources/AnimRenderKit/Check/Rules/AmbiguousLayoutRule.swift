import Geometry
import Playback

/// `ambiguousLayout`: a view whose position or size the constraints leave free
/// (`hasAmbiguousLayout`), one finding per view naming every free attribute.
struct AmbiguousLayoutRule: FrameRule {
    var rule: CheckRule { .ambiguousLayout }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        guard context.settings.runs(rule) else { return }
        let ambiguous = frame.state.diagnostics.ambiguous
        for id in frame.state.diagnostics.ambiguousViews where context.applies(rule, to: id.name) {
            let ranges = ambiguous.filter { $0.view == id }.map { a in
                "\(a.attribute.rawValue) \(a.lowerBound.map(\.checkDescription) ?? "−∞")…\(a.upperBound.map(\.checkDescription) ?? "∞")"
            }
            out.append(CheckObservation(
                rule: rule, subject: id.name,
                message: "'\(id)' has an ambiguous layout: the constraints leave " + ranges.joined(separator: ", ") + " free",
                region: frame.view(id)?.rect))
        }
    }
}
