import Geometry
import Playback
import Render

/// The checks as a sink of a run: each frame handed to it is held to the layout rules the
/// settings leave on, and what fails is folded into findings. It writes no file of its
/// own: `animrender check` writes the findings of every combination together (check.json,
/// the page), and `assertLayoutChecks` reports them in a test.
final class CheckSink: FrameSink {
    let checker: FrameChecker
    private(set) var collector = FindingCollector()
    private(set) var framesChecked = 0

    init(settings: CheckSettings, text: TextEngine, renderer: Renderer, windowBackground: DynamicColor) {
        checker = FrameChecker(settings: settings, text: text, renderer: renderer, windowBackground: windowBackground)
    }

    var fileNames: [String] { [] }

    func consume(_ frame: FrameState) throws {
        collector.add(checker.observations(in: frame), of: frame)
        framesChecked += 1
    }

    func finish(_ run: RunOutput) throws {}

    /// The findings so far, in report order.
    var findings: [CheckFinding] { collector.ordered }
}
