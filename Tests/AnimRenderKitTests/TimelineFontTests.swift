import Foundation
import Geometry
import Playback
import Render
import Timeline
import XCTest
@testable import AnimRenderKit

/// A timeline's `fonts` and the command line's `--font-dir`: labels naming the family are
/// measured and drawn with the file; a missing or broken file is a located error.
final class TimelineFontTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        // The user's "Brand Sans Bold": a copy of DejaVu Sans Bold under another file name.
        try FileManager.default.copyItem(atPath: FontCatalog.dejaVuDirectory + "/DejaVuSans-Bold.ttf",
                                         toPath: folder.appendingPathComponent("fonts/Brand-Bold.ttf").path)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func timeline(fonts: String, font: String = #"{ "family": "Brand Sans", "size": 17, "weight": "bold" }"#) throws -> String {
        let json = """
        {
          "version": 1, "screen": { "size": [300, 200] },
          "fonts": \(fonts),
          "views": [
            { "id": "brand", "text": "Hello, World!", "font": \(font), "textColor": "#000000" },
            { "id": "system", "text": "Hello, World!", "font": { "size": 17, "weight": "bold" } }
          ],
          "constraints": [ "brand.top == root.top + 10", "brand.leading == root.leading + 10",
                           "system.top == brand.bottom + 10", "system.leading == root.leading + 10" ]
        }
        """
        let path = folder.appendingPathComponent("screen.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testALabelNamingTheFamilyIsMeasuredWithTheFile() throws {
        let path = try timeline(fonts: #"[ { "family": "Brand Sans", "weight": "bold", "file": "fonts/Brand-Bold.ttf" } ]"#)
        let frames = try CompiledTimeline.load(path: path).playAll()
        let brand = try XCTUnwrap(frames[0].view("brand")?.frame)
        let system = try XCTUnwrap(frames[0].view("system")?.frame)
        // The file's own metrics: DejaVu Sans Bold's ascender 1901 and descender −483 per
        // 2048 units make a 17 pt line 19.79 pt (20 rounded up); the system font's is 21.
        XCTAssertEqual(brand.height, 20)
        XCTAssertEqual(system.height, 21)
        // Its advances, with no tracking: the engine measuring that file says the same.
        let file = FontCatalog.File(path: folder.appendingPathComponent("fonts/Brand-Bold.ttf").path)
        let engine = try TextEngine(catalog: FontCatalog.standard().adding(family: "B", weight: .bold, file: file))
        let expected = engine.width(of: "Hello, World!", font: FontDescriptor(size: 17, weight: .bold, family: "B"))
        XCTAssertEqual(brand.width, expected.rounded(.up))
        XCTAssertGreaterThan(brand.width, system.width + 5, "DejaVu is wider than Inter")
    }

    func testTheRenderDrawsWithTheFile() throws {
        let path = try timeline(fonts: #"[ { "family": "Brand Sans", "weight": "bold", "file": "fonts/Brand-Bold.ttf" } ]"#)
        let out = folder.appendingPathComponent("out").path
        var options = RenderOptions(output: out, frames: .range(0, 0))
        options.viewer = false
        _ = try RenderJob.run(timeline: path, options: options) { _, _ in }
        let withFile = try Data(contentsOf: URL(fileURLWithPath: out + "/frame_0000.png"))
        // The same label in the system font draws other pixels.
        let systemPath = try timeline(fonts: "[]", font: #"{ "size": 17, "weight": "bold" }"#)
        _ = try RenderJob.run(timeline: systemPath, options: options) { _, _ in }
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: out + "/frame_0000.png")), withFile)
    }

    /// `line:column` of the first `needle` in the file at `path`, found by searching its text.
    func position(of needle: String, in path: String) throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let before = text[..<text.range(of: needle)!.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        return "\(line):\(before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1)"
    }

    /// Loading a timeline whose one font entry names `file` fails at that entry's `file`
    /// with `message` and `fix` in the text.
    func assertFontFileError(_ file: String, message: String, fix: String, line: UInt = #line) throws {
        let path = try timeline(fonts: #"[ { "family": "Brand Sans", "weight": "bold", "file": "\#(file)" } ]"#)
        let at = try position(of: "\"\(file)", in: path)
        XCTAssertThrowsError(try CompiledTimeline.load(path: path), line: line) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("\(path):\(at): error: $.fonts[0].file: \(message)"), text, line: line)
            XCTAssertTrue(text.contains(fix), text, line: line)
        }
    }

    func testAMissingFontFileIsLocatedWithTheFix() throws {
        try assertFontFileError("fonts/Brand-Bld.ttf", message: "font file not found: \(folder.path)/fonts/Brand-Bld.ttf",
                                fix: "check the path")
        // The value under the text: the font's error, at the entry's "file".
        let path = try timeline(fonts: #"[ { "family": "Brand Sans", "weight": "bold", "file": "fonts/Brand-Bld.ttf" } ]"#)
        let at = try position(of: #""fonts/Brand-Bld.ttf"#, in: path)
        XCTAssertThrowsError(try CompiledTimeline.load(path: path)) { error in
            guard let problems = (error as? AnimRenderError)?.problems, problems.count == 1,
                  case .fonts(.fontMissing(let missing, nil), let source?) = problems[0] else { return XCTFail("\(error)") }
            XCTAssertEqual(missing, "\(self.folder.path)/fonts/Brand-Bld.ttf")
            XCTAssertEqual(source.path, "$.fonts[0].file")
            XCTAssertEqual("\(source.line):\(source.column)", at)
        }
    }

    func testAFileThatIsNotAFontIsLocated() throws {
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("fonts/Broken.ttf"))
        try assertFontFileError("fonts/Broken.ttf", message: "FreeType cannot read", fix: "give a .ttf, .otf or .ttc file")
    }

    func testAFontFolderRegistersEachFileUnderItsOwnFamily() throws {
        let path = try timeline(fonts: "[]", font: #"{ "family": "DejaVu Sans", "size": 17, "weight": "bold" }"#)
        // Without the folder the family is unknown …
        XCTAssertThrowsError(try CompiledTimeline.load(path: path)) { error in
            XCTAssertTrue(String(describing: error).contains("unknown font family 'DejaVu Sans'"), "\(error)")
        }
        // … with it, the file in it (named Brand-Bold.ttf, declaring DejaVu Sans, weight 700) draws the label.
        let frames = try CompiledTimeline.load(path: path, fontFolders: [folder.appendingPathComponent("fonts").path]).playAll()
        XCTAssertEqual(frames[0].view("brand")?.frame.height, 20)
        let folderFaces = try FontFolder(path: folder.appendingPathComponent("fonts").path).faces
        XCTAssertEqual(folderFaces.map(\.family), ["DejaVu Sans"])
        XCTAssertEqual(folderFaces.map(\.weight), [.bold])
        XCTAssertEqual(folderFaces.map(\.postScriptName), ["DejaVuSans-Bold"])
    }

    func testABadFontFolderSaysWhy() throws {
        let path = try timeline(fonts: "[]", font: #"{ "size": 17 }"#)
        XCTAssertThrowsError(try CompiledTimeline.load(path: path, fontFolders: ["/nonexistent-fonts"])) { error in
            XCTAssertEqual(String(describing: error), "--font-dir: cannot read the font folder /nonexistent-fonts: no such folder; check the path")
        }
        XCTAssertThrowsError(try CompiledTimeline.load(path: path, fontFolders: [path])) { error in
            XCTAssertTrue(String(describing: error).contains("it is a file, not a folder"), "\(error)")
        }
        try Data("junk".utf8).write(to: folder.appendingPathComponent("fonts/Junk.otf"))
        XCTAssertThrowsError(try CompiledTimeline.load(path: path, fontFolders: [folder.appendingPathComponent("fonts").path])) { error in
            XCTAssertTrue(String(describing: error).contains("FreeType cannot read \(self.folder.path)/fonts/Junk.otf"), "\(error)")
        }
    }
}
