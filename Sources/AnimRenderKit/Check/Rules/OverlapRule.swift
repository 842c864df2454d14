import Geometry
import Playback

/// `overlap`: two visible subviews of one container covering each other (what shows of
/// them, after clipping) by more than the tolerance in both directions. Opt-in: only the
/// containers the settings switch it on for are held to it, since views are stacked on
/// purpose all the time (a badge on an icon, a label on a card).
struct OverlapRule: FrameRule {
    var rule: CheckRule { .overlap }

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        guard context.settings.runs(rule) else { return }
        let tolerance = context.value(rule, "tolerance")
        // Each opted-in container's visible subviews, back to front.
        var children: [Int: [(view: CheckedFrame.View, shown: Rect)]] = [:]
        for v in frame.visibleViews {
            guard let p = v.parent, context.settings.override(rule, for: frame.views[p].frame.id.name) == true,
                  context.settings.override(rule, for: v.frame.id.name) != false, let shown = frame.visibleRect(of: v) else { continue }
            children[p, default: []].append((v, shown))
        }
        for p in children.keys.sorted() {
            let siblings = children[p]!
            for i in siblings.indices {
                for j in siblings.indices where j > i {
                    guard let both = siblings[i].shown.intersection(siblings[j].shown),
                          both.width > tolerance, both.height > tolerance else { continue }
                    let a = siblings[i].view.frame.id.name, b = siblings[j].view.frame.id.name
                    out.append(CheckObservation(
                        rule: rule, subject: a, other: b,
                        measurement: .atMost("overlap", min(both.width, both.height), 0, unit: "pt"),
                        message: "'\(a)' and '\(b)' in '\(frame.views[p].frame.id.name)' overlap by "
                            + "\(both.width.checkDescription)×\(both.height.checkDescription) pt",
                        region: siblings[i].shown.union(siblings[j].shown)))
                }
            }
        }
    }
}
