import Foundation
import XCTest
@testable import AnimRenderKit

/// `validate` decides exactly what `render` accepts: for each reason in the file that
/// `render` refuses (a change that fails at run time, too many frames or pixels, a
/// non-finite layout, geometry the renderer cannot draw), `validate` refuses with the
/// same message, and `render` writes nothing.
final class ValidateMatchesRenderTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("animrender-validate-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Writes `json` to `t.json`, runs both commands in-process; returns validate's error
    /// after checking that render failed with the same one and wrote nothing.
    func refusal(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let path = folder.appendingPathComponent("t.json").path
        FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        let out = folder.appendingPathComponent("out").path
        var validateError: String?, renderError: String?
        do { _ = try TimelineCheck.check(path: path) } catch { validateError = "\(error)" }
        do { _ = try RenderJob.run(timeline: path, options: RenderOptions(output: out)) } catch { renderError = "\(error)" }
        XCTAssertNotNil(validateError, "validate accepted it", file: file, line: line)
        XCTAssertEqual(validateError, renderError, "validate and render disagree", file: file, line: line)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        XCTAssertEqual(written.filter { !$0.hasPrefix(".") }, [], "render wrote files", file: file, line: line)
        return validateError.map { $0.replacingOccurrences(of: path, with: "t.json") }
    }

    static func document(views: String = "", constraints: String = "", timeline: String = "",
                         render: String = #""fps": 10, "duration": 0.3, "scale": 1"#,
                         screen: String = #""size": [200, 100]"#) -> String {
        """
        { "version": 1, "screen": { \(screen) }, "render": { \(render) },
          "views": [\(views)],
          "constraints": [\(constraints)],
          "timeline": [\(timeline)] }
        """
    }

    static let box = (views: ##"{ "id": "a", "backgroundColor": "#FF0000" }"##,
                      constraints: #""a.left == root.left", "a.top == root.top", { "id": "w", "constraint": "a.width == 10" }, "a.height == 10""#)

    func testAValidFileIsAcceptedByBoth() throws {
        let path = folder.appendingPathComponent("ok.json").path
        FileManager.default.createFile(atPath: path, contents: Data(Self.document(views: Self.box.views, constraints: Self.box.constraints).utf8))
        XCTAssertNoThrow(try TimelineCheck.check(path: path))
        XCTAssertEqual(try RenderJob.run(timeline: path, options: RenderOptions(output: folder.appendingPathComponent("out").path)).frames, 4)
    }

    func testAConstraintStringInsideAnAddChange() {
        let error = refusal(Self.document(views: Self.box.views, constraints: Self.box.constraints, timeline: """
            { "at": 0.2, "changes": [ { "add": { "id": "x", "constraint": "a.top == root.topp" } } ] }
            """))
        XCTAssertEqual(error?.components(separatedBy: "\n").first, "t.json:4:93: error: $.timeline[0].changes[0].add.constraint: "
                       + "unknown attribute 'topp'; did you mean 'top'?")
    }

    /// An error is one line plus its caret diagram whatever the string holds: a newline
    /// quoted from the file is drawn as its control picture, one character for one, so
    /// the caret stays under the right character (the mutation sweep's "a\nb"; column 46 is the
    /// b after the JSON escape).
    func testANewlineInAConstraintStringStaysOnItsLine() {
        let error = refusal(Self.document(views: Self.box.views, constraints: #""a.left == root.left", "a\nb""#))
        XCTAssertEqual(error?.components(separatedBy: "\n"),
                       ["t.json:3:46: error: $.constraints[1]: expected '.' and an attribute after 'a' but found 'b'",
                        "    a\u{240A}b", "      ^"])
    }

    func testARequiredToOptionalPriorityChange() {
        let error = refusal(Self.document(views: Self.box.views, constraints: Self.box.constraints, timeline: """
            { "at": 0.1, "changes": [ { "priority": "w", "to": 500 } ] }
            """))
        XCTAssertTrue(error?.hasPrefix("t.json:4:42: error: $.timeline[0].changes[0]: constraint 'w': ") == true, error ?? "")
        XCTAssertTrue(error?.contains("mutating a priority from 1000 to 500") == true, error ?? "")
    }

    /// The frame limit points at the field that makes the timeline long: an explicit
    /// duration, else the event that ends last (the default duration is its end + 0.25 s).
    func testTooManyFrames() {
        let json = Self.document(render: #""fps": 1000, "duration": 3600"#)
        XCTAssertEqual(refusal(json), "t.json:1:88: error: $.render.duration: 3600001 frames (duration 3600 s at 1000 fps); "
                       + "animrender plays at most 100000 frames per timeline; lower render.duration or render.fps (or --fps)")
        XCTAssertEqual(Array(json.split(separator: "\n")[0].utf8.dropFirst(87).prefix(4)), Array("3600".utf8))
        let late = Self.document(timeline: #"{ "at": 5, "changes": [] }, { "at": 2000, "changes": [] }, { "at": 10, "changes": [] }"#,
                                 render: #""fps": 60"#)
        XCTAssertEqual(refusal(late), "t.json:4:44: error: $.timeline[1]: 120016 frames (duration 2000.25 s, the end of the last "
                       + "event plus 0.25 s, at 60 fps); animrender plays at most 100000 frames per timeline; set a shorter "
                       + "render.duration, move the last event earlier, or lower render.fps (or --fps)")
    }

    /// With `--fps` the field is still the file's duration, and the fix names the option;
    /// with `--scale` the image limit names the option alone (the file is not at fault).
    func testTheCommandLineOverridesAreNamed() throws {
        let path = folder.appendingPathComponent("t.json").path
        FileManager.default.createFile(atPath: path, contents: Data(Self.document(render: #""fps": 10, "duration": 200"#).utf8))
        XCTAssertThrowsError(try RenderJob.run(timeline: path, options: RenderOptions(output: folder.appendingPathComponent("o").path,
                                                                                      fps: 1000))) {
            XCTAssertEqual("\($0)".replacingOccurrences(of: path, with: "t.json"),
                           "t.json:1:86: error: $.render.duration: 200001 frames (duration 200 s at 1000 fps from --fps); "
                           + "animrender plays at most 100000 frames per timeline; lower render.duration or --fps")
        }
        FileManager.default.createFile(atPath: path, contents: Data(Self.document(render: #""fps": 10, "duration": 0"#,
                                                                                    screen: #""size": [2000, 1000]"#).utf8))
        XCTAssertThrowsError(try RenderJob.run(timeline: path, options: RenderOptions(output: folder.appendingPathComponent("o").path,
                                                                                      scale: 16))) {
            XCTAssertEqual("\($0)".replacingOccurrences(of: path, with: "t.json"),
                           "t.json: error: --scale: frames would be 32000×16000 pixels; at most 16384 on a side; lower --scale")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("o").path))
    }

    /// The image limit points at `render.scale` when the file sets it, else at the screen's size.
    func testTooManyPixels() {
        XCTAssertEqual(refusal(Self.document(render: #""fps": 10, "duration": 0, "scale": 16"#, screen: #""size": [2000, 100]"#)),
                       "t.json:1:99: error: $.render.scale: frames would be 32000×1600 pixels; at most 16384 on a side; "
                       + "lower render.scale (or --scale)")
        XCTAssertEqual(refusal(Self.document(render: #""fps": 10, "duration": 0, "scale": 10"#, screen: #""size": [1000, 1000]"#)),
                       "t.json:1:100: error: $.render.scale: frames would be 10000×10000 pixels; at most 67108864 pixels in all; "
                       + "lower render.scale (or --scale)")
        XCTAssertEqual(refusal(Self.document(render: #""fps": 10, "duration": 0"#, screen: #""size": [9000, 100]"#)),
                       "t.json:1:37: error: $.screen.size: frames would be 18000×200 pixels; at most 16384 on a side; "
                       + "use a smaller screen, or set a render.scale below 2 (or --scale)")
    }

    /// An unknown view on either side of a constraint string is refused under its name,
    /// with a caret, as in VFL — at setup and in an `add` change alike.
    func testAnUnknownViewInAConstraintStringGetsACaret() {
        let error = refusal(Self.document(views: Self.box.views, constraints: #""a.left == root.left", "a.top == b.bottom + 8""#))
        XCTAssertEqual(error?.components(separatedBy: "\n"),
                       ["t.json:3:52: error: $.constraints[1]: unknown view 'b'; did you mean 'a'?",
                        "    a.top == b.bottom + 8", "             ^"])
        let added = refusal(Self.document(views: Self.box.views, constraints: Self.box.constraints, timeline: """
            { "at": 0.1, "changes": [ { "add": "card.top == a.top" } ] }
            """))
        XCTAssertEqual(added?.components(separatedBy: "\n"),
                       ["t.json:4:52: error: $.timeline[0].changes[0].add: unknown view 'card'; declare it in \"views\" first",
                        "    card.top == a.top", "    ^"])
    }

    /// Each view 1000 times as wide as its superview: 110 levels overflow a Double.
    func testANonFiniteLayoutNamesTheView() {
        var views: [String] = [], constraints: [String] = []
        for i in 0..<110 {
            let parent = i == 0 ? "root" : "v\(i - 1)"
            views.append(#"{ "id": "v\#(i)", "parent": "\#(parent)" }"#)
            constraints += ["\"v\(i).left == \(parent).left\"", "\"v\(i).top == \(parent).top\"",
                            "\"v\(i).width == 1000 * \(parent).width\"", "\"v\(i).height == 1\""]
        }
        let error = refusal(Self.document(views: views.joined(separator: ",\n"), constraints: constraints.joined(separator: ", ")))
        // v(i) is 200 × 1000^(i+1) wide, past 1.8e308 from i = 101; its frame's x (centre −
        // width / 2) is the first number of its entry that is not finite.
        XCTAssertTrue(error?.hasPrefix("t.json:103:1: error: $.views[101]: at t = 0 s (frame 0), view 'v101' has a value that "
                                       + "is not a finite number (views.v101.frame[0])") == true, error ?? "")
    }

    func testGeometryTheRendererCannotReach() {
        let views = ##"{ "id": "a", "backgroundColor": "#FF0000", "transform": { "scale": 1000 } }, { "id": "b", "parent": "a", "backgroundColor": "#00FF00", "transform": { "scale": 1000 } }"##
        let constraints = #""a.left == root.left", "a.top == root.top", "a.width == 10", "a.height == 10", "b.left == a.left", "b.top == a.top", "b.width == 10", "b.height == 10""#
        let error = refusal(Self.document(views: views, constraints: constraints))
        // b's 10 pt bounds scaled 1000 × 1000 about its centre, at (5, 5): corners 5,000,000 pt away.
        XCTAssertEqual(error, "t.json:2:90: error: $.views[1]: at t = 0 s (frame 0), view 'b': its bounds would reach "
                       + "(-4999995, -4999995) pixels in the image; nothing drawn may reach further than 4194304 pixels "
                       + "(a smaller transform, position or render scale)")
    }

    func testGlyphsBeyondFreeType() {
        let views = #"{ "id": "a", "text": "Hi", "font": { "size": 1000 }, "transform": { "scale": 17 } }"#
        let error = refusal(Self.document(views: views, constraints: #""a.left == root.left", "a.top == root.top""#))
        XCTAssertEqual(error, "t.json:2:13: error: $.views[0]: at t = 0 s (frame 0), view 'a': its 1000 pt text would be drawn "
                       + "17000 pixels per em; at most 16384 (a smaller font, transform scale or render scale)")
    }

    /// Nested translucent views each hold a canvas-sized buffer while drawing.
    func testTooDeepTranslucency() {
        var views: [String] = [], constraints: [String] = []
        for i in 0..<40 {
            let parent = i == 0 ? "root" : "v\(i - 1)"
            views.append(##"{ "id": "v\##(i)", "parent": "\##(parent)", "alpha": 0.9, "backgroundColor": "#FF000010" }"##)
            constraints += ["\"v\(i).left == \(parent).left\"", "\"v\(i).top == \(parent).top\"",
                            "\"v\(i).right == \(parent).right\"", "\"v\(i).bottom == \(parent).bottom\""]
        }
        // 2000 × 2000 at @2: 16,000,000 pixels per buffer; 2^28 pixels hold 16 nested buffers,
        // so v16, the 17th, is refused.
        let error = refusal(Self.document(views: views.joined(separator: ",\n"), constraints: constraints.joined(separator: ", "),
                                          render: #""fps": 10, "duration": 0, "scale": 2"#, screen: #""size": [2000, 2000]"#))
        XCTAssertEqual(error, "t.json:18:1: error: $.views[16]: at t = 0 s (frame 0), view 'v16': it is translucent (alpha 0.9) "
                       + "inside 16 translucent superviews, the 17th translucent view of this frame: each is composited through a "
                       + "buffer of 16000000 pixels, and a frame may hold 16 nested or composite 67 in all at this size "
                       + "(make fewer views translucent, or lower the render scale)")
    }

    static func chain(_ n: Int) -> (views: String, constraints: String) {
        var views: [String] = [], constraints: [String] = []
        for i in 0..<n {
            let parent = i == 0 ? "root" : "v\(i - 1)"
            views.append(##"{ "id": "v\##(i)", "parent": "\##(parent)", "backgroundColor": "#3366CC20" }"##)
            constraints += ["\"v\(i).left == \(parent).left + 0.1\"", "\"v\(i).top == \(parent).top + 0.1\"",
                            "\"v\(i).right == \(parent).right\"", "\"v\(i).bottom == \(parent).bottom\""]
        }
        return (views.joined(separator: ",\n"), constraints.joined(separator: ", "))
    }

    /// A hierarchy as deep as the limit is played, measured and drawn (on the drawing
    /// threads' stacks) like any other; one level more is refused by both commands.
    func testAHierarchyAtTheDepthLimitRenders() throws {
        let deepest = Self.chain(1000)
        let path = folder.appendingPathComponent("deep.json").path
        FileManager.default.createFile(atPath: path, contents: Data(Self.document(views: deepest.views, constraints: deepest.constraints,
                                                                                 render: #""fps": 10, "duration": 0.3, "scale": 0.25"#).utf8))
        XCTAssertNoThrow(try TimelineCheck.check(path: path))
        let summary = try RenderJob.run(timeline: path, options: RenderOptions(output: folder.appendingPathComponent("deep").path))
        XCTAssertEqual(summary.frames, 4)
        XCTAssertEqual(summary.pngs, 4)
        let tooDeep = Self.chain(1001)
        let error = refusal(Self.document(views: tooDeep.views, constraints: tooDeep.constraints))
        XCTAssertTrue(error?.contains("$.views[1000].parent: view 'v1000' is 1001 views below root; a hierarchy is at most 1000 deep") == true,
                      error ?? "")
    }

    func testViewsTimesFrames() {
        let error = refusal(Self.document(views: Self.chain(500).views, constraints: Self.chain(500).constraints,
                                          render: #""fps": 1000, "duration": 0.4, "scale": 0.25"#))
        XCTAssertEqual(error, "t.json:1:88: error: $.render.duration: 401 frames (duration 0.4 s at 1000 fps) of 500 views; "
                       + "animrender records at most 200000 views × frames per timeline; lower render.duration or render.fps "
                       + "(or --fps), or use fewer views")
    }
}
