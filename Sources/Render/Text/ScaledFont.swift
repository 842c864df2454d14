@_implementationOnly import CCairo
import Foundation
import Geometry

/// A font face at one point size, measured in points (identity device transform).
/// Because hinting and metric hinting are off, the same advances hold at every render
/// scale, so text measured here is laid out identically at @1x, @2x and @3x. The system
/// font is measured with San Francisco's published metrics (`SystemFontMetrics`: its
/// ascender, descender and tracking); any other face with its own.
final class ScaledFont: @unchecked Sendable {
    let handle: OpaquePointer // cairo_scaled_font_t
    let size: Double
    /// Distance from the baseline up to the top of the line box (UIFont.ascender).
    let ascent: Double
    /// Distance from the baseline down to the bottom of the line box (−UIFont.descender).
    let descent: Double
    /// Baseline-to-baseline distance: ascender − descender + line gap, as UIFont.lineHeight.
    let lineHeight: Double
    /// Added to every character's advance (the system font's tracking at this size).
    let tracking: Double
    private let cacheLock = NSLock()
    private var cache: [Character: CharacterGlyphs] = [:]

    /// One character's glyphs (offsets from the pen) and the pen's advance past it,
    /// looked up in cairo once per font and character: labels are drawn every frame.
    private struct CharacterGlyphs {
        var glyphs: [cairo_glyph_t]
        var advance: Double
    }

    init(face: FontFace, size: Double, isSystem: Bool) {
        var fontMatrix = cairo_matrix_t(), ctm = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, size, size)
        cairo_matrix_init_identity(&ctm)
        guard let font = cairo_scaled_font_create(face.handle, &fontMatrix, &ctm, FontOptions.deterministic.handle) else {
            fatalError("cairo_scaled_font_create returned nil")
        }
        CairoStatus.require(cairo_scaled_font_status(font), "cairo_scaled_font_create(\(face.path), \(size))")
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(font, &extents)
        handle = font
        self.size = size
        if isSystem {
            ascent = SystemFontMetrics.ascender / SystemFontMetrics.unitsPerEm * size
            descent = -SystemFontMetrics.descender / SystemFontMetrics.unitsPerEm * size
            lineHeight = SystemFontMetrics.lineHeight(size: size)
            tracking = SystemFontMetrics.tracking(size: size)
        } else {
            ascent = extents.ascent
            descent = extents.descent
            lineHeight = extents.height
            tracking = 0
        }
    }

    deinit { cairo_scaled_font_destroy(handle) }

    private func lookUp(_ character: Character) -> CharacterGlyphs {
        if let cached = cacheLock.withLock({ cache[character] }) { return cached }
        let utf8 = String(character)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(handle, utf8, &extents)
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(handle, 0, 0, utf8, -1, &glyphs, &count, nil, nil, nil)
        CairoStatus.require(status, "cairo_scaled_font_text_to_glyphs")
        let found = CharacterGlyphs(glyphs: Array(UnsafeBufferPointer(start: glyphs, count: Int(count))),
                                    advance: extents.x_advance + tracking)
        cairo_glyph_free(glyphs)
        cacheLock.withLock { cache[character] = found }
        return found
    }

    /// The horizontal advance of one character (a grapheme cluster) in points, tracking
    /// included (Core Text adds a font's tracking to every glyph's advance, the last too).
    func advance(of character: Character) -> Double { lookUp(character).advance }

    /// The total advance of a string: the sum of its characters' advances (cairo-ft does
    /// no kerning, so this equals what `glyphs(for:)` places).
    func width<S: Sequence>(of characters: S) -> Double where S.Element == Character {
        characters.reduce(0) { $0 + advance(of: $1) }
    }

    /// Glyphs for one line with the pen starting at `origin` (the left end of the baseline),
    /// each placed at the sum of the advances of the characters before it.
    func glyphs(for line: String, origin: Point) -> [cairo_glyph_t] {
        var result: [cairo_glyph_t] = []
        var x = origin.x
        for character in line {
            let found = lookUp(character)
            for g in found.glyphs {
                result.append(cairo_glyph_t(index: g.index, x: x + g.x, y: origin.y + g.y))
            }
            x += found.advance
        }
        return result
    }
}
