import Foundation
import XCTest
import TestSupport

/// The format is documented inside the repository: `--help` and the README point at the
/// pages in `docs/`, every relative link in them resolves, and nothing sends a user to
/// `../shared`, which a clone of this repository does not have.
final class DocumentationTests: XCTestCase {

    func text(_ relative: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(relative), encoding: .utf8)
    }

    func testHelpNamesTheFormatPages() throws {
        let render = try DiffCLI.run(["render", "--help"], in: Repository.root)
        XCTAssertEqual(render.status, 0, render.stderr)
        let help = render.stdout.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        XCTAssertTrue(help.contains("docs/timeline-format.md"), help)
        XCTAssertTrue(help.contains("docs/output-format.md"), help)
        let solve = try DiffCLI.run(["solve", "--help"], in: Repository.root)
        XCTAssertTrue(solve.stdout.contains("docs/solve-format.md"), solve.stdout)
    }

    func testReadmeLinksTheFormatPagesAndNotShared() throws {
        let readme = try text("README.md")
        XCTAssertTrue(readme.contains("(docs/timeline-format.md)"))
        XCTAssertTrue(readme.contains("(docs/output-format.md)"))
        // The tests may read ../shared; a user's instructions may not.
        let userPart = readme.components(separatedBy: "## Tests and benchmarks")[0]
        XCTAssertFalse(userPart.contains("shared/"), "the README's user sections mention ../shared")
    }

    /// `[text](target)` links with a relative target, in the README and every docs page,
    /// point at files that exist (anchors are checked against the target's headings).
    func testRelativeLinksResolve() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        XCTAssertTrue(docs.contains("docs/timeline-format.md") && docs.contains("docs/output-format.md"), "\(docs)")
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var checked = 0
        for page in ["README.md", "ARCHITECTURE.md"] + docs {
            let body = try text(page)
            let base = Repository.root.appendingPathComponent(page).deletingLastPathComponent()
            for m in link.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                let target = String(body[Range(m.range(at: 1), in: body)!])
                if target.hasPrefix("http") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? Repository.root.appendingPathComponent(page) : base.appendingPathComponent(parts[0])
                XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(page): broken link \(target)")
                if parts.count == 2, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) {
                    XCTAssertTrue(Self.anchors(linked).contains(parts[1]), "\(page): no heading for #\(parts[1]) in \(parts[0])")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// The Swift the README shows for your tests is real: each block that imports a module is
    /// the text of a file of `Examples/ClientPackage`, which `make test` builds and runs; so is
    /// each test of docs/swift-api.md that imports the package's `CardFeature`.
    func testReadmeTestCodeIsTheClientPackages() throws {
        let api = try text("docs/swift-api.md").components(separatedBy: "```swift\n").dropFirst()
            .filter { $0.contains("import CardFeature") }.map { "```swift\n" + $0 }.joined()
        let section = try text("README.md").components(separatedBy: "## Use it in your tests")[1]
            .components(separatedBy: "\n## ")[0] + api
        let package = Repository.root.appendingPathComponent("Examples/ClientPackage")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: package.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }
        let sources = try files.map { try String(contentsOf: package.appendingPathComponent($0), encoding: .utf8) }
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            .filter { $0.contains("import ") }
        XCTAssertGreaterThanOrEqual(blocks.count, 6)
        for block in blocks {
            XCTAssertTrue(sources.contains { $0.contains(block) }, "not in Examples/ClientPackage:\n\(block)")
        }
    }

    /// ARCHITECTURE.md cannot go stale silently: the README links it; every target of
    /// Package.swift has a row in its tables, with the target's folder and exactly its
    /// dependency list, and it lists no target that is gone; every repository path it cites
    /// in backticks exists, and every bare file name it cites is a file of Sources/ or Tests/.
    func testArchitectureMatchesThePackageAndItsPathsExist() throws {
        XCTAssertTrue(try text("README.md").contains("(ARCHITECTURE.md)"), "README.md does not link ARCHITECTURE.md")
        let page = try text("ARCHITECTURE.md")
        let targets = try Self.targets(inManifest: text("Package.swift"))
        XCTAssertGreaterThanOrEqual(targets.count, 30, "\(targets.keys.sorted())")
        var rows: [String: (path: String, dependencies: [String])] = [:]
        var inTable = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "| target | sources | imports | owns |" { inTable = true; continue }
            guard inTable, line.hasPrefix("|") else { inTable = false; continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            }
            guard cells.count >= 5, !cells[1].hasPrefix("---") else { continue }
            XCTAssertNil(rows[cells[1]], "ARCHITECTURE.md lists \(cells[1]) twice")
            let dependencies = cells[3] == "—" ? [] : cells[3].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            rows[cells[1]] = (cells[2], dependencies.sorted())
        }
        for (name, target) in targets.sorted(by: { $0.key < $1.key }) {
            guard let row = rows[name] else { XCTFail("ARCHITECTURE.md has no row for the target \(name)"); continue }
            XCTAssertEqual(row.path, target.path, "ARCHITECTURE.md: where \(name)'s sources are")
            XCTAssertEqual(row.dependencies, target.dependencies, "ARCHITECTURE.md: what \(name) imports")
            XCTAssertTrue(page.contains("`\(name)`"), name)
        }
        for name in rows.keys.sorted() where targets[name] == nil {
            XCTFail("ARCHITECTURE.md lists \(name), which is not a target of Package.swift")
        }

        let root = Repository.root
        var fileNames: Set<String> = []
        for folder in ["Sources", "Tests"] {
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path))
            for case let file as String in files where !file.contains("__Snapshots__") {
                fileNames.insert(URL(fileURLWithPath: file).lastPathComponent)
            }
        }
        // The code spans outside fenced blocks: every other piece between backticks.
        let prose = page.replacingOccurrences(of: "```[\\s\\S]*?```", with: "", options: .regularExpression)
        let spans = prose.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let folders = ["Sources/", "Tests/", "docs/", "Timelines/", "Examples/", "scripts/"]
        var paths = 0, names = 0
        for token in spans where !token.contains(" ") {
            if folders.contains(where: token.hasPrefix) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(token).path),
                              "ARCHITECTURE.md cites \(token), which does not exist")
                paths += 1
            } else if !token.contains("/"), token.hasSuffix(".swift") {
                XCTAssertTrue(fileNames.contains(token) || FileManager.default.fileExists(atPath: root.appendingPathComponent(token).path),
                              "ARCHITECTURE.md cites \(token), which is no file of the repository")
                names += 1
            }
        }
        XCTAssertGreaterThan(paths, 100)
        XCTAssertGreaterThan(names, 5)
    }

    /// Every target of a Package.swift, by name: its folder (`path:`, else Sources/NAME or
    /// Tests/NAME for a test target) and its dependencies, sorted (a product by its name).
    static func targets(inManifest manifest: String) throws -> [String: (path: String, dependencies: [String])] {
        let start = try NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|systemLibrary)\("#)
        let quoted = try NSRegularExpression(pattern: #""([^"]*)""#)
        func strings(_ text: Substring) -> [String] {
            let s = String(text)
            return quoted.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { String(s[Range($0.range(at: 1), in: s)!]) }
        }
        /// The text from `open` to its matching closing bracket.
        func balanced(_ s: Substring, _ open: Character, _ close: Character) -> Substring {
            var depth = 0
            for i in s.indices {
                if s[i] == open { depth += 1 }
                if s[i] == close { depth -= 1; if depth == 0 { return s[s.startIndex...i] } }
            }
            return s
        }
        var out: [String: (path: String, dependencies: [String])] = [:]
        for m in start.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let range = Range(m.range, in: manifest)!
            let kind = String(manifest[Range(m.range(at: 1), in: manifest)!])
            let call = balanced(manifest[manifest.index(before: range.upperBound)...], "(", ")")
            guard let nameRange = call.range(of: "name: ") else { continue }
            let name = strings(call[nameRange.upperBound...])[0]
            var path = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            if let p = call.range(of: "path: ") { path = strings(call[p.upperBound...])[0] }
            var dependencies: [String] = []
            if let d = call.range(of: "dependencies: [") {
                let list = balanced(call[call.index(before: d.upperBound)...], "[", "]")
                    .replacingOccurrences(of: #"package:\s*"[^"]*""#, with: "", options: .regularExpression)
                dependencies = strings(Substring(list))
            }
            out[name] = (path, dependencies.sorted())
        }
        return out
    }

    /// GitHub's heading anchors: lower case, spaces to '-', punctuation other than '-' dropped.
    static func anchors(_ markdown: String) -> Set<String> {
        var out: Set<String> = []
        for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            out.insert(String(title.compactMap { c -> Character? in
                if c == " " { return "-" }
                return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
            }))
        }
        return out
    }
}
