import Geometry
import Layout
import Playback
import Render

/// `contrast`: text whose contrast with what is drawn behind it is below WCAG's minimum
/// (Success Criterion 1.4.3: 4.5:1; 3:1 for large text — Apple's Human Interface
/// Guidelines count 18 pt and larger, and bold text of any size, as large).
///
/// Measured from pixels: the frame is drawn without any text at 1 pixel per point (the
/// views' backgrounds, borders, and whatever else is behind the text, at their opacity),
/// and each line of a label's text is looked at where it is drawn. Every colour covering
/// at least `backgroundShare` of those pixels is a background the text must stand out
/// from (antialiased edges and hairlines are left out); the text colour, at the label's
/// opacity, is composited over each, and the lowest ratio is the label's.
struct ContrastRule: FrameRule {
    var rule: CheckRule { .contrast }
    /// The share of the text's pixels a colour must cover to count as its background.
    static let backgroundShare = 0.05
    /// Pixels per point of the background drawing.
    static let scale = 1.0

    func check(_ frame: CheckedFrame, _ context: RuleContext, into out: inout [CheckObservation]) {
        guard context.settings.runs(rule) else { return }
        let labels = frame.visibleViews.filter { v in
            guard let t = v.frame.text, !t.isEmpty, v.frame.textColor.alpha > 0 else { return false }
            return context.applies(rule, to: v.frame.id.name)
        }
        guard !labels.isEmpty, let background = context.background(of: frame, scale: Self.scale) else { return }
        for v in labels {
            guard let fit = context.fit(v.frame), let shown = frame.visibleRect(of: v) else { continue }
            let boxes = Self.lineBoxes(v, fit).compactMap { $0.intersection(shown) }.filter { $0.width > 0 && $0.height > 0 }
            let colors = Self.backgrounds(in: boxes, of: background, scale: Self.scale)
            guard !colors.isEmpty else { continue }
            let text = v.frame.textColor
            var worst: (ratio: Double, behind: Color, shows: Color)?
            for behind in colors {
                let shows = text.over(behind, opacity: v.opacity)
                let ratio = shows.contrastRatio(with: behind)
                if ratio < (worst?.ratio ?? .infinity) { worst = (ratio, behind, shows) }
            }
            guard let worst else { continue }
            let font = v.frame.font
            let large = font.size >= context.value(rule, "largeTextSize")
                || (font.weight >= .semibold && font.size >= context.value(rule, "boldLargeTextSize"))
            let minimum = context.value(rule, large ? "largeTextMinimum" : "minimum")
            guard worst.ratio < minimum else { continue }
            out.append(CheckObservation(
                rule: rule, subject: v.frame.id.name, measurement: .atLeast("contrast", worst.ratio, minimum, unit: ":1"),
                message: "'\(v.frame.id.name)' text \(worst.shows.hex) on \(worst.behind.hex) has a contrast of "
                    + "\(worst.ratio.checkDescription):1; \(large ? "large " : "")text needs \(minimum.checkDescription):1",
                region: v.rect))
        }
    }

    /// Where each drawn line of a label's text is, in the root view's coordinates: the
    /// block centred vertically in the bounds, each line placed by the alignment, as the
    /// renderer draws it.
    static func lineBoxes(_ v: CheckedFrame.View, _ fit: TextFit) -> [Rect] {
        let b = v.frame.bounds
        let top = b.minY + (b.height - fit.shownHeight) / 2
        return zip(fit.lines.indices, fit.lineWidths).map { i, width in
            let x: Double
            switch v.frame.textAlignment {
            case .left, .natural: x = b.minX
            case .center: x = b.minX + (b.width - width) / 2
            case .right: x = b.maxX - width
            }
            return v.toRoot.apply(Rect(x, top + Double(i) * fit.lineHeight, width, fit.lineHeight))
        }
    }

    /// The opaque colours covering at least `backgroundShare` of the pixels whose centres
    /// lie in `boxes`, darkest first (a fixed order, whatever the counting's).
    static func backgrounds(in boxes: [Rect], of image: PixelImage, scale: Double) -> [Color] {
        var counts: [UInt32: Int] = [:]
        var total = 0
        // The first and last pixel whose centre is at or past `low`, and at or before `high`.
        func pixels(_ low: Double, _ high: Double, count: Int) -> ClosedRange<Int>? {
            let first = max(0, min(Double(count), (low * scale - 0.5).rounded(.up)))
            let last = max(-1, min(Double(count - 1), (high * scale - 0.5).rounded(.down)))
            return first <= last ? Int(first)...Int(last) : nil
        }
        for box in boxes {
            guard let xs = pixels(box.minX, box.maxX, count: image.width), let ys = pixels(box.minY, box.maxY, count: image.height)
            else { continue }
            let (x0, x1, y0, y1) = (xs.lowerBound, xs.upperBound, ys.lowerBound, ys.upperBound)
            // Counted in runs of one colour: behind text most rows are a few long runs.
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in y0...y1 {
                    let row = y * image.width
                    var run = pixels[row + x0], length = 0
                    for x in x0...x1 {
                        let p = pixels[row + x]
                        if p != run { counts[run | 0xFF00_0000, default: 0] += length; run = p; length = 0 }
                        length += 1
                    }
                    counts[run | 0xFF00_0000, default: 0] += length
                    total += x1 - x0 + 1
                }
            }
        }
        guard total > 0 else { return [] }
        let needed = Double(total) * backgroundShare
        return counts.filter { Double($0.value) >= needed }.keys.sorted().map { p in
            Color(red: Double((p >> 16) & 0xFF) / 255, green: Double((p >> 8) & 0xFF) / 255, blue: Double(p & 0xFF) / 255)
        }.sorted { $0.relativeLuminance < $1.relativeLuminance }
    }
}
