import Foundation

/// Which lines of a Swift file the compiler reads as code: not inside a block comment (`/* … */`,
/// which Swift nests) and not in a `#if` branch an iOS build leaves out (`#if false`, `#if
/// os(macOS)`, as `IOSCompilation` reads conditions). A preview written on a line the compiler
/// doesn't read isn't one, as Xcode doesn't show it.
///
/// A condition that isn't made only of `true`, `false`, `!`, `&&`, `||` and parentheses once
/// rewritten (`DEBUG`, a custom flag) may hold either way: its branches all count as read.
struct CompiledLines {
    /// How deep in block comments the scan is, at the end of the lines read so far.
    private var commentDepth = 0
    /// The open `#if` blocks, innermost last: whether the enclosing code is read, whether a branch
    /// was certainly taken, and whether the current branch is read.
    private var conditions: [(enclosingRead: Bool, taken: Bool, read: Bool)] = []

    /// Whether code at the current position is read (outside comments aside).
    private var branchRead: Bool { conditions.last?.read ?? true }

    /// Reads the next line (as `IOSCompilation` rewrites it) and says whether it starts as code:
    /// outside a block comment, in a branch that is compiled.
    mutating func read(_ line: String) -> Bool {
        let startsInComment = commentDepth > 0
        let wasRead = branchRead
        if !startsInComment {
            directive(line.trimmingCharacters(in: .whitespaces))
        }
        scanComments(line)
        return !startsInComment && wasRead && branchRead
    }

    /// Follows `#if`, `#elseif`, `#else` and `#endif`.
    private mutating func directive(_ trimmed: String) {
        func condition(after keyword: String) -> Bool? {
            Self.value(of: String(trimmed.dropFirst(keyword.count)))
        }
        if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") {
            let value = condition(after: "#if")
            let enclosing = branchRead
            conditions.append((enclosing, value == true, enclosing && value != false))
        } else if trimmed.hasPrefix("#elseif ") || trimmed.hasPrefix("#elseif("), let last = conditions.popLast() {
            let value = condition(after: "#elseif")
            conditions.append((last.enclosingRead, last.taken || value == true, last.enclosingRead && !last.taken && value != false))
        } else if trimmed == "#else" || trimmed.hasPrefix("#else "), let last = conditions.popLast() {
            conditions.append((last.enclosingRead, true, last.enclosingRead && !last.taken))
        } else if trimmed == "#endif" || trimmed.hasPrefix("#endif ") {
            _ = conditions.popLast()
        }
    }

    /// Counts the block comments the line opens and closes, outside string literals and `//`
    /// comments.
    private mutating func scanComments(_ line: String) {
        let characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if commentDepth > 0 {
                if character == "*", next == "/" { commentDepth -= 1; index += 2; continue }
                if character == "/", next == "*" { commentDepth += 1; index += 2; continue }
            } else if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", next == "/" {
                return
            } else if character == "/", next == "*" {
                commentDepth += 1
                index += 2
                continue
            }
            index += 1
        }
    }

    /// The value of a rewritten condition made only of `true`, `false`, `!`, `&&`, `||` and
    /// parentheses; nil for any other (a flag that may hold either way).
    static func value(of condition: String) -> Bool? {
        let code = condition.components(separatedBy: "//")[0]
        var tokens: [String] = []
        var rest = Substring(code)
        while let first = rest.first {
            if first == " " || first == "\t" { rest.removeFirst(); continue }
            if let word = ["true", "false", "&&", "||", "!", "(", ")"].first(where: { rest.hasPrefix($0) }) {
                tokens.append(word)
                rest.removeFirst(word.count)
                continue
            }
            return nil
        }
        var position = 0
        func primary() -> Bool? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case "true": return true
            case "false": return false
            case "!": return primary().map { !$0 }
            case "(":
                let inner = disjunction()
                guard position < tokens.count, tokens[position] == ")" else { return nil }
                position += 1
                return inner
            default: return nil
            }
        }
        func conjunction() -> Bool? {
            guard var value = primary() else { return nil }
            while position < tokens.count, tokens[position] == "&&" {
                position += 1
                guard let next = primary() else { return nil }
                value = value && next
            }
            return value
        }
        func disjunction() -> Bool? {
            guard var value = conjunction() else { return nil }
            while position < tokens.count, tokens[position] == "||" {
                position += 1
                guard let next = conjunction() else { return nil }
                value = value || next
            }
            return value
        }
        let value = disjunction()
        return position == tokens.count ? value : nil
    }
}
