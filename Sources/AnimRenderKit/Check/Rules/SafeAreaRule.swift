import Geometry
import Playback

/// `safeArea`: a visible view that draws something and reaches outside the root view's
/// safe area — under the status bar, the sensor housing, the home indicator or a rounded
/// corner. Views meant to bleed to the edges (backgrounds) opt out in the settings.
struct SafeAreaRule: FrameRule {
    var rule: CheckRule { .safeArea }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        let tolerance = context.value(rule, "tolerance")
        for v in frame.visibleViews where v.drawsContent && context.applies(rule, to: v.frame.id.name) {
            guard let shown = frame.visibleRect(of: v)?.intersection(frame.screen), shown.width > 0, shown.height > 0 else { continue }
            let cut = Overhang(of: shown, outside: frame.safeArea)
            guard cut.amount > tolerance else { continue }
            out.append(CheckObservation(
                rule: rule, subject: v.frame.id.name, measurement: .atMost("overhang", cut.amount, 0, unit: "pt"),
                message: "'\(v.frame.id.name)' reaches \(cut.amount.checkDescription) pt past the \(cut.edge) of the safe area"
                    + Self.under(cut.edge, frame),
                region: shown))
        }
    }

    /// How wide the unsafe band beyond that edge is.
    static func under(_ edge: String, _ frame: CheckedFrame) -> String {
        let inset: Double
        switch edge {
        case "top": inset = frame.state.safeArea.top
        case "bottom": inset = frame.state.safeArea.bottom
        case "left": inset = frame.state.safeArea.left
        default: inset = frame.state.safeArea.right
        }
        return " (the \(inset.checkDescription) pt inset there)"
    }
}
