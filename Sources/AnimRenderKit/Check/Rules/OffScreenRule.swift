import Geometry
import Playback

/// `offScreen`: a visible view that draws something and is partly off the screen (what
/// shows of it, after clipping). A view entirely off the screen is taken as parked there on
/// purpose and not reported.
struct OffScreenRule: FrameRule {
    var rule: CheckRule { .offScreen }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        let tolerance = context.value(rule, "tolerance")
        for v in frame.visibleViews where v.drawsContent && context.applies(rule, to: v.frame.id.name) {
            guard let shown = frame.visibleRect(of: v), shown.intersection(frame.screen).map({ $0.width > 0 && $0.height > 0 }) ?? false
            else { continue }
            let cut = Overhang(of: shown, outside: frame.screen)
            guard cut.amount > tolerance else { continue }
            out.append(CheckObservation(
                rule: rule, subject: v.frame.id.name, measurement: .atMost("overhang", cut.amount, 0, unit: "pt"),
                message: "'\(v.frame.id.name)' reaches \(cut.amount.checkDescription) pt past the \(cut.edge) edge of the screen",
                region: shown))
        }
    }
}
