import Geometry
import Playback
import Render

/// The layout rules the settings leave on, applied to one frame after another: what the
/// checks sink runs on every frame of a combination.
struct FrameChecker {
    let context: RuleContext
    let rules: [FrameRule]

    init(settings: CheckSettings, text: TextEngine, renderer: Renderer, windowBackground: DynamicColor) {
        context = RuleContext(settings: settings, text: text, renderer: renderer, windowBackground: windowBackground)
        rules = CheckRule.allCases.filter(settings.runs).map(\.implementation)
    }

    /// Everything wrong with `frame`, rule by rule.
    func observations(in frame: FrameState) -> [CheckObservation] {
        let checked = CheckedFrame(frame)
        var out: [CheckObservation] = []
        for rule in rules { rule.check(checked, context, into: &out) }
        return out
    }
}
