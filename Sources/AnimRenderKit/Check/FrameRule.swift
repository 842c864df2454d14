import Geometry
import Layout
import Playback
import Render

/// One layout rule as a value: given a frame (and the settings), what it finds wrong.
/// Rules read only the frame — its values, the text measured with the fonts the renderer
/// draws with, and for `contrast` the frame drawn — so a frame is judged the same
/// whenever and wherever it is judged.
protocol FrameRule {
    var rule: CheckRule { get }
    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation])
}

/// What rules share while judging the frames of one combination: the settings, the text
/// engine (with the fits already measured, since a label's text and bounds rarely change
/// from frame to frame) and the renderer. One per thread: it is not shared.
final class RuleContext {
    let settings: CheckSettings
    let text: TextEngine
    let renderer: Renderer
    /// The window's colour behind every view (the run's `render.background`).
    let windowBackground: DynamicColor
    private var fits: [FitKey: TextFit] = [:]
    private struct FitKey: Hashable {
        var text: String, font: FontDescriptor, numberOfLines: Int, width: Double, height: Double
    }
    /// Fits kept at most; past it the memo starts again.
    static let fitMemoLimit = 10_000

    init(settings: CheckSettings, text: TextEngine, renderer: Renderer, windowBackground: DynamicColor) {
        self.settings = settings; self.text = text; self.renderer = renderer; self.windowBackground = windowBackground
    }

    /// The frame drawn without text, in the root view's coordinates at `scale` pixels per
    /// point: what is behind every label's text. nil when it cannot be drawn (a frame the
    /// renderer refuses is reported by the run, not by a rule).
    func background(of frame: CheckedFrame, scale: Double) -> PixelImage? {
        guard let rootIndex = frame.slots[ViewID.root] else { return nil }
        let root = frame.views[rootIndex].frame
        let size = frame.screen.size
        // The root view unturned, filling the scene: the scene's points are the root's.
        var nodes = SceneBuilder.nodes(for: frame.state.views, text: false)
        guard let k = nodes.firstIndex(where: { $0.id == ViewID.root.name }) else { return nil }
        nodes = [nodes[k]]
        nodes[0].center = Point(size.width / 2, size.height / 2)
        nodes[0].transform = .identity
        nodes[0].anchorPoint = Point(0.5, 0.5)
        nodes[0].bounds = Rect(origin: root.bounds.origin, size: size)
        let scene = Scene(size: size, scale: scale, background: windowBackground.resolved(for: frame.state.traits.userInterfaceStyle),
                          nodes: nodes)
        return try? renderer.render(scene)
    }

    /// The label's text in its bounds (see `TextEngine.fit`), remembered.
    func fit(_ v: ViewFrame) -> TextFit? {
        guard let string = v.text, !string.isEmpty else { return nil }
        let key = FitKey(text: string, font: v.font, numberOfLines: v.numberOfLines, width: v.bounds.width, height: v.bounds.height)
        if let known = fits[key] { return known }
        let fit = text.fit(string, font: v.font, numberOfLines: v.numberOfLines, in: v.bounds.size)
        if fits.count >= Self.fitMemoLimit { fits.removeAll(keepingCapacity: true) }
        fits[key] = fit
        return fit
    }

    func applies(_ rule: CheckRule, to view: String) -> Bool { settings.applies(rule, to: view) }
    func value(_ rule: CheckRule, _ name: String) -> Double { settings.value(rule, name) }
}

extension CheckRule {
    /// The rule's implementation.
    var implementation: FrameRule {
        switch self {
        case .truncatedText: return TruncatedTextRule()
        case .clippedText: return ClippedTextRule()
        case .clipped: return ClippedRule()
        case .offScreen: return OffScreenRule()
        case .safeArea: return SafeAreaRule()
        case .overlap: return OverlapRule()
        case .tapTarget: return TapTargetRule()
        case .contrast: return ContrastRule()
        case .brokenConstraint: return BrokenConstraintRule()
        case .ambiguousLayout: return AmbiguousLayoutRule()
        }
    }
}
