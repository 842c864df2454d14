import AnimRenderKit
import Foundation
import Timeline
import XCTest
import TestSupport

/// `animrender schema` against the parser: checked by Python's `jsonschema` (a validator
/// written by others, installed by scripts/install-deps.sh) as a draft 2020-12 schema,
/// every example timeline validating, and the same bad inputs refused by both.
final class TimelineSchemaTests: XCTestCase {

    /// The schema as the command prints it, saved in `dir`.
    func schema(in dir: URL) throws -> URL {
        let run = try DiffCLI.run(["schema"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let file = dir.appendingPathComponent("timeline.schema.json")
        try Data(run.stdout.utf8).write(to: file)
        return file
    }

    /// Runs Python's jsonschema over `files`: nil for a file that validates, else the first
    /// error (by path) it reports. Checks the schema itself against the 2020-12 metaschema first.
    func jsonschema(_ schema: URL, _ files: [URL], in dir: URL) throws -> [String?] {
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            v = Draft202012Validator(schema)
            for f in sys.argv[2:]:
                errors = sorted(v.iter_errors(json.load(open(f))), key=lambda e: list(e.absolute_path))
                print(json.dumps(None if not errors else "$" + "".join("[%r]" % p for p in errors[0].absolute_path) + ": " + errors[0].message))
            """
        let py = dir.appendingPathComponent("check.py")
        try Data(script.utf8).write(to: py)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", py.path, schema.path] + files.map(\.path)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 -m jsonschema failed (scripts/install-deps.sh installs it): \(errors)")
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, files.count)
        return try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) as? String }
    }

    func testTheSchemaIsDraft2020WithEveryParserKeyDescribedAndTheSameBytesEachRun() throws {
        let dir = try makeDiffScratchFolder()
        let first = try DiffCLI.run(["schema"], in: dir), second = try DiffCLI.run(["schema"], in: dir)
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertFalse(first.stdout.contains(TimelineSchema.undescribed), "a parser key without a schema description")
        let document = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(document["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        let defs = document["$defs"] as! [String: Any]
        func keys(_ object: Any?) -> Set<String> { Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [:].keys) }
        XCTAssertEqual(keys(document), Set(TimelineFormat.documentFields))
        XCTAssertEqual(keys(defs["view"]), Set(TimelineFormat.viewFields + TimelineFormat.viewPropertyFields))
        XCTAssertEqual(keys(defs["change"]), Set(TimelineFormat.changeFields))
        XCTAssertEqual(keys(defs["constraintObject"]), Set(TimelineFormat.constraintFields))
        XCTAssertTrue(TimelineFormat.documentFields.contains("$schema"))
        // Every object refuses keys it does not list, as the parser does.
        func objects(_ node: Any, _ path: String, into found: inout [String]) {
            if let o = node as? [String: Any] {
                if o["type"] as? String == "object", o["properties"] != nil, o["additionalProperties"] as? Bool != false { found.append(path) }
                for (k, v) in o { objects(v, path + "." + k, into: &found) }
            } else if let a = node as? [Any] {
                for (i, v) in a.enumerated() { objects(v, path + "[\(i)]", into: &found) }
            }
        }
        var open: [String] = []
        objects(document, "$", into: &open)
        XCTAssertEqual(open, [])
        // jsonschema accepts it as a 2020-12 schema (check_schema raises otherwise).
        _ = try jsonschema(try schema(in: dir), [], in: dir)
    }

    func testEveryExampleTimelineValidatesAgainstTheSchema() throws {
        let dir = try makeDiffScratchFolder()
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Timelines").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { Repository.root.appendingPathComponent("Timelines/" + $0) }
        XCTAssertGreaterThanOrEqual(examples.count, 35)
        let results = try jsonschema(try schema(in: dir), examples, in: dir)
        for (file, error) in zip(examples, results) { XCTAssertNil(error, file.lastPathComponent) }
    }

    /// `animrender schema --check` is a 2020-12 schema that the check.json of real runs
    /// (findings of views and of a broken constraint, a skipped combination, a shard) follows.
    func testCheckJSONFollowsItsSchema() throws {
        let dir = try makeDiffScratchFolder()
        let printed = try DiffCLI.run(["schema", "--check"], in: dir)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        let schema = dir.appendingPathComponent("check.schema.json")
        try Data(printed.stdout.utf8).write(to: schema)
        let example = { (name: String) in Repository.example(name) }
        let runs: [[String]] = [
            [example("checks-profile"), "--sizes", "large,accessibilityExtraExtraExtraLarge", "--directions", "all", "-o", "a"],
            [example("unsatisfiable"), example("ambiguous"), "--devices", "iPhone X,iPad", "--orientations", "portrait,portraitUpsideDown",
             "--no-images", "-o", "b"],
            [example("checks-profile"), "--appearances", "all", "--shard", "1/2", "--still", "-o", "c"],
        ]
        for args in runs {
            let run = try DiffCLI.run(["check"] + args, in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let reports = ["a", "b", "c"].map { dir.appendingPathComponent("\($0)/check.json") }
        XCTAssertTrue(try String(contentsOf: reports[1], encoding: .utf8).contains(#""constraint": "fixedWidth""#))
        XCTAssertTrue(try String(contentsOf: reports[1], encoding: .utf8).contains(#""reason": "iPhone X cannot show portraitUpsideDown""#))
        for (file, error) in zip(reports, try jsonschema(schema, reports, in: dir)) { XCTAssertNil(error, file.path) }
    }

    // MARK: - The same inputs through both

    /// A small valid timeline that each case changes in one place.
    static let base = """
        { "version": 1, "screen": { "size": [200, 300] }, "render": { "fps": 10, "duration": 0.5 },
          "views": [ { "id": "box", "backgroundColor": "#FF3B30" }, { "id": "list", "stack": { "axis": "vertical" } } ],
          "constraints": [ "box.leading == root.leading + 10", { "id": "top", "constraint": "box.top == root.top + 10 @750" },
                           { "size": "box", "width": 20, "height": 20 }, { "pinEdges": "list", "edges": ["top"], "insets": { "top": 40 } } ],
          "timeline": [ { "at": 0, "changes": [ { "constant": "top", "to": 30 } ], "animate": { "duration": 0.3 } } ],
          "rules": [ { "in": "root", "when": "root.width < 400", "activate": ["top"] } ] }
        """

    typealias Edit = (inout [String: Any]) -> Void
    static func view(_ key: String, _ value: Any) -> Edit { { d in var v = d["views"] as! [[String: Any]]; v[0][key] = value; d["views"] = v } }
    static func constraint(_ entry: Any) -> Edit { { d in d["constraints"] = (d["constraints"] as! [Any]) + [entry] } }
    static func change(_ c: [String: Any]) -> Edit { { d in d["timeline"] = [["at": 0.1, "changes": [c]] as [String: Any]] } }
    static func animate(_ a: [String: Any]) -> Edit { { d in d["timeline"] = [["at": 0, "changes": [["constant": "top", "to": 30]], "animate": a] as [String: Any]] } }
    static func member(_ key: String, _ sub: String, _ value: Any?) -> Edit {
        { d in var o = d[key] as? [String: Any] ?? [:]; o[sub] = value; d[key] = o }
    }

    /// Each bad input, and what the parser says about it. The schema must refuse every one.
    static let rejected: [(String, Edit, String)] = [
        ("unknown top-level key", { $0["titel"] = "x" }, "unknown field 'titel'; did you mean 'title'?"),
        ("$schema not a string", { $0["$schema"] = 5 }, "expected a string, found a number"),
        ("version 2", { $0["version"] = 2 }, "unsupported version 2"),
        ("no screen", { $0["screen"] = nil }, "missing required field 'screen'"),
        ("device and size", member("screen", "device", "iPhone X"), "'device' and 'size' both describe the screen"),
        ("neither device nor size", { $0["screen"] = ["orientation": "portrait"] }, "missing 'device' or 'size'"),
        ("unknown device", { $0["screen"] = ["device": "iPhone 99"] }, "unknown device 'iPhone 99'"),
        ("safeArea with a device", { $0["screen"] = ["device": "iPhone X", "safeArea": ["top": 1]] }, "'safeArea' goes with 'size'"),
        ("screen side 0", member("screen", "size", [0, 300]), "out of range for a screen side"),
        ("unknown orientation", member("screen", "orientation", "sideways"), "unknown interface orientation 'sideways'"),
        ("unknown orientation mask", { $0["app"] = ["supportedOrientations": ["portrait", "upright"]] }, "unknown orientation mask 'upright'"),
        ("no orientation", { $0["app"] = ["supportedOrientations": [String]()] }, "empty orientation list"),
        ("no edges", constraint(["pinEdges": "box", "edges": [String]()]), "empty list of edges"),
        ("app with the controller's key", { $0["app"] = ["viewRespectsSystemMinimumLayoutMargins": true] }, "unknown field 'viewRespectsSystemMinimumLayoutMargins'"),
        ("uikit old", { $0["uikit"] = "old" }, "unknown uikit style 'old'"),
        ("fps 0", member("render", "fps", 0), "0 is out of range for frames per second"),
        ("fps as a string", member("render", "fps", "10"), "expected a number, found a string"),
        ("background named", member("render", "background", "red"), "bad colour 'red'"),
        ("unknown overlay", member("render", "overlays", ["grid"]), "unknown overlay 'grid'"),
        ("view without id", { d in d["views"] = [["backgroundColor": "#FFFFFF"]] }, "missing required field 'id'"),
        ("alpha 1.5", view("alpha", 1.5), "1.5 is out of range for an alpha"),
        ("hidden as 1", view("hidden", 1), "expected true or false, found a number"),
        ("numberOfLines 1.5", view("numberOfLines", 1.5), "out of range for a number of lines"),
        ("font weight", view("font", ["weight": "extraBold"]), "unknown font weight 'extraBold'"),
        ("font size 0", view("font", ["size": 0]), "out of range for a font size"),
        ("intrinsic -2", view("intrinsicContentSize", [-2, 10]), "-2 is out of range for an intrinsic size"),
        ("frame of three", view("frame", [0, 0, 10]), "expected a frame [x, y, width, height], an array of 4 numbers"),
        ("negative frame width", view("frame", [0, 0, -10, 10]), "-10 is out of range for a length"),
        ("transform scale of three", view("transform", ["scale": [1, 2, 3]]), "expected a scale [sx, sy] or a number"),
        ("border colour", view("border", ["color": "#12345"]), "bad colour '#12345'"),
        ("autoresizing name", view("autoresizingMask", ["flexibleWidth", "flexibleDepth"]), "unknown autoresizing mask 'flexibleDepth'"),
        ("hugging priority name", view("contentHuggingPriority", ["horizontal": "high"]), "unknown priority name 'high'"),
        ("hugging priority 0", view("contentHuggingPriority", ["vertical": 0]), "0 is out of range for a priority"),
        ("stack alignment", view("stack", ["alignment": "middle"]), "unknown stack alignment 'middle'"),
        ("stack key", view("stack", ["spacingg": 2]), "unknown field 'spacingg'"),
        ("margins side", view("layoutMargins", ["middle": 2]), "unknown field 'middle'"),
        ("constraint as a number", constraint(5), "expected a constraint string or an object, found a number"),
        ("two forms", constraint(["constraint": "box.top == root.top", "vfl": "H:|[box]|"]), "a constraint object has one form"),
        ("no form", constraint(["id": "x"]), "a constraint object needs one of constraint, vfl, pinEdges, center, size"),
        ("stray field", constraint(["pinEdges": "box", "width": 3]), "'width' does not belong in a 'pinEdges' entry"),
        ("pin target", constraint(["pinEdges": "box", "to": "window"]), "unknown pin target 'window'"),
        ("edge name", constraint(["pinEdges": "box", "edges": ["top", "middle"]]), "unknown edge 'middle'"),
        ("vfl option", constraint(["vfl": "H:|[box]|", "options": "alignAllMiddle"]), "unknown format option 'alignAllMiddle'"),
        ("metric as a string", constraint(["vfl": "H:|-m-[box]|", "metrics": ["m": "8"]]), "expected a number, found a string"),
        ("two kinds", change(["activate": "top", "removeView": "box"]), "a change has one kind"),
        ("no kind", change(["to": 3]), "a change needs one of constant, priority"),
        ("constant without to", change(["constant": "top"]), "missing required field 'to' for a 'constant' change"),
        ("to on activate", change(["activate": "top", "to": 3]), "'to' does not belong in a 'activate' change"),
        ("view without set", change(["view": "box"]), "missing required field 'set' for a 'view' change"),
        ("constant to a name", change(["constant": "top", "to": "high"]), "expected a number, found a string"),
        ("priority to a bad name", change(["priority": "top", "to": "veryHigh"]), "unknown priority name 'veryHigh'"),
        ("set unknown property", change(["view": "box", "set": ["colour": "#FFFFFF"]]), "unknown field 'colour'"),
        ("device orientation", change(["deviceOrientation": "upright"]), "unknown device orientation 'upright'"),
        ("event without at", { d in d["timeline"] = [["changes": []]] }, "missing required field 'at'"),
        ("at -1", { d in d["timeline"] = [["at": -1, "changes": []] as [String: Any]] }, "-1 is out of range for a time"),
        ("curve and spring", animate(["duration": 1, "curve": "linear", "spring": ["dampingRatio": 0.5]]), "'curve' and 'spring' both set the timing"),
        ("curve name", animate(["duration": 1, "curve": "bounce"]), "unknown curve 'bounce'"),
        ("control point x", animate(["duration": 1, "curve": [1.5, 0, 0.5, 1]]), "1.5 is out of range for a control point x"),
        ("spring mix", animate(["duration": 1, "spring": ["dampingRatio": 0.5, "mass": 2]]), "'mass' cannot be combined with 'dampingRatio'"),
        ("damping ratio 0", animate(["duration": 1, "spring": ["dampingRatio": 0]]), "0 is out of range for a damping ratio"),
        ("animation style", animate(["duration": 1, "style": "physics"]), "unknown animation style 'physics'"),
        ("rule without when", { d in d["rules"] = [["in": "root"]] }, "missing required field 'when'"),
        ("text style with a size", view("font", ["textStyle": "body", "size": 12]), "'size' does not go with 'textStyle'"),
        ("empty when", view("when", [String: Any]()), "'when' names no size class"),
        ("semantic attribute", view("semanticContentAttribute", "mirrored"), "unknown semantic content attribute 'mirrored'"),
        ("dump without axis", change(["dump": "constraintsAffectingLayout", "view": "box"]), "missing required field 'axis' for a constraintsAffectingLayout dump"),
        ("constraint relation", constraint("box.top = root.top"), "expected a relation ('==', '<=' or '>=') but found '='"),
        ("constraint attribute", constraint(["id": "t", "constraint": "box.tip == root.top"]), "unknown attribute 'tip'; did you mean 'top'?"),
        ("constraint two multipliers", constraint("box.width == 2 * root.width * 3"), "expected '+', '-', '@' or the end of the constraint but found '*'"),
        ("constraint priority name", constraint("box.width == 20 @high"), "unknown priority 'high'"),
        ("added constraint syntax", change(["add": "box.top == root.top +"]), "expected a constant but found end of string"),
        ("rule without a view", { d in d["rules"] = [["in": "root", "when": "width < 400", "activate": ["top"]] as [String: Any]] }, "expected '.' and an attribute after 'width'"),
        ("rule comparison", { d in d["rules"] = [["in": "root", "when": "root.width == 400", "activate": ["top"]] as [String: Any]] }, "'==' is not a rule comparison"),
        ("empty id list", { d in d["rules"] = [["in": "root", "when": "root.width < 400", "activate": [String]()] as [String: Any]] }, "empty list of constraint ids"),
    ]

    /// Valid in both: the forms each field may take.
    static let accepted: [(String, Edit)] = [
        ("the base", { _ in }),
        ("$schema", { $0["$schema"] = "./timeline.schema.json" }),
        ("a device", { $0["screen"] = ["device": "iPhone X", "orientation": "landscapeLeft"] }),
        ("mask names", { $0["app"] = ["supportedOrientations": "all"]; $0["controller"] = ["supportedOrientations": ["portrait", "landscape"], "viewRespectsSystemMinimumLayoutMargins": false] }),
        ("no intrinsic width", view("intrinsicContentSize", [-1, 20])),
        ("nulls", { d in
            for key in ["backgroundColor", "border", "text"] { TimelineSchemaTests.view(key, NSNull())(&d) }
        }),
        ("scale as a number", view("transform", ["scale": 2, "rotation": 45, "translation": [1, 2]])),
        ("priority names", view("contentHuggingPriority", ["horizontal": "defaultLow", "vertical": 251])),
        ("a mask as one name", view("autoresizingMask", "flexibleWidth")),
        ("stack alias and custom spacing", { d in
            var v = d["views"] as! [[String: Any]]
            v.append(["id": "a", "parent": "list"])
            v[1]["stack"] = ["alignment": "top", "arrangedSubviews": ["a"], "customSpacing": ["a": NSNull()]]
            d["views"] = v
        }),
        ("leading inset", constraint(["pinEdges": "box", "to": "safeArea", "insets": ["leading": 4, "bottom": 2]])),
        ("vfl with options", constraint(["vfl": "V:|-m-[box]", "metrics": ["m": 8], "options": ["alignAllLeading"]])),
        ("priority change by name", change(["priority": "top", "to": "defaultLow"])),
        ("bezier", animate(["duration": 1, "curve": [0.2, -0.5, 0.8, 1.5], "delay": 0.1, "style": "constraints"])),
        ("a dump", change(["dump": "constraintsAffectingLayout", "view": "box", "axis": "vertical"])),
        ("size-class variation", { d in TimelineSchemaTests.view("when", ["horizontalSizeClass": "compact"])(&d); TimelineSchemaTests.view("font", ["textStyle": "body"])(&d) }),
        ("CA spring without duration", animate(["spring": ["mass": 1, "stiffness": 100, "damping": 10]])),
        ("constraint forms", { d in
            for c in ["box.width == 0.5 * root.width - 10", "box.height <= root.height / 2 + 1 @defaultHigh",
                      "box . bottom==root . margins . bottom-1e1 @ 999", "box.width >= .5"] { TimelineSchemaTests.constraint(c)(&d) }
        }),
        ("rule forms", { d in d["rules"] = [["in": "root", "when": " root.maxY>=1e2 ", "activate": ["top"]] as [String: Any]] }),
    ]

    /// Valid JSON a schema cannot judge: references and the strings' own syntax. The
    /// parser refuses them; the schema lets them through (documented in docs/json-schema.md).
    static let parserOnly: [(String, Edit, String)] = [
        ("unknown view in a constraint", constraint("bx.top == root.top"), "unknown view 'bx'"),
        ("constraint priority out of range", constraint("box.top == root.top @1001"), "1001 is out of range for a priority"),
        ("duplicate view id", { d in d["views"] = (d["views"] as! [Any]) + [["id": "box"]] }, "duplicate view id 'box'"),
        ("dampingRatio without duration", animate(["spring": ["dampingRatio": 0.5]]), "a 'dampingRatio' spring needs the animation's 'duration'"),
        ("an event after the end", { d in d["timeline"] = [["at": 1, "changes": [["constant": "top", "to": 30]]] as [String: Any]] },
         "this event is at 1 s, after the end of the render (render.duration 0.5 s)"),
    ]

    func write(_ edit: Edit, named name: String, in dir: URL) throws -> URL {
        var document = try JSONSerialization.jsonObject(with: Data(Self.base.utf8)) as! [String: Any]
        edit(&document)
        let file = dir.appendingPathComponent(name.filter { $0.isLetter || $0.isNumber } + ".json")
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]).write(to: file)
        return file
    }

    func testTheSchemaAndTheParserRefuseTheSameBadInputsAndAcceptTheSameGoodOnes() throws {
        let dir = try makeDiffScratchFolder()
        let schema = try schema(in: dir)
        let bad = try Self.rejected.map { try write($0.1, named: "bad " + $0.0, in: dir) }
        let good = try Self.accepted.map { try write($0.1, named: "good " + $0.0, in: dir) }
        let beyond = try Self.parserOnly.map { try write($0.1, named: "beyond " + $0.0, in: dir) }
        let verdicts = try jsonschema(schema, bad + good + beyond, in: dir)
        XCTAssertEqual(Self.rejected.count, 74)
        for (i, (name, _, message)) in Self.rejected.enumerated() {
            XCTAssertNotNil(verdicts[i], "the schema accepts: \(name)")
            let run = try DiffCLI.run(["validate", bad[i].path], in: dir)
            XCTAssertEqual(run.status, 1, "the parser accepts: \(name)")
            XCTAssertTrue(run.stderr.contains(message), "\(name): \(run.stderr)")
        }
        for (i, (name, _)) in Self.accepted.enumerated() {
            XCTAssertNil(verdicts[bad.count + i], "the schema refuses: \(name)")
            let run = try DiffCLI.run(["validate", good[i].path], in: dir)
            XCTAssertEqual(run.status, 0, "the parser refuses \(name): \(run.stderr)")
        }
        for (i, (name, _, message)) in Self.parserOnly.enumerated() {
            XCTAssertNil(verdicts[bad.count + good.count + i], "now the schema sees it too: move '\(name)' to rejected")
            let run = try DiffCLI.run(["validate", beyond[i].path], in: dir)
            XCTAssertEqual(run.status, 1, name)
            XCTAssertTrue(run.stderr.contains(message), "\(name): \(run.stderr)")
        }
    }
}
