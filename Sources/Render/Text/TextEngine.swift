@_implementationOnly import CCairo
import Foundation
import Geometry
import Overlays

/// Measures and lays out label text the way UILabel does, with the fonts of a
/// `FontCatalog` loaded by file so that sizes are identical on every machine (the
/// standard catalog: Inter standing in for San Francisco, DejaVu Sans for the tool's own
/// labels). It promises:
/// - `measure` returns UILabel's `intrinsicContentSize` (ceil of the widest line, ceil of
///   lines × `lineHeight`) and baselines from the top;
/// - metrics do not depend on the render scale (no hinting, no metric rounding);
/// - the renderer draws text with the same line breaks and glyph positions it measured.
/// It is thread-safe: fonts are created once and measured under a lock.
public final class TextEngine: TextMeasuring, LineMeasuring, @unchecked Sendable {
    public let catalog: FontCatalog
    private let faces: [String: FontFace]
    private let lock = NSLock()
    private var scaledFonts: [ScaledFontKey: ScaledFont] = [:]

    private struct ScaledFontKey: Hashable { var path: String; var size: Double }
    /// `oneLineSize`'s answers: overlay labels (view ids, constraint ids) come back every frame.
    private var oneLineSizes: [OneLineKey: Size] = [:]
    private struct OneLineKey: Hashable { var text: String; var font: FontDescriptor }
    /// Answers kept at most; past it the memo starts again (answers never change).
    static let oneLineMemoLimit = 20_000
    /// `labelTextArea`'s answers, relative to the bounds' origin: label placement asks for
    /// every label view of every frame, and a view's text rarely changes between frames.
    private var labelAreas: [LabelAreaKey: Rect?] = [:]
    private struct LabelAreaKey: Hashable {
        var text: SceneText; var size: Size
    }

    /// Loads every file of `catalog`; throws `RenderError.fontMissing` naming the first
    /// absent file (and the package that provides it), or `fontUnreadable`.
    public init(catalog: FontCatalog = .standard()) throws {
        self.catalog = catalog
        var faces: [String: FontFace] = [:]
        for file in catalog.files { faces[file.path] = try FontFace(file: file) }
        self.faces = faces
    }

    private static let sharedResult = Result { try TextEngine() }

    /// The engine with the standard catalog's system fonts, loaded once per process.
    public static func shared() throws -> TextEngine { try sharedResult.get() }

    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
        layout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines).metrics
    }

    /// UIFont.lineHeight for `font`: ascender − descender + line gap.
    public func lineHeight(for font: FontDescriptor) -> Double { scaledFont(for: font).lineHeight }

    /// UIFont.ascender for `font` (positive, above the baseline).
    public func ascender(for font: FontDescriptor) -> Double { scaledFont(for: font).ascent }

    /// The width of `text` on one line, unrounded.
    public func width(of text: String, font: FontDescriptor) -> Double { scaledFont(for: font).width(of: text) }

    func layout(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextLayout {
        let scaled = scaledFont(for: font)
        let breaker = LineBreaker(advance: scaled.advance(of:))
        let laid = breaker.lay(text, maxWidth: maxWidth, numberOfLines: numberOfLines)
        let lines = laid.lines.enumerated().map { index, line in
            TextLayout.Line(text: line, width: scaled.width(of: line),
                            baseline: Double(index) * scaled.lineHeight + scaled.ascent)
        }
        let width = lines.map(\.width).max() ?? 0
        return TextLayout(lines: lines, isTruncated: laid.isTruncated, font: scaled,
                          exactSize: Size(width, Double(lines.count) * scaled.lineHeight))
    }

    /// How many lines UILabel shows in a label `height` tall: those that fit (at least
    /// one, so a label shorter than a line shows one, clipped), at most `numberOfLines`
    /// (0: no limit). The renderer draws that many; the checks measure the same.
    public func visibleLines(font: FontDescriptor, numberOfLines: Int, height: Double) -> Int {
        let lineHeight = self.lineHeight(for: font)
        // Heights are bounded by the scene's drawing limits; a count beyond Int means "all".
        let fitting = max(1, ((height + 0.5) / lineHeight).checkedInteger(rounding: .down) ?? Int.max)
        return numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
    }

    /// A label's text in bounds of `size`, as UILabel draws it and what it would need
    /// to be drawn whole (see `TextFit`).
    public func fit(_ text: String, font: FontDescriptor, numberOfLines: Int, in size: Size) -> TextFit {
        let shown = layout(text, font: font, maxWidth: size.width,
                           numberOfLines: visibleLines(font: font, numberOfLines: numberOfLines, height: size.height))
        let lineHeight = shown.font.lineHeight
        var fit = TextFit(lines: shown.lines.map(\.text), lineWidths: shown.lines.map(\.width), isTruncated: shown.isTruncated,
                          lineHeight: lineHeight, neededWidth: 0, neededLines: shown.lines.count)
        guard shown.isTruncated else { return fit }
        if numberOfLines == 1 {
            fit.neededWidth = oneLineSize(text, font: font).width
        } else {
            let whole = layout(text, font: font, maxWidth: size.width, numberOfLines: 0)
            fit.neededLines = whole.lines.count
            fit.neededWidth = whole.exactSize.width
        }
        return fit
    }

    /// The exact size of `text` laid out on one line with no width limit (`layout`'s
    /// `exactSize`), remembered: label placement asks it of every label of every frame.
    public func oneLineSize(_ text: String, font: FontDescriptor) -> Size {
        let key = OneLineKey(text: text, font: FontDescriptor(size: font.size, weight: font.weight, family: font.family))
        if let known = lock.withLock({ oneLineSizes[key] }) { return known }
        let size = layout(text, font: font, maxWidth: nil, numberOfLines: 1).exactSize
        lock.withLock {
            if oneLineSizes.count >= Self.oneLineMemoLimit { oneLineSizes.removeAll(keepingCapacity: true) }
            oneLineSizes[key] = size
        }
        return size
    }

    /// `labelTextArea` remembered (at most `oneLineMemoLimit` answers kept).
    func memoizedLabelArea(_ text: SceneText, size: Size, _ compute: () -> Rect?) -> Rect? {
        let key = LabelAreaKey(text: text, size: size)
        if let known = lock.withLock({ labelAreas[key] }) { return known }
        let area = compute()
        lock.withLock {
            if labelAreas.count >= Self.oneLineMemoLimit { labelAreas.removeAll(keepingCapacity: true) }
            labelAreas[key] = area
        }
        return area
    }

    func scaledFont(for font: FontDescriptor) -> ScaledFont {
        guard let (file, isSystem) = catalog.file(for: font), let face = faces[file.path] else {
            fatalError("a font catalog without a system font face")  // FontCatalog.standard always has one
        }
        let key = ScaledFontKey(path: file.path, size: font.size)
        return lock.withLock {
            if let existing = scaledFonts[key] { return existing }
            let created = ScaledFont(face: face, size: key.size, isSystem: isSystem)
            scaledFonts[key] = created
            return created
        }
    }
}
