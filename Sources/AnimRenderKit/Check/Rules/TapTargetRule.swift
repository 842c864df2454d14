import Geometry
import Playback

/// `tapTarget`: a visible control — a view the frame marks as one (a `UIControl`), or a
/// view the settings switch the rule on for (tapped through a gesture recognizer) —
/// smaller on screen than the minimum touch target (Apple's Human Interface Guidelines:
/// 44 × 44 pt).
struct TapTargetRule: FrameRule {
    var rule: CheckRule { .tapTarget }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        guard context.settings.runs(rule) else { return }
        let minimum = Size(context.value(rule, "minimumWidth"), context.value(rule, "minimumHeight"))
        for v in frame.visibleViews {
            let id = v.frame.id.name
            guard context.settings.override(rule, for: id) ?? v.frame.isControl else { continue }
            let size = v.rect.size
            let short = [("width", size.width, minimum.width), ("height", size.height, minimum.height)]
                .filter { $0.1 < $0.2 - 1e-9 }
                .max { ($0.2 - $0.1) < ($1.2 - $1.1) }
            guard let (quantity, value, limit) = short else { continue }
            out.append(CheckObservation(
                rule: rule, subject: id, measurement: .atLeast(quantity, value, limit, unit: "pt"),
                message: "'\(id)' is \(size.width.checkDescription)×\(size.height.checkDescription) pt; a touch target needs at least "
                    + "\(minimum.width.checkDescription)×\(minimum.height.checkDescription) pt",
                region: v.rect))
        }
    }
}
