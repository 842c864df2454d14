/// UILabel's line breaking, as a pure function of character advances so it can be
/// tested without fonts:
///
/// 1. Explicit line breaks always start a new line.
/// 2. `numberOfLines == 1` never wraps; a line wider than `maxWidth` is truncated at its
///    tail with "…" (UILabel's default `.byTruncatingTail`).
/// 3. Otherwise, with a `maxWidth`, lines wrap greedily at word boundaries (spaces);
///    a word wider than `maxWidth` on its own is broken by character.
/// 4. `numberOfLines == N > 0` keeps the first N lines; if text was dropped, the last
///    kept line ends in "…" (shortened so that it still fits `maxWidth`).
/// Trailing spaces never count towards a line's width.
struct LineBreaker {
    /// The advance of one character in points.
    var advance: (Character) -> Double
    static let ellipsis: Character = "…"

    func breakLines(_ text: String, maxWidth: Double?, numberOfLines: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
        let limit = max(0, numberOfLines)
        var lines: [[Character]] = []
        for paragraph in paragraphs {
            if let maxWidth, limit != 1 {
                lines += wrap(paragraph, maxWidth: maxWidth)
            } else {
                lines.append(trimmingTrailingSpaces(paragraph))
            }
        }
        var truncated = false
        if limit > 0, lines.count > limit {
            lines.removeLast(lines.count - limit)
            truncated = true
        }
        if let maxWidth, let last = lines.last, width(last) > maxWidth {
            truncated = true
        }
        if truncated {
            lines[lines.count - 1] = withEllipsis(lines[lines.count - 1], maxWidth: maxWidth)
        }
        return lines.map { String($0) }
    }

    func width<C: Collection>(_ characters: C) -> Double where C.Element == Character {
        characters.reduce(0) { $0 + advance($1) }
    }

    private func trimmingTrailingSpaces(_ line: [Character]) -> [Character] {
        var line = line
        while let last = line.last, last.isWhitespace { line.removeLast() }
        return line
    }

    /// Greedy word wrap of one paragraph (no newlines inside).
    private func wrap(_ paragraph: [Character], maxWidth: Double) -> [[Character]] {
        var lines: [[Character]] = []
        var line: [Character] = []
        var lineWidth = 0.0 // including trailing spaces
        for word in words(paragraph) {
            let wordWidth = width(word.trimmedTail)
            if !line.isEmpty, lineWidth + wordWidth > maxWidth {
                lines.append(trimmingTrailingSpaces(line))
                line = []; lineWidth = 0
            }
            if line.isEmpty, wordWidth > maxWidth {
                // A word that cannot fit on any line is broken by character.
                for character in word.trimmedTail {
                    let w = advance(character)
                    if !line.isEmpty, lineWidth + w > maxWidth {
                        lines.append(line)
                        line = []; lineWidth = 0
                    }
                    line.append(character); lineWidth += w
                }
                line += word.spaces; lineWidth += width(word.spaces)
                continue
            }
            line += word.all
            lineWidth += width(word.all)
        }
        lines.append(trimmingTrailingSpaces(line))
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
