/// Reads `_autolayoutTrace` trees: one object per line, its depth given by the `|` before
/// it, a marker (`*` constraints, `+` autoresizing mask, `•` engine host) and "AMBIGUOUS
/// LAYOUT" where UIKit found the view's frame undetermined. Both the iOS 7 form
/// (`*<UIView:0x…> - AMBIGUOUS LAYOUT`) and the later one (`|   *UIView:0x…'text'`).
enum AutolayoutTraceReader {
    static func read(_ t: LogText) -> [ConsoleLog.TraceEntry] {
        var out: [ConsoleLog.TraceEntry] = []
        var i = 0
        let n = t.bytes.count
        while i < n {
            let end = t.lineEnd(from: i)
            if let entry = entry(t, i, end) { out.append(entry) }
            i = end + 1
        }
        return out
    }

    static func entry(_ t: LogText, _ start: Int, _ end: Int) -> ConsoleLog.TraceEntry? {
        let line = t.string(start..<end)
        var s = line[...].drop { $0 == " " || $0 == "\t" }
        var depth = 0
        while s.first == "|" { depth += 1; s = s.dropFirst().drop { $0 == " " || $0 == "\t" } }
        let isTreeLine = depth > 0 || s.drop { "*•+<".contains($0) }.hasPrefix("UIWindow:")
        guard isTreeLine else { return nil }
        var marker: Character?
        if let m = s.first, "*•+".contains(m) { marker = m; s = s.dropFirst() }
        if s.first == "<" { s = s.dropFirst() }
        // `UILayoutGuide: 0x6000… - "UIViewLayoutMarginsGuide"`
        var cursor = Cursor(s)
        guard var object = cursor.readObject() else { return nil }
        if object.text == nil, let q = cursor.rest.firstIndex(of: "\""),
           let close = cursor.rest[cursor.rest.index(after: q)...].firstIndex(of: "\"") {
            let inner = cursor.rest[cursor.rest.index(after: q)..<close]
            if cursor.rest[..<q].allSatisfy({ $0 == " " || $0 == "-" }) { object.text = String(inner) }
        }
        return ConsoleLog.TraceEntry(depth: depth, object: object, marker: marker,
                                     isAmbiguous: line.contains("AMBIGUOUS LAYOUT"), location: t.location(start))
    }
}
