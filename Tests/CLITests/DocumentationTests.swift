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
        for page in ["README.md"] + docs {
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
