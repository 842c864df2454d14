extension String {
    /// The string with each character that would break or hide an error line — control
    /// characters (tab aside), line and paragraph separators — drawn as its Unicode
    /// control picture (`\n` as `␊`), one character for one, so an error stays on its
    /// line and a caret under a quoted string still points at the right character.
    var showingControlCharacters: String {
        String(map { c -> Character in
            guard c != "\t", c.unicodeScalars.contains(where: \.isLineBreakingOrControl) else { return c }
            let first = c.unicodeScalars.first!.value
            // U+2400 + code for C0 controls, U+2421 for DEL; any other (C1, U+2028/9, "\r\n") as ␤.
            if first < 0x20, c.unicodeScalars.count == 1 { return Character(Unicode.Scalar(0x2400 + first)!) }
            if first == 0x7F { return "\u{2421}" }
            return "\u{2424}"
        })
    }
}

extension Unicode.Scalar {
    fileprivate var isLineBreakingOrControl: Bool {
        properties.generalCategory == .control || value == 0x2028 || value == 0x2029
    }
}
