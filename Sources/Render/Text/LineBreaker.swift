/// UILabel's line breaking, as a pure function of character advances so it can be
/// tested without fonts:
///
/// 1. Explicit line breaks always start a new line.
/// 2. `numberOfLines == 1` never wraps; a line wider than `maxWidth` is truncated at its
///    tail with "…" (UILabel's default `.byTruncatingTail`).
/// 3. Otherwise, with a `maxWidth`, lines wrap greedily at word boundaries (spaces);
///    a word wider than `maxWidth` on its own is broken by character.
/// 4. `numberOfLines == N > 0` keeps the first N lines; if text was dropped, the last
///    kept line ends in "…". As TextKit truncates the last line, that line holds the rest
///    of its paragraph — not only the words wrapping put on it — cut by character where
///    it no longer fits with the "…" (`aaa bbb` / `cc dddddd` at 2 lines of 7 characters'
///    width shows `aaa bbb` / `cc ddd…`).
/// Trailing spaces never count towards a line's width.
struct LineBreaker {
    /// The advance of one character in points.
    var advance: (Character) -> Double
    static let ellipsis: Character = "…"

    /// The lines shown, and whether text was cut short (an "…" added).
    struct Result: Equatable {
        var lines: [String]
        var isTruncated: Bool
    }

    func breakLines(_ text: String, maxWidth: Double?, numberOfLines: Int) -> [String] {
        lay(text, maxWidth: maxWidth, numberOfLines: numberOfLines).lines
    }

    func lay(_ text: String, maxWidth: Double?, numberOfLines: Int) -> Result {
        guard !text.isEmpty else { return Result(lines: [], isTruncated: false) }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
        let limit = max(0, numberOfLines)
        // Each line with where it starts in its paragraph, so a truncated last line can
        // take the rest of the paragraph.
        var lines: [(characters: [Character], paragraph: Int, start: Int)] = []
        for (p, paragraph) in paragraphs.enumerated() {
            if let maxWidth, limit != 1 {
                lines += wrap(paragraph, maxWidth: maxWidth).map { ($0.characters, p, $0.start) }
            } else {
                lines.append((trimmingTrailingSpaces(paragraph), p, 0))
            }
        }
        var truncated = false
        if limit > 0, lines.count > limit {
            lines.removeLast(lines.count - limit)
            truncated = true
        }
        if let maxWidth, let last = lines.last, width(last.characters) > maxWidth {
            truncated = true
        }
        if truncated, let last = lines.last {
            let rest = Array(paragraphs[last.paragraph][last.start...])
            lines[lines.count - 1].characters = withEllipsis(trimmingTrailingSpaces(rest), maxWidth: maxWidth)
        }
        return Result(lines: lines.map { String($0.characters) }, isTruncated: truncated)
    }

    func width<C: Collection>(_ characters: C) -> Double where C.Element == Character {
        characters.reduce(0) { $0 + advance($1) }
    }

    private func trimmingTrailingSpaces(_ line: [Character]) -> [Character] {
        var line = line
        while let last = line.last, last.isWhitespace { line.removeLast() }
        return line
    }

    /// Greedy word wrap of one paragraph (no newlines inside): each line, and the index in
    /// the paragraph of its first character.
    private func wrap(_ paragraph: [Character], maxWidth: Double) -> [(characters: [Character], start: Int)] {
        var lines: [(characters: [Character], start: Int)] = []
        var line: [Character] = []
        var lineStart = 0, position = 0
        var lineWidth = 0.0 // including trailing spaces
        func endLine(_ characters: [Character]) {
            lines.append((characters, lineStart))
            line = []; lineWidth = 0; lineStart = position
        }
        for word in words(paragraph) {
            let wordWidth = width(word.trimmedTail)
            if !line.isEmpty, lineWidth + wordWidth > maxWidth {
                endLine(trimmingTrailingSpaces(line))
            }
            if line.isEmpty, wordWidth > maxWidth {
                // A word that cannot fit on any line is broken by character.
                for character in word.trimmedTail {
                    let w = advance(character)
                    if !line.isEmpty, lineWidth + w > maxWidth { endLine(line) }
                    line.append(character); lineWidth += w
                    position += 1
                }
                line += word.spaces; lineWidth += width(word.spaces)
                position += word.spaces.count
                continue
            }
            line += word.all
            lineWidth += width(word.all)
            position += word.all.count
        }
        lines.append((trimmingTrailingSpaces(line), lineStart))
        return lines
    }

    private struct Word {
        var trimmedTail: [Character]
        var spaces: [Character]
        var all: [Character] { trimmedTail + spaces }
    }

    /// Splits into words, each carrying the spaces that follow it.
    private func words(_ paragraph: [Character]) -> [Word] {
        var result: [Word] = []
        var current = Word(trimmedTail: [], spaces: [])
        for character in paragraph {
            if character.isWhitespace {
                current.spaces.append(character)
            } else {
                if !current.spaces.isEmpty {
                    result.append(current)
                    current = Word(trimmedTail: [], spaces: [])
                }
                current.trimmedTail.append(character)
            }
        }
        if !current.trimmedTail.isEmpty || !current.spaces.isEmpty { result.append(current) }
        return result
    }

    /// The longest prefix of `line` that fits `maxWidth` together with "…", then "…".
    private func withEllipsis(_ line: [Character], maxWidth: Double?) -> [Character] {
        var kept = trimmingTrailingSpaces(line)
        let ellipsisWidth = advance(Self.ellipsis)
        if let maxWidth {
            var w = width(kept)
            while let last = kept.last, w + ellipsisWidth > maxWidth {
                kept.removeLast(); w -= advance(last)
            }
            kept = trimmingTrailingSpaces(kept)
        }
        return kept + [Self.ellipsis]
    }
}
