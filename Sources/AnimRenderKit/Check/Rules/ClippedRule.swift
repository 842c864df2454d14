import Geometry
import Playback

/// `clipped`: a visible view that draws something, partly cut off by a superview (at any
/// depth) that clips to its bounds. A view cut off entirely is taken as parked out of
/// sight on purpose (a menu waiting to slide in) and not reported.
struct ClippedRule: FrameRule {
    var rule: CheckRule { .clipped }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        let tolerance = context.value(rule, "tolerance")
        for v in frame.visibleViews where v.drawsContent && !v.clippingAncestors.isEmpty && context.applies(rule, to: v.frame.id.name) {
            guard frame.visibleRect(of: v) != nil else { continue }
            for a in v.clippingAncestors {
                let clipper = frame.views[a]
                let cut = Overhang(of: v.rect, outside: clipper.rect)
                guard cut.amount > tolerance else { continue }
                out.append(CheckObservation(
                    rule: rule, subject: v.frame.id.name, other: clipper.frame.id.name,
                    measurement: .atMost("overhang", cut.amount, 0, unit: "pt"),
                    message: "\(cut.amount.checkDescription) pt of '\(v.frame.id.name)' past the \(cut.edge) of '\(clipper.frame.id.name)' is cut off "
                        + "(clipsToBounds)",
                    region: v.rect.union(clipper.rect)))
                break
            }
        }
    }
}
