import Geometry
import Playback

/// `clippedText`: a visible label shorter than the lines it draws. UILabel draws at least
/// one line, centred vertically, and its backing store ends at its bounds: the glyphs
/// above and below are cut off.
struct ClippedTextRule: FrameRule {
    var rule: CheckRule { .clippedText }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        let tolerance = context.value(rule, "tolerance")
        for v in frame.visibleViews where v.frame.text != nil && context.applies(rule, to: v.frame.id.name) {
            guard let fit = context.fit(v.frame), !fit.lines.isEmpty else { continue }
            let f = v.frame, shown = fit.shownHeight
            guard shown > f.bounds.height + tolerance else { continue }
            let lines = fit.lines.count == 1 ? "a \(shown.checkDescription) pt line" : "\(fit.lines.count) lines (\(shown.checkDescription) pt)"
            out.append(CheckObservation(
                rule: rule, subject: f.id.name, measurement: .atLeast("height", f.bounds.height, shown, unit: "pt"),
                message: "'\(f.id)' draws \(lines) in \(f.bounds.height.checkDescription) pt: "
                    + "\((shown - f.bounds.height).checkDescription) pt of the glyphs are cut off",
                region: v.rect))
        }
    }
}
