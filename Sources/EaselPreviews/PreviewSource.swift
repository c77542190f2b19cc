import EaselRendering
import Foundation

/// A user's Swift file as `easel render FILE.swift` compiles it: what it previews, and the copy
/// that is built (imports and `#if` conditions read as an iOS build reads them, with Easel in
/// SwiftUI's place, see `IOSCompilation`; `#Preview` kept as a value the generated program can
/// list; `@main` set aside). Every change keeps the file's lines where they are, so the
/// compiler's line numbers are the user's.
public struct PreviewSource {
    /// A preview to draw: its picture's name and the Swift expression that makes its view.
    public struct Preview: Equatable, Sendable {
        /// Where a preview's view comes from, which says how the program reads its settings.
        public enum Kind: Sendable {
            /// A view made with no arguments (`--view`): `expression` makes it.
            case view
            /// A `#Preview`: `expression` names its `_EaselPreviewValue`, which keeps its traits.
            case preview
            /// A `PreviewProvider`: `expression` is its `previews`, each of whose views is a
            /// preview with its own settings (`previewDevice`, …).
            case provider
        }

        public var name: String
        public var expression: String
        public var kind: Kind

        public init(name: String, expression: String, kind: Kind = .view) {
            self.name = name
            self.expression = expression
            self.kind = kind
        }

        /// The program's entry for the preview (see `_PreviewProgram.Entry`).
        var programEntry: String {
            let name = String(reflecting: PreviewSource.fileName(self.name))
            switch kind {
            case .view: return "_PreviewProgram.Entry(\(name)) { AnyView(\(expression)) }"
            case .preview: return "_PreviewProgram.Entry(\(name), preview: \(expression))"
            case .provider: return "_PreviewProgram.Entry(\(name), provider: { AnyView(\(expression)) })"
            }
        }
    }

    public let url: URL
    /// The file's text, rewritten.
    public let text: String
    public let previews: [Preview]
    /// What the file asks for that Easel can't do as iOS does, as compiler warnings
    /// (`path:line:column: warning: …`), for the user to read beside the picture.
    public let notes: [String]
    /// The file's lines as the user wrote them, which the compiler's excerpts show (see
    /// `PreviewBuild.userFacing`), not the copy's.
    let originalLines: [String]

    /// The prefix of the globals that hold a file's `#Preview`s in the copy.
    static let previewVariablePrefix = "__easelPreview"

    public init(url: URL, index: Int) throws {
        self.url = url
        let original = try String(contentsOf: url, encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        originalLines = lines
        var previews: [Preview] = []
        var previewNumber = 0
        var notes: [String] = []
        let stem = url.deletingPathExtension().lastPathComponent
        var delegateNeedsFinal = false
        var compiledLines = CompiledLines()
        for (number, line) in lines.enumerated() {
            var line = line
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Imports and `#if` conditions as an iOS build reads them (see `IOSCompilation`).
            let compiled = IOSCompilation.rewritten(line)
            line = compiled.line
            let isCode = compiledLines.read(line)
            if let note = compiled.note {
                notes.append("\(url.path):\(number + 1):1: warning: \(note)")
            }
            // The app's entry point is Easel's program; iOS 13's `@UIApplicationMain` on an app
            // delegate is set aside as `@main` is. That delegate (`class AppDelegate: UIResponder,
            // UIApplicationDelegate`) is made `final`, which the protocol's `init()` needs of a
            // class (see `UIApplicationDelegate`) and which nothing can tell: nothing subclasses
            // the app's delegate.
            for entryPoint in ["@main", "@UIApplicationMain"] where trimmed == entryPoint || trimmed.hasPrefix(entryPoint + " ") {
                line = line.replacingOccurrences(of: entryPoint, with: String(repeating: " ", count: entryPoint.count))
                delegateNeedsFinal = entryPoint == "@UIApplicationMain"
            }
            // The declaration the attribute marks: the first line after it with a word on it.
            if delegateNeedsFinal, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let accessLevels: Set<Substring> = ["public", "internal", "fileprivate", "private"]
                if let range = line.range(of: "class "),
                   line[..<range.lowerBound].split(separator: " ").allSatisfy({ accessLevels.contains($0) }) {
                    line.replaceSubrange(range, with: "final class ")
                }
                delegateNeedsFinal = false
            }
            // A `#Preview` at the start of a line (a freestanding declaration): `let name =
            // _EaselPreviewValue` takes its place, with the same arguments and trailing closure.
            // One commented out or in a branch an iOS build leaves out isn't a preview.
            if isCode, trimmed.hasPrefix("#Preview"), line.hasPrefix("#Preview") || line.hasPrefix(" ") || line.hasPrefix("\t") {
                let variable = "\(Self.previewVariablePrefix)\(index)_\(previewNumber)"
                previewNumber += 1
                line = line.replacingOccurrences(of: "#Preview", with: "let \(variable) = _EaselPreviewValue")
                // A view type declared in the preview's body (a wrapper holding `@State`, as
                // previews did before `@Previewable`) would be the type of the closure it is
                // declared in, which crashes Swift's compiler (6.3, signal 11 mangling the
                // type): the body is made to return `any View`, as the type's `return` allows.
                if Self.declaresLocalType(inClosureOpeningAt: number, of: lines),
                   let brace = line.range(of: "{", options: .backwards) {
                    line.replaceSubrange(brace, with: "{ () -> any View in")
                }
                let title = Self.title(in: trimmed)
                let name = title ?? (previewNumber == 1 ? stem : "\(stem)-\(previewNumber)")
                previews.append(Preview(name: name, expression: variable, kind: .preview))
            }
            lines[number] = line
        }
        for provider in Self.previewProviders(in: original) {
            // A provider nested in a type is named by its own name, and reached through its path.
            let name = provider.split(separator: ".").last.map(String.init) ?? provider
            previews.append(Preview(name: name, expression: "\(provider).previews", kind: .provider))
        }
        self.text = lines.joined(separator: "\n")
        self.previews = previews
        self.notes = notes
    }

    /// The title of `#Preview("Title") …`, when it is a plain string literal.
    private static func title(in line: String) -> String? {
        guard let open = line.range(of: "#Preview(\"") else { return nil }
        let rest = line[open.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let title = String(rest[..<close])
        return title.isEmpty ? nil : title
    }

    /// Types that conform to `PreviewProvider` where they are declared, each by its path from the
    /// file's top level: a provider declared inside a view (`struct Users: View { struct
    /// Users_Previews: PreviewProvider {…} }`, which Xcode draws) is `Users.Users_Previews`, and
    /// one in an extension of a type is reached through that type. Lines the compiler doesn't
    /// read (`CompiledLines`) declare none.
    public static func previewProviders(in text: String) -> [String] {
        let declaration = #/^\s*(?:@\w+\s+)*(?:(?:public|internal|fileprivate|private|final|nonisolated)\s+)*(struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)([^{]*)/#
        // The types whose bodies are open, with the brace depth inside each.
        var enclosing: [(name: String, depth: Int)] = []
        var pendingType: String?
        var depth = 0
        var providers: [String] = []
        var compiledLines = CompiledLines()
        for line in text.components(separatedBy: "\n") {
            guard compiledLines.read(IOSCompilation.rewritten(line).line) else { continue }
            let code = Self.codeOnly(line)
            if let match = code.firstMatch(of: declaration) {
                let name = String(match.2)
                let path = (enclosing.map(\.name) + [name]).joined(separator: ".")
                if match.1 != "extension", match.3.range(of: #"\bPreviewProvider\b"#, options: .regularExpression) != nil {
                    providers.append(path)
                }
                pendingType = name
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let name = pendingType {
                        enclosing.append((name, depth))
                        pendingType = nil
                    }
                } else if character == "}" {
                    if let last = enclosing.last, last.depth == depth { enclosing.removeLast() }
                    depth -= 1
                }
            }
        }
        return providers
    }

    /// Whether the closure opened on line `start` declares a type directly in its body.
    static func declaresLocalType(inClosureOpeningAt start: Int, of lines: [String]) -> Bool {
        let declarations = ["struct ", "class ", "final class ", "enum ", "actor "]
        var depth = 0
        var opened = false
        for number in start..<lines.count {
            let code = codeOnly(lines[number])
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            let words = trimmed.split(separator: " ").drop { ["private", "fileprivate", "@MainActor"].contains($0) }.joined(separator: " ")
            if opened, depth == 1, declarations.contains(where: { words.hasPrefix($0) }) { return true }
            for character in code {
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if opened, depth <= 0 { return false }
        }
        return false
    }

    /// `line` without its string literals' contents and its `//` comment: what braces count in.
    private static func codeOnly(_ line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false; result.append(character) }
            } else if character == "\"" {
                inString = true
                result.append(character)
            } else if character == "/" && previous == "/" {
                result.removeLast()
                break
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The previews of `sources`, in order, each under a name no other has, so that no picture is
    /// written over another's: a title two previews share (`#Preview("Light Mode")` in several
    /// files) is prefixed with each one's file name, and a name still taken is numbered.
    public static func previews(of sources: [PreviewSource]) -> [Preview] {
        let all = sources.flatMap { source in source.previews.map { (preview: $0, stem: source.url.deletingPathExtension().lastPathComponent) } }
        var counts: [String: Int] = [:]
        for entry in all { counts[fileName(entry.preview.name), default: 0] += 1 }
        var taken: Set<String> = []
        return all.map { entry in
            var preview = entry.preview
            if counts[fileName(preview.name), default: 0] > 1, !preview.name.hasPrefix(entry.stem) {
                preview.name = "\(entry.stem) \(preview.name)"
            }
            let base = preview.name
            var number = 2
            while taken.contains(fileName(preview.name)) {
                preview.name = "\(base) \(number)"
                number += 1
            }
            taken.insert(fileName(preview.name))
            return preview
        }
    }

    /// A picture's file name for a preview's name: letters, digits, `-` and `_`, others as `-`.
    public static func fileName(_ name: String) -> String {
        _PreviewProgram.fileName(name)
    }
}
