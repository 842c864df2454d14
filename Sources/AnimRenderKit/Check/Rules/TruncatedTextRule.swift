import Geometry
import Playback

/// `truncatedText`: a visible label whose text UILabel cuts short with "…" — a one-line
/// label narrower than its text, a multi-line one too short for its lines, or one whose
/// `numberOfLines` is smaller than the lines its text needs at its width.
struct TruncatedTextRule: FrameRule {
    var rule: CheckRule { .truncatedText }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        for v in frame.visibleViews where v.frame.text != nil && context.applies(rule, to: v.frame.id.name) {
            guard let fit = context.fit(v.frame), fit.isTruncated else { continue }
            let f = v.frame, id = f.id.name
            let measurement: CheckMeasurement, message: String
            if f.numberOfLines == 1 {
                measurement = .atLeast("width", f.bounds.width, fit.neededWidth, unit: "pt")
                message = "'\(id)' needs \(fit.neededWidth.checkDescription) pt for its text on one line, has \(f.bounds.width.checkDescription) pt"
            } else if f.numberOfLines > 0, fit.lines.count == f.numberOfLines {
                measurement = .atLeast("lines", Double(f.numberOfLines), Double(fit.neededLines), unit: "lines")
                message = "'\(id)' needs \(fit.neededLines) lines at \(f.bounds.width.checkDescription) pt wide; numberOfLines is \(f.numberOfLines)"
            } else {
                let needed = Double(fit.neededLines) * fit.lineHeight
                measurement = .atLeast("height", f.bounds.height, needed, unit: "pt")
                message = "'\(id)' needs \(fit.neededLines) lines (\(needed.checkDescription) pt) at \(f.bounds.width.checkDescription) pt wide, "
                    + "has \(f.bounds.height.checkDescription) pt (\(fit.lines.count) line\(fit.lines.count == 1 ? "" : "s"))"
            }
            out.append(CheckObservation(rule: rule, subject: id, measurement: measurement, message: message, region: v.rect))
        }
    }
}
