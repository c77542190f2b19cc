import Foundation

/// The inline Markdown SwiftUI renders in a `Text` made from a string literal or a
/// `LocalizedStringKey` (Apple, "Text": "If you initialize a text view with a string literal, the
/// view … renders Markdown"; block syntax such as headings and lists is shown as written, since
/// `Text` parses with `.inlineOnlyPreservingWhitespace`):
/// - `**strong**` and `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic), nested;
/// - `` `code` `` (the monospaced design; its content is literal);
/// - `~~strikethrough~~` and `~strikethrough~` (GitHub's extension, which Apple's parser follows);
/// - `[label](destination)` and `<scheme:address>` links (drawn in the accent colour);
/// - Apple's attribute spans, `^[text](attributes)`: `inflect: true` makes the text agree with
///   its number ("^[\(count) person](inflect: true)" reads "2 people", see `EnglishInflection`);
///   the span's other attributes change nothing that is drawn;
/// - backslash escapes of ASCII punctuation.
///
/// Emphasis follows CommonMark 0.30's delimiter-run rules (§6.2: left- and right-flanking runs,
/// `_` not within words, the rule of three, and the "process emphasis" procedure over a delimiter
/// stack). Links take the simple form only (no reference links, no nested brackets in a label).
/// Text with none of the marker characters is returned as it is, without parsing.
enum InlineMarkdown {
    /// The style a stretch of text gets from its markers.
    struct Style: Equatable {
        var bold = false
        var italic = false
        var code = false
        var strikethrough = false
        var link: URL?
        /// In an attribute span with `inflect: true`: the words agree with the span's number.
        var inflect = false
    }

    struct Run: Equatable {
        var text: String
        var style: Style
    }

    /// The marker characters' bytes: a string without any is plain text (checked on UTF-8, which
    /// is fast; every marker is ASCII).
    private static let markerBytes: Set<UInt8> = Set("*_~`[<\\".utf8)

    /// Whether `text` has a character that may start Markdown; text without one is plain.
    static func mayContainMarkdown(_ text: String) -> Bool {
        text.utf8.contains(where: { markerBytes.contains($0) })
    }

    /// The runs `source` renders as, in order, adjacent runs of one style merged.
    static func parse(_ source: String) -> [Run] {
        guard mayContainMarkdown(source) else { return [Run(text: source, style: Style())] }
        var parser = Parser(Array(source))
        parser.run()
        return parser.runs()
    }

    /// One piece of the text: literal characters, or a run of delimiter characters that may open
    /// or close emphasis.
    private struct Piece {
        var text: String
        var style = Style()
        /// For a delimiter run: its character, how many are left, and whether it may open or close.
        var delimiter: Character?
        var count = 0
        var originalCount = 0
        var canOpen = false
        var canClose = false
        /// A `[` waiting for its `]`.
        var isBracket = false
        /// The `[` was written `^[`: an attribute span's, closed by `](attributes)`.
        var opensAttributes = false
    }

    private struct Parser {
        let characters: [Character]
        var pieces: [Piece] = []

        init(_ characters: [Character]) {
            self.characters = characters
        }

        mutating func run() {
            var index = 0
            var literal = ""
            func flush(_ pieces: inout [Piece]) {
                if !literal.isEmpty { pieces.append(Piece(text: literal)); literal = "" }
            }
            while index < characters.count {
                let character = characters[index]
                switch character {
                case "\\" where index + 1 < characters.count && Self.isASCIIPunctuation(characters[index + 1]):
                    literal.append(characters[index + 1])
                    index += 2
                case "`":
                    let run = runLength(from: index)
                    if let end = closingBackticks(from: index + run, length: run) {
                        flush(&pieces)
                        var content = String(characters[(index + run)..<end]).replacingOccurrences(of: "\n", with: " ")
                        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                            content = String(content.dropFirst().dropLast())
                        }
                        pieces.append(Piece(text: content, style: Style(code: true)))
                        index = end + run
                    } else {
                        literal += String(repeating: "`", count: run)
                        index += run
                    }
                case "*", "_", "~":
                    flush(&pieces)
                    let run = runLength(from: index)
                    let before: Character? = index > 0 ? characters[index - 1] : nil
                    let after: Character? = index + run < characters.count ? characters[index + run] : nil
                    var piece = Piece(text: String(repeating: character, count: run), delimiter: character, count: run, originalCount: run)
                    (piece.canOpen, piece.canClose) = Self.flanking(character, before: before, after: after)
                    if character == "~", run > 2 { piece.canOpen = false; piece.canClose = false }
                    pieces.append(piece)
                    index += run
                case "<":
                    if let (url, end) = autolink(from: index) {
                        flush(&pieces)
                        pieces.append(Piece(text: url.absoluteString, style: Style(link: url)))
                        index = end
                    } else {
                        literal.append(character)
                        index += 1
                    }
                case "[":
                    // `^[`, unless the caret was escaped (`\^[` is a caret and a bracket).
                    let opensAttributes = literal.last == "^" && !(index >= 2 && characters[index - 2] == "\\")
                    if opensAttributes { literal.removeLast() }
                    flush(&pieces)
                    pieces.append(Piece(text: opensAttributes ? "^[" : "[", isBracket: true, opensAttributes: opensAttributes))
                    index += 1
                case "]":
                    flush(&pieces)
                    if let opener = pieces.lastIndex(where: \.isBracket), pieces[opener].opensAttributes {
                        if let (attributes, end) = attributes(from: index + 1) {
                            processEmphasis(above: opener)
                            let inflects = attributes.replacingOccurrences(of: " ", with: "").contains("inflect:true")
                            for inner in (opener + 1)..<pieces.count { pieces[inner].style.inflect = inflects }
                            pieces.remove(at: opener)
                            index = end
                        } else {
                            pieces[opener].isBracket = false
                            literal.append(character)
                            index += 1
                        }
                    } else if let opener = pieces.lastIndex(where: \.isBracket), let (url, end) = destination(from: index + 1) {
                        processEmphasis(above: opener)
                        for inner in (opener + 1)..<pieces.count { pieces[inner].style.link = url }
                        pieces.remove(at: opener)
                        index = end
                    } else {
                        if let opener = pieces.lastIndex(where: \.isBracket) { pieces[opener].isBracket = false }
                        literal.append(character)
                        index += 1
                    }
                default:
                    literal.append(character)
                    index += 1
                }
            }
            flush(&pieces)
            for bracket in pieces.indices where pieces[bracket].isBracket { pieces[bracket].isBracket = false }
            processEmphasis(above: -1)
        }

        /// CommonMark's "process emphasis" (§6.2, appendix) for the delimiters after `bottom`.
        mutating func processEmphasis(above bottom: Int) {
            var closer = bottom + 1
            while closer < pieces.count {
                guard let mark = pieces[closer].delimiter, pieces[closer].canClose, pieces[closer].count > 0 else {
                    closer += 1
                    continue
                }
                var opener = closer - 1
                var found: Int?
                while opener > bottom {
                    let candidate = pieces[opener]
                    if candidate.delimiter == mark, candidate.canOpen, candidate.count > 0, matches(candidate, pieces[closer]) {
                        found = opener
                        break
                    }
                    opener -= 1
                }
                guard let opener = found else {
                    // Nothing opens it: it can never close, and if it can't open either it is text.
                    if !pieces[closer].canOpen { pieces[closer].delimiter = nil }
                    closer += 1
                    continue
                }
                let used = mark == "~" ? pieces[closer].count : (pieces[opener].count >= 2 && pieces[closer].count >= 2 ? 2 : 1)
                for inner in (opener + 1)..<closer {
                    switch (mark, used) {
                    case ("~", _): pieces[inner].style.strikethrough = true
                    case (_, 2): pieces[inner].style.bold = true
                    default: pieces[inner].style.italic = true
                    }
                    // Delimiters between the pair can no longer match anything outside it.
                    pieces[inner].delimiter = nil
                }
                pieces[opener].count -= used
                pieces[closer].count -= used
                pieces[opener].text = String(repeating: mark, count: pieces[opener].count)
                pieces[closer].text = String(repeating: mark, count: pieces[closer].count)
                if pieces[closer].count == 0 { closer += 1 }
            }
            for index in (bottom + 1)..<max(bottom + 1, pieces.count) { pieces[index].delimiter = nil }
        }

        /// The rule of three (CommonMark §6.2, rules 9 and 10), and `~` pairs of equal length.
        private func matches(_ opener: Piece, _ closer: Piece) -> Bool {
            if opener.delimiter == "~" { return opener.count == closer.count }
            if opener.canClose || closer.canOpen {
                let sum = opener.originalCount + closer.originalCount
                if sum % 3 == 0, !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) { return false }
            }
            return true
        }

        func runs() -> [Run] {
            var result: [Run] = []
            for piece in pieces where !piece.text.isEmpty {
                if let last = result.indices.last, result[last].style == piece.style {
                    result[last].text += piece.text
                } else {
                    result.append(Run(text: piece.text, style: piece.style))
                }
            }
            return result
        }

        private func runLength(from index: Int) -> Int {
            var end = index
            while end < characters.count, characters[end] == characters[index] { end += 1 }
            return end - index
        }

        /// Where a backtick run of exactly `length` starts, from `start` on.
        private func closingBackticks(from start: Int, length: Int) -> Int? {
            var index = start
            while index < characters.count {
                if characters[index] == "`" {
                    let run = runLength(from: index)
                    if run == length { return index }
                    index += run
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// `(destination)` right after a `]`: the URL and the index after the `)`. A destination
        /// has no spaces (a title after it is allowed and not shown); parentheses inside nest.
        private func destination(from start: Int) -> (URL, Int)? {
            guard start < characters.count, characters[start] == "(" else { return nil }
            var index = start + 1
            var depth = 0
            var address = ""
            while index < characters.count {
                let character = characters[index]
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if character == " " {
                    // An optional title: skip to the closing parenthesis.
                    guard let close = characters[index...].firstIndex(of: ")") else { return nil }
                    index = close
                    break
                }
                address.append(character)
                index += 1
            }
            guard index < characters.count, characters[index] == ")", let url = URL(string: address) else { return nil }
            return (url, index + 1)
        }

        /// `(attributes)` right after an attribute span's `]`: what is between the parentheses, and
        /// the index after the `)`.
        private func attributes(from start: Int) -> (String, Int)? {
            guard start < characters.count, characters[start] == "(",
                  let close = characters[start...].firstIndex(of: ")") else { return nil }
            return (String(characters[(start + 1)..<close]), close + 1)
        }

        /// `<scheme:address>` (CommonMark §6.5): a scheme of 2–32 letters, digits, `+`, `.` or `-`
        /// starting with a letter, and no spaces or `<` inside.
        private func autolink(from start: Int) -> (URL, Int)? {
            guard let close = characters[(start + 1)...].firstIndex(of: ">") else { return nil }
            let inner = String(characters[(start + 1)..<close])
            guard let colon = inner.firstIndex(of: ":"), !inner.contains(" "), !inner.contains("<") else { return nil }
            let scheme = inner[..<colon]
            guard (2...32).contains(scheme.count), scheme.first!.isLetter,
                  scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
                  let url = URL(string: inner) else { return nil }
            return (url, close + 1)
        }

        /// Whether a delimiter run may open and may close (CommonMark §6.2: left- and
        /// right-flanking; `_` only at word edges).
        private static func flanking(_ mark: Character, before: Character?, after: Character?) -> (Bool, Bool) {
            let afterSpace = after.map(isSpace) ?? true, beforeSpace = before.map(isSpace) ?? true
            let afterPunctuation = after.map(isPunctuation) ?? false, beforePunctuation = before.map(isPunctuation) ?? false
            let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
            let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
            if mark == "_" {
                return (left && (!right || beforePunctuation), right && (!left || afterPunctuation))
            }
            return (left, right)
        }

        private static func isSpace(_ character: Character) -> Bool {
            character.isWhitespace
        }

        private static func isPunctuation(_ character: Character) -> Bool {
            character.isPunctuation || character.isSymbol
        }

        private static func isASCIIPunctuation(_ character: Character) -> Bool {
            character.isASCII && (character.isPunctuation || character.isSymbol)
        }
    }
}
