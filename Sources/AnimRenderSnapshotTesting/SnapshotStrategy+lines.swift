import Foundation

extension SnapshotStrategy where Value == String, Format == String {
    /// Text compared line by line (frames.json, traces, layout dumps). A mismatch names
    /// the first differing line with both versions, and attaches the two texts.
    static var lines: SnapshotStrategy {
        let diffing = SnapshotDiffing<String>(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { expected, actual in
                guard expected != actual else { return nil }
                let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let k = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
                let show = { (lines: [Substring]) in k < lines.count ? String(lines[k]) : "(end of text)" }
                return .init(message: "line \(k + 1) differs (\(e.count) lines expected, \(a.count) actual):\n"
                             + "  expected: \(show(e))\n  actual:   \(show(a))")
            })
        return SnapshotStrategy(pathExtension: "txt", diffing: diffing) { $0 }
    }
}
