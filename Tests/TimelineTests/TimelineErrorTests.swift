import XCTest
@testable import Timeline

final class TimelineErrorTests: XCTestCase {
    func testUnknownParentSuggestsTheNearestView() {
        let text = Fixture.document(#"""
        "views": [
          { "id": "card" },
          { "id": "title", "parent": "crad" }
        ]
        """#)
        assertSingleError(text, marker: "\"crad\"", path: "$.views[1].parent", message: "unknown view 'crad'",
                          fix: "did you mean 'card'?")
        let at = Fixture.position(of: "\"crad\"", in: text)
        XCTAssertEqual(Fixture.errors(text).first?.description,
                       "timeline.json:\(at.line):\(at.column): error: $.views[1].parent: unknown view 'crad'; did you mean 'card'?")
    }

    /// A file that is not UTF-8 is named with the line, column and byte offset of the
    /// first bad byte (an incomplete sequence counts from its first byte).
    func testNotUTF8NamesTheByte() {
        let data = Data("{\n  \"title\": \"caf".utf8) + Data([0xE9]) + Data("\" }".utf8)
        XCTAssertThrowsError(try TimelineLoader.load(data: data, fileName: "t.json")) { error in
            XCTAssertEqual("\(error)", "t.json:2:16: error: $: the file is not UTF-8 text: byte 17 (0xE9) is not valid UTF-8; "
                           + "save the file as UTF-8")
        }
        let cut = Data("{ \"a\": \"".utf8) + Data([0xE2, 0x82]) + Data("\" }".utf8)
        XCTAssertEqual(TimelineLoader.firstInvalidUTF8(cut), 8)
        XCTAssertNil(TimelineLoader.firstInvalidUTF8(Data("{ \"a\": \"€\" }".utf8)))
    }

    func testUnknownFieldSuggestsTheNearestField() {
        let text = Fixture.document(##""views": [ { "id": "a", "backgroundColour": "#FFFFFF" } ]"##)
        assertSingleError(text, marker: "\"backgroundColour\"", path: "$.views[0].backgroundColour",
                          message: "unknown field 'backgroundColour'", fix: "did you mean 'backgroundColor'?")
        let top = Fixture.document(#""rendr": {}"#)
        assertSingleError(top, marker: "\"rendr\"", path: "$.rendr", message: "unknown field 'rendr'", fix: "did you mean 'render'?")
    }

    func testWrongTypes() {
        let text = Fixture.document(#""views": [ { "id": "a", "alpha": "1" } ]"#)
        assertSingleError(text, marker: "\"1\"", path: "$.views[0].alpha", message: "expected a number, found a string")
        let hidden = Fixture.document(#""views": [ { "id": "a", "hidden": 0 } ]"#)
        assertSingleError(hidden, marker: "0 }", path: "$.views[0].hidden", message: "expected true or false, found a number")
        let views = Fixture.document(#""views": { "id": "a" }"#)
        assertSingleError(views, marker: "{ \"id\"", path: "$.views", message: "expected an array, found an object")
    }

    func testNegativeDurationsAndTimes() {
        let text = Fixture.document(#"""
        "constraints": [ { "id": "top", "constraint": "a.top == root.top" } ],
        "timeline": [ { "at": 0, "changes": [ { "constant": "top", "to": 1 } ], "animate": { "duration": -0.5 } } ]
        """#)
        assertSingleError(text, marker: "-0.5", path: "$.timeline[0].animate.duration",
                          message: "-0.5 is out of range for a time", fix: "expected 0 … 3600 s")
        let at = Fixture.document(#""timeline": [ { "at": -1, "changes": [] } ]"#)
        assertSingleError(at, marker: "-1", path: "$.timeline[0].at", message: "-1 is out of range for a time")
        let delay = Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "delay": -2 } } ]"#)
        assertSingleError(delay, marker: "-2", path: "$.timeline[0].animate.delay", message: "-2 is out of range for a time")
        let render = Fixture.document(#""render": { "duration": -3 }"#)
        assertSingleError(render, marker: "-3", path: "$.render.duration", message: "-3 is out of range for a time")
    }

    func testOverflowingNumberIsASyntaxError() {
        let text = Fixture.document(#""render": { "fps": 1e999 }"#)
        assertSingleError(text, marker: "1e999", path: "$.render.fps", message: "number 1e999 is too large (must be a finite number)")
    }

    func testSyntaxErrorThroughTheLoader() {
        let text = "{\n  \"version\": 1\n  \"screen\": {}\n}"
        assertSingleError(text, marker: "\"screen\"", path: "$", message: "expected ',' or '}', found '\"'")
        XCTAssertEqual(Fixture.errors(text).first?.description, "timeline.json:3:3: error: $: expected ',' or '}', found '\"'")
    }

    func testCycleInTheViewTree() {
        let text = Fixture.document(#"""
        "views": [
          { "id": "a", "parent": "b" },
          { "id": "b", "parent": "a" },
          { "id": "c", "parent": "c" }
        ]
        """#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.count, 2)
        let first = Fixture.position(of: "\"b\" }", in: text)
        XCTAssertEqual(errors.first?.line, first.line); XCTAssertEqual(errors.first?.column, first.column)
        XCTAssertEqual(errors.first?.path, "$.views[0].parent")
        XCTAssertEqual(errors.first?.message, "views form a cycle: a → b → a")
        XCTAssertEqual(errors.last?.path, "$.views[2].parent")
        XCTAssertEqual(errors.last?.message, "view 'c' cannot be its own parent")
    }

    func testDuplicateIDs() {
        let views = Fixture.document(#""views": [ { "id": "a" }, { "id": "a" } ]"#)
        assertSingleError(views, marker: "\"a\"", occurrence: 2, path: "$.views[1].id", message: "duplicate view id 'a'")
        let reserved = Fixture.document(#""views": [ { "id": "root" } ]"#)
        assertSingleError(reserved, marker: "\"root\"", path: "$.views[0].id", message: "'root' is reserved for the built-in hierarchy")
        let constraints = Fixture.document(#"""
        "constraints": [ { "id": "k", "constraint": "root.width == 1" }, { "id": "k", "constraint": "root.height == 1" } ]
        """#)
        assertSingleError(constraints, marker: "\"k\"", occurrence: 2, path: "$.constraints[1].id", message: "duplicate constraint id 'k'")
        let duplicateKey = Fixture.document(#""title": "a", "title": "b""#)
        assertSingleError(duplicateKey, marker: "\"title\"", occurrence: 2, path: "$.title", message: "duplicate field 'title'")
    }

    func testEmptyOrientationIntersection() {
        let text = Fixture.document(#"""
        "app": { "supportedOrientations": "portrait" },
        "controller": { "supportedOrientations": ["landscapeLeft"] }
        """#)
        assertSingleError(text, marker: "[\"landscapeLeft\"]", path: "$.controller.supportedOrientations",
                          message: "the app (portrait) and the controller (landscapeLeft) support no orientation in common")
        let unknown = Fixture.document(#""app": { "supportedOrientations": "allButUpsidedown" }"#)
        assertSingleError(unknown, marker: "\"allButUpsidedown\"", path: "$.app.supportedOrientations",
                          message: "unknown orientation mask 'allButUpsidedown'", fix: "did you mean 'allButUpsideDown'?")
        // iPhone X cannot show portraitUpsideDown at all, whatever the masks say.
        let hardware = Fixture.document(#"""
        "app": { "supportedOrientations": "portraitUpsideDown" },
        "controller": { "supportedOrientations": "all" }
        """#)
        assertSingleError(hardware, marker: "\"all\"", path: "$.controller.supportedOrientations",
                          message: "iPhone X cannot show any of portraitUpsideDown")
        let start = Fixture.document("", screen: #"{ "device": "iPhone X", "orientation": "portraitUpsideDown" }"#)
        assertSingleError(start, marker: "\"portraitUpsideDown\"", path: "$.screen.orientation",
                          message: "the screen starts in portraitUpsideDown, which the orientation masks forbid (allowed: allButUpsideDown)")
    }

    func testUnknownDeviceSuggestsTheNearest() {
        let text = Fixture.document("", screen: #"{ "device": "iphone x" }"#)
        assertSingleError(text, marker: "\"iphone x\"", path: "$.screen.device", message: "unknown device 'iphone x'",
                          fix: "did you mean 'iPhone X'?")
        let plus = Fixture.document("", screen: #"{ "device": "iPhone 8+" }"#)
        XCTAssertEqual(Fixture.errors(plus).first?.fix, "did you mean 'iPhone 8'?")
        let both = Fixture.document("", screen: #"{ "device": "iPad", "size": [1, 2] }"#)
        assertSingleError(both, marker: "[1, 2]", path: "$.screen.size", message: "'device' and 'size' both describe the screen")
        let neither = Fixture.document("", screen: #"{ "orientation": "portrait" }"#)
        assertSingleError(neither, marker: "{ \"orientation\"", path: "$.screen", message: "missing 'device' or 'size'")
    }

    func testPrioritiesOutOfRange() {
        let text = Fixture.document(#"""
        "views": [ { "id": "a", "contentHuggingPriority": { "horizontal": 0, "vertical": 1001 } } ]
        """#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.map(\.message), ["0 is out of range for a priority", "1001 is out of range for a priority"])
        XCTAssertEqual(errors.map(\.fix), ["expected 1 … 1000", "expected 1 … 1000"])
        XCTAssertEqual(errors.map(\.path), ["$.views[0].contentHuggingPriority.horizontal", "$.views[0].contentHuggingPriority.vertical"])
        let change = Fixture.document(#"""
        "constraints": [ { "id": "k", "constraint": "root.width == 1 @750" } ],
        "timeline": [ { "at": 0, "changes": [ { "priority": "k", "to": "defaultMedium" } ] } ]
        """#)
        assertSingleError(change, marker: "\"defaultMedium\"", path: "$.timeline[0].changes[0].to",
                          message: "unknown priority name 'defaultMedium'",
                          fix: "expected one of required, defaultHigh, defaultLow, fittingSizeLevel")
    }

    func testBadColours() {
        let text = Fixture.document(##""views": [ { "id": "a", "backgroundColor": "#12345" } ], "render": { "background": "white" }"##)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.map(\.message), ["bad colour '#12345'", "bad colour 'white'"])
        XCTAssertEqual(errors.first?.fix, "expected '#RRGGBB' or '#RRGGBBAA' (hexadecimal)")
        let at = Fixture.position(of: "\"#12345\"", in: text)
        XCTAssertEqual(errors.first?.column, at.column)
    }

    func testConstraintIDsMustBeDeclaredBeforeUse() {
        let text = Fixture.document(#"""
        "constraints": [ { "id": "top", "constraint": "root.width == 1" } ],
        "timeline": [
          { "at": 0, "changes": [ { "constant": "tpo", "to": 1 } ] },
          { "at": 1, "changes": [ { "add": { "id": "late", "constraint": "root.height == 2" } } ] },
          { "at": 0.5, "changes": [ { "activate": ["top", "late"] } ] },
          { "at": 2, "changes": [ { "remove": "top" } ] },
          { "at": 3, "changes": [ { "deactivate": "top" } ] }
        ]
        """#)
        let errors = Fixture.errors(text)
        // An id the timeline adds later, or removed earlier, is named with when and where that happens.
        XCTAssertEqual(errors.map(\.message), ["unknown constraint 'tpo'",
                                               "constraint 'late' is added only at 1 s ($.timeline[1].changes[0]), after this change",
                                               "constraint 'top' was removed at 2 s ($.timeline[3].changes[0])"])
        XCTAssertEqual(errors.map(\.fix), ["did you mean 'top'?",
                                           "events run in time order, not file order: move this change to 1 s or later",
                                           "add it again with \"add\" before this change, or drop this change"])
        XCTAssertEqual(errors.map(\.path), ["$.timeline[0].changes[0].constant", "$.timeline[2].changes[0].activate[1]",
                                            "$.timeline[4].changes[0].deactivate"])
        let late = Fixture.position(of: "\"late\"]", in: text)
        XCTAssertEqual(errors[1].line, late.line); XCTAssertEqual(errors[1].column, late.column)
    }

    func testViewsAddedAndRemovedOverTime() {
        let text = Fixture.document(#"""
        "views": [ { "id": "box" } ],
        "timeline": [
          { "at": 0, "changes": [ { "addView": { "id": "dot", "parent": "box" } } ] },
          { "at": 1, "changes": [ { "removeView": "box" } ] },
          { "at": 2, "changes": [ { "view": "dot", "set": { "alpha": 0 } } ] }
        ]
        """#)
        // Removing box removed its subview dot as well.
        assertSingleError(text, marker: "\"dot\", \"set\"", path: "$.timeline[2].changes[0].view",
                          message: "view 'dot' was removed with its superview 'box' at 1 s ($.timeline[1].changes[0])",
                          fix: "add it again with \"addView\" before this change, or drop this change")
    }

    func testChangeShapeMistakes() {
        let two = Fixture.document(#"""
        "constraints": [ { "id": "k", "constraint": "root.width == 1" } ],
        "timeline": [ { "at": 0, "changes": [ { "constant": "k", "activate": "k", "to": 1 } ] } ]
        """#)
        assertSingleError(two, marker: "\"activate\"", path: "$.timeline[0].changes[0].activate",
                          message: "a change has one kind; found both 'constant' and 'activate'")
        let missingTo = Fixture.document(#"""
        "constraints": [ { "id": "k", "constraint": "root.width == 1" } ],
        "timeline": [ { "at": 0, "changes": [ { "constant": "k" } ] } ]
        """#)
        assertSingleError(missingTo, marker: "{ \"constant\"", path: "$.timeline[0].changes[0]",
                          message: "missing required field 'to' for a 'constant' change")
        let missingAt = Fixture.document(#""timeline": [ { "changes": [] } ]"#)
        assertSingleError(missingAt, marker: "{ \"changes\"", path: "$.timeline[0]", message: "missing required field 'at'")
    }

    func testAnimationMistakes() {
        let both = Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "curve": "linear", "spring": {} } } ]"#)
        assertSingleError(both, marker: "{}", path: "$.timeline[0].animate.spring", message: "'curve' and 'spring' both set the timing")
        let name = Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "curve": "easeInOut2" } } ]"#)
        assertSingleError(name, marker: "\"easeInOut2\"", path: "$.timeline[0].animate.curve", message: "unknown curve 'easeInOut2'",
                          fix: "did you mean 'easeInOut'?")
        let points = Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "curve": [0.5, 0, 1.5, 1] } } ]"#)
        assertSingleError(points, marker: "1.5", path: "$.timeline[0].animate.curve[2]", message: "1.5 is out of range for a control point x",
                          fix: "expected 0 … 1")
        let noDuration = Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "curve": "linear" } } ]"#)
        assertSingleError(noDuration, marker: "{ \"curve\"", path: "$.timeline[0].animate", message: "missing required field 'duration'")
        let mixed = Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "spring": { "dampingRatio": 0.5, "mass": 2 } } } ]"#)
        assertSingleError(mixed, marker: "2 }", path: "$.timeline[0].animate.spring.mass", message: "'mass' cannot be combined with 'dampingRatio'")
        let style = Fixture.document(#""timeline": [ { "at": 0, "changes": [], "animate": { "duration": 1, "style": "frame" } } ]"#)
        assertSingleError(style, marker: "\"frame\"", path: "$.timeline[0].animate.style", message: "unknown animation style 'frame'",
                          fix: "did you mean 'frames'?")
    }

    func testKeepCenterOfMustNameASubview() {
        let text = Fixture.document(#"""
        "views": [ { "id": "box", "layout": { "keepCenterOf": "other" } }, { "id": "other" } ]
        """#)
        assertSingleError(text, marker: "\"other\" }", path: "$.views[0].layout.keepCenterOf", message: "'other' is not a subview of 'box'")
    }

    func testShorthandMistakes() {
        let text = Fixture.document(#"""
        "views": [ { "id": "card" } ],
        "constraints": [
          { "pinEdges": "card", "edges": ["top", "leadng"], "width": 3 },
          { "center": "crd" },
          { "size": "card" }
        ]
        """#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.map(\.message), ["unknown edge 'leadng'", "'width' does not belong in a 'pinEdges' entry",
                                               "unknown view 'crd'", "a 'size' entry needs 'width', 'height' or both"])
        XCTAssertEqual(errors.map(\.fix), ["did you mean 'leading'?", "allowed here: id, active, when, generated, pinEdges, to, edges, insets",
                                           "did you mean 'card'?", nil])
    }

    func testSeveralErrorsAreCollectedInFileOrder() {
        let text = Fixture.document(#"""
        "views": [
          { "id": "a", "alpha": 2 },
          { "id": "b", "parent": "zz", "cornerRadius": -1 }
        ],
        "uikit": "modrn"
        """#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.map(\.path), ["$.views[0].alpha", "$.views[1].parent", "$.views[1].cornerRadius", "$.uikit"])
        XCTAssertEqual(errors.map(\.message), ["2 is out of range for an alpha", "unknown view 'zz'",
                                               "-1 is out of range for a length", "unknown uikit style 'modrn'"])
        XCTAssertEqual(errors.map(\.line), errors.map(\.line).sorted())
    }

    func testMissingRequiredTopLevelFields() {
        let errors = Fixture.errors("{ \"title\": \"x\" }")
        // Same position: ordered by message, so the list is stable.
        XCTAssertEqual(errors.map(\.message), ["missing required field 'screen'", "missing required field 'version'"])
        XCTAssertEqual(errors.map(\.column), [1, 1])
        let version = Fixture.document("").replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        assertSingleError(version, marker: "2", path: "$.version", message: "unsupported version 2", fix: "expected 1")
    }

    func testUnreadableFile() {
        XCTAssertThrowsError(try TimelineLoader.load(path: "/nonexistent/t.json")) { error in
            XCTAssertEqual((error as? TimelineErrors)?.description, "/nonexistent/t.json: error: no such file; check the path")
        }
    }

    /// A folder is named as one, with what to pass instead (folders are not read).
    func testAFolderInsteadOfAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-folder-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for given in [folder.path, folder.path + "/"] {
            XCTAssertThrowsError(try TimelineLoader.load(path: given)) { error in
                XCTAssertEqual((error as? TimelineErrors)?.description,
                               "\(given): error: this is a folder, not a timeline file; animrender does not read folders of "
                               + "timelines; name the timeline files, e.g. \(folder.path)/*.json")
            }
        }
    }
}

extension TimelineErrorTests {
    func testEventsAreCheckedEvenWhenTheScreenIsBad() {
        let text = Fixture.document(#""timeline": [ { "at": 0, "changes": [ { "remove": "nope" } ] } ]"#,
                                    screen: #"{ "device": "Nokia" }"#)
        XCTAssertEqual(Fixture.errors(text).map(\.message), ["unknown device 'Nokia'", "unknown constraint 'nope'"])
    }

    func testShorthandsCannotPinTheBuiltInViews() {
        let text = Fixture.document(#""constraints": [ { "center": "root" } ]"#)
        assertSingleError(text, marker: "\"root\"", path: "$.constraints[0].center",
                          message: "the built-in view 'root' cannot be pinned, centered or sized by a shorthand")
    }

    func testUnknownOverlay() {
        let text = Fixture.document(#""render": { "overlays": ["frames", "violation"] }"#)
        assertSingleError(text, marker: "\"violation\"", path: "$.render.overlays[1]", message: "unknown overlay 'violation'",
                          fix: "did you mean 'violations'?")
    }
}
