import Foundation

/// The corpus of console logs in Fixtures/ (SOURCES.md says where each log's facts come
/// from). Files from 90 on are read for the import only: they carry no recovery line.
enum Corpus {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".log") }.sorted()
    }

    /// The logs of a conflict with UIKit's recovery line: the agreement corpus.
    static func conflicts() throws -> [String] { try files().filter { !$0.hasPrefix("9") } }

    static func path(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
}
