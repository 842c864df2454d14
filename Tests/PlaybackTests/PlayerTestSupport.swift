import Geometry
import Layout
@testable import Playback
import XCTest
import enum Timeline.ConstraintParser

/// Measures every text as empty: these tests place plain views only.
struct NoTextMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
        TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
    }
}

/// A 400×800 screen (800×400 in landscape) with no safe area, every orientation allowed.
func makePlayer(style: UIKitStyle = .modern) -> Player {
    Player(configuration: PlayerConfiguration(
        style: style, textMeasurer: NoTextMeasurer(),
        screen: { ScreenState(size: $0.isLandscape ? Size(800, 400) : Size(400, 800), orientation: $0) }))
}

/// `box`, a 10×10 view at (0, 0) whose left edge is the constraint `x` and top `y`;
/// the first display has run.
func makePlayerWithBox(style: UIKitStyle = .modern) throws -> Player {
    let player = makePlayer(style: style)
    try player.addView(ViewDescription(layout: ViewSpec(id: "box"), appearance: ViewAppearance(backgroundColor: .black)))
    try player.add("box.left == root.left", id: "x")
    try player.add("box.top == root.top", id: "y")
    try player.add("box.width == 10")
    try player.add("box.height == 10")
    player.appear()
    return player
}

extension Player {
    @discardableResult
    func add(_ text: String, id: LayoutConstraintID? = nil) throws -> LayoutConstraintID {
        try addConstraint(ConstraintParser.parse(text, id: id))
    }

    /// The frames at `times`, numbered from 0.
    func frames(at times: [Double]) throws -> [FrameState] {
        try times.enumerated().map { try advance(to: $0.element, index: $0.offset) }
    }
}

let linear = AnimationSpec(duration: 1, curve: .bezier(.linear))
