import Cassowary
import Geometry
@testable import Layout
import XCTest
import enum Timeline.ConstraintParser

/// A measurer with round numbers so expectations can be worked out by hand: every
/// character is 10 pt wide, every line 20 pt tall, the first baseline 15 pt below the
/// top; wrapping is greedy at spaces.
struct FakeTextMeasurer: TextMeasuring {
    static let advance = 10.0, lineHeight = 20.0, ascent = 15.0

    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth else { lines.append(String(paragraph)); continue }
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if Double(candidate.count) * Self.advance > maxWidth, !line.isEmpty {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let width = Double(lines.map(\.count).max() ?? 0) * Self.advance
        let height = Double(lines.count) * Self.lineHeight
        return TextMetrics(size: Size(width, height), firstBaseline: Self.ascent,
                           lastBaseline: Self.ascent + Double(lines.count - 1) * Self.lineHeight, lines: lines)
    }
}

/// iPhone 8 portrait unless told otherwise: 375×667, status bar 20.
func makeEngine(size: Size = Size(375, 667), insets: EdgeInsets = EdgeInsets(top: 20),
                orientation: InterfaceOrientation = .portrait, style: UIKitStyle = .modern) -> LayoutEngine {
    LayoutEngine(configuration: LayoutEngineConfiguration(
        screen: ScreenState(size: size, safeAreaInsets: insets, orientation: orientation),
        style: style, textMeasurer: FakeTextMeasurer()))
}

extension LayoutEngine {
    /// Adds constraints written in the timeline syntax.
    @discardableResult
    func add(_ text: String, id: LayoutConstraintID? = nil) throws -> LayoutConstraintID {
        try store.addConstraint(ConstraintParser.parse(text, id: id))
    }

    /// Adds several constraint strings (ids generated).
    func add(all texts: [String]) throws {
        for t in texts { try add(t) }
    }

    func frame(_ id: ViewID) -> Rect { tree.layout(of: id)?.frame ?? Rect(-1, -1, -1, -1) }
}

/// `card`, pinned 20 from the root's leading and trailing edges (`lead`, `trail`), 20 below
/// its safe area's top (`top`), 100 tall (`h`): on the iPhone 8, (20, 40, 335, 100) once laid out.
func addPinnedCard(to e: LayoutEngine) throws {
    try e.addView(ViewSpec(id: "card"))
    try e.add("card.leading == root.leading + 20", id: "lead")
    try e.add("card.trailing == root.trailing - 20", id: "trail")
    try e.add("card.top == root.safeArea.top + 20", id: "top")
    try e.add("card.height == 100", id: "h")
}

func assertRect(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accuracy: Double = 1e-6,
                file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(r.minX, x, accuracy: accuracy, "minX of \(r)", file: file, line: line)
    XCTAssertEqual(r.minY, y, accuracy: accuracy, "minY of \(r)", file: file, line: line)
    XCTAssertEqual(r.width, w, accuracy: accuracy, "width of \(r)", file: file, line: line)
    XCTAssertEqual(r.height, h, accuracy: accuracy, "height of \(r)", file: file, line: line)
}

/// XCTest brings in Foundation's `AffineTransform`; the tests mean ours.
typealias AffineTransform = Geometry.AffineTransform
