import CCairo
import XCTest

/// Advances and vertical metrics read straight from the font file with FreeType in
/// unscaled design units: an independent source for expected text sizes (the engine
/// goes through cairo's scaled fonts instead).
struct FontFileMetrics {
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let height: Double
    /// Whether every requested character has a glyph (index 0 is .notdef).
    let hasGlyphs: Bool
    private let advances: [Character: Double]

    init(path: String, characters: String) throws {
        var library: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&library), 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        XCTAssertEqual(FT_New_Face(library, path, 0, &face), 0)
        let f = try XCTUnwrap(face)
        unitsPerEm = Double(f.pointee.units_per_EM)
        ascender = Double(f.pointee.ascender)
        descender = Double(f.pointee.descender)
        height = Double(f.pointee.height)
        var advances: [Character: Double] = [:]
        var hasGlyphs = true
        for character in characters {
            let scalar = character.unicodeScalars.first!.value
            let glyph = FT_Get_Char_Index(f, FT_ULong(scalar))
            hasGlyphs = hasGlyphs && glyph != 0
            XCTAssertEqual(FT_Load_Glyph(f, glyph, Int32(FT_LOAD_NO_SCALE)), 0)
            advances[character] = Double(f.pointee.glyph.pointee.advance.x)
        }
        self.advances = advances
        self.hasGlyphs = hasGlyphs
    }

    /// Width of `text` at `size` points: the sum of design advances scaled to the size.
    func width(_ text: String, size: Double) -> Double {
        text.reduce(0) { $0 + advances[$1]! } * size / unitsPerEm
    }
    func lineHeight(size: Double) -> Double { height * size / unitsPerEm }
}
