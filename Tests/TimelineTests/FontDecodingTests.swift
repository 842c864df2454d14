import Geometry
@testable import Timeline
import Playback
import XCTest

/// `fonts` (font files by family and weight) and a label's `"font": { "family" }`.
final class FontDecodingTests: XCTestCase {
    func testFontsResolveAgainstTheTimelinesFolderAndLabelsNameTheirFamily() throws {
        let text = Fixture.document(#"""
        "fonts": [
          { "family": "Brand Sans", "file": "fonts/Brand-Regular.otf" },
          { "family": "Brand Sans", "weight": "bold", "file": "/abs/Brand-Bold.otf" }
        ],
        "views": [ { "id": "a", "text": "x", "font": { "family": "Brand Sans", "size": 20, "weight": "semibold" } } ]
        """#)
        let timeline = try TimelineLoader.load(text: text, fileName: "screens/login.json")
        XCTAssertEqual(timeline.fonts.map(\.family), ["Brand Sans", "Brand Sans"])
        XCTAssertEqual(timeline.fonts.map(\.weight), [.regular, .bold])
        XCTAssertEqual(timeline.fonts.map(\.path), ["screens/fonts/Brand-Regular.otf", "/abs/Brand-Bold.otf"])
        let at = Fixture.position(of: "\"fonts/Brand", in: text)
        XCTAssertEqual(timeline.fonts[0].source, SourceReference(file: "screens/login.json", path: "$.fonts[0].file",
                                                                 line: at.line, column: at.column))
        XCTAssertEqual(timeline.views[0].font, FontDescriptor(size: 20, weight: .semibold, family: "Brand Sans"))
        // A timeline next to the working directory resolves against it.
        XCTAssertEqual(try TimelineLoader.load(text: text, fileName: "login.json").fonts[0].path, "fonts/Brand-Regular.otf")
    }

    func testAnUnknownFamilyIsLocatedWithASuggestion() {
        let near = Fixture.document(#"""
        "fonts": [ { "family": "Brand Sans", "file": "b.otf" } ],
        "views": [ { "id": "a", "text": "x", "font": { "family": "Brand Snas" } } ]
        """#)
        assertSingleError(near, marker: "\"Brand Snas\"", path: "$.views[0].font.family",
                          message: "unknown font family 'Brand Snas'", fix: "did you mean 'Brand Sans'?")
        let none = Fixture.document(#""views": [ { "id": "a", "text": "x", "font": { "family": "Helvetica" } } ]"#)
        assertSingleError(none, marker: "\"Helvetica\"", path: "$.views[0].font.family",
                          message: "unknown font family 'Helvetica'",
                          fix: "declare it in 'fonts' (family, weight, file), or pass --font-dir")
        // In a change too.
        let change = Fixture.document(#"""
        "views": [ { "id": "a", "text": "x" } ],
        "timeline": [ { "at": 0, "changes": [ { "view": "a", "set": { "font": { "family": "Helvetica" } } } ] } ]
        """#)
        assertSingleError(change, marker: "\"Helvetica\"", path: "$.timeline[0].changes[0].set.font.family",
                          message: "unknown font family 'Helvetica'",
                          fix: "declare it in 'fonts' (family, weight, file), or pass --font-dir")
    }

    func testFamiliesTheRunAddsAreKnown() throws {
        let text = Fixture.document(#""views": [ { "id": "a", "text": "x", "font": { "family": "Folder Sans" } } ]"#)
        let timeline = try TimelineLoader.load(text: text, fileName: "t.json", fontFamilies: ["Folder Sans"])
        XCTAssertEqual(timeline.views[0].font.family, "Folder Sans")
    }

    func testBadFontEntries() {
        let twice = Fixture.document(#"""
        "fonts": [ { "family": "B", "file": "a.otf" }, { "family": "B", "weight": "regular", "file": "b.otf" } ]
        """#)
        assertSingleError(twice, marker: "\"B\"", occurrence: 2, path: "$.fonts[1].family",
                          message: "'B' regular is already given by $.fonts[0].file", fix: "give each family and weight one file")
        let reserved = Fixture.document(#""fonts": [ { "family": ".SF UI Text", "file": "sf.otf" } ]"#)
        assertSingleError(reserved, marker: "\".SF", path: "$.fonts[0].family",
                          message: "font families starting with '.' are reserved",
                          fix: "name the family without the leading '.'")
        let weight = Fixture.document(#""fonts": [ { "family": "B", "weight": "semiBold", "file": "b.otf" } ]"#)
        assertSingleError(weight, marker: "\"semiBold\"", path: "$.fonts[0].weight",
                          message: "unknown font weight 'semiBold'", fix: "did you mean 'semibold'?")
        let noFile = Fixture.document(#""fonts": [ { "family": "B" } ]"#)
        XCTAssertEqual(Fixture.errors(noFile).map(\.path), ["$.fonts[0]"])
        let emptyFile = Fixture.document(#""fonts": [ { "family": "B", "file": "" } ]"#)
        assertSingleError(emptyFile, marker: "\"\"", path: "$.fonts[0].file", message: "the font file is empty",
                          fix: "give the path of a .ttf, .otf or .ttc file, relative to the timeline")
        let unknownKey = Fixture.document(#""fonts": [ { "family": "B", "file": "b.otf", "style": "italic" } ]"#)
        XCTAssertEqual(Fixture.errors(unknownKey).map(\.path), ["$.fonts[0].style"])
    }

    func testAFamilyDoesNotGoWithATextStyle() {
        let text = Fixture.document(#"""
        "fonts": [ { "family": "B", "file": "b.otf" } ],
        "views": [ { "id": "a", "text": "x", "font": { "textStyle": "body", "family": "B" } } ]
        """#)
        assertSingleError(text, marker: "\"B\" }", path: "$.views[0].font.family",
                          message: "'family' does not go with 'textStyle': a text style is the system font at the size and weight of the content size category")
    }
}
