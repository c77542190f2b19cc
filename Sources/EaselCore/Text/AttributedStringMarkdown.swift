import Foundation

/// Foundation's inline presentation intents (Apple, `InlinePresentationIntent`), which Linux's
/// Foundation lacks: the marks `AttributedString(markdown:)` leaves on its runs.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

/// `AttributedString(markdown:)`, which Linux's Foundation lacks, parsed as Apple's parser reads
/// what `Text` draws of it: emphasis, strong emphasis, code and strikethrough as inline
/// presentation intents, links as Foundation's `link`, with the inline rules `Text` literals
/// follow (`InlineMarkdown`: CommonMark's emphasis, GitHub's strikethrough).
///
/// Blocks follow Apple's parser where `Text` shows them (options' `interpretedSyntax`):
/// - `.full` (the default): a heading's `#`s, a list item's marker and a quote's `>` are left
///   out, the lines of a paragraph are joined by a space (a soft break), and paragraphs follow
///   each other with nothing between them: Apple's parser keeps blocks apart by presentation
///   intents only, which `Text` doesn't draw, so "One\n\nTwo" reads "OneTwo" (a widely reported
///   surprise; Apple, `AttributedString.MarkdownParsingOptions.InterpretedSyntax.full`);
/// - `.inlineOnly`: block syntax is left as written, and runs of white space, new lines
///   included, become one space;
/// - `.inlineOnlyPreservingWhitespace`: block syntax and white space as written (what a `Text`
///   literal uses).
/// Easel's parser never fails, so neither does the initializer. Reference links, tables, images
/// and HTML are left as written [I].
extension AttributedString {
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        let source: String
        switch options.interpretedSyntax {
        case .full:
            source = Self.inlineText(ofBlocks: markdown)
        case .inlineOnly:
            source = markdown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case .inlineOnlyPreservingWhitespace:
            source = markdown
        }
        var result = AttributedString()
        for run in InlineMarkdown.parse(source) {
            var piece = AttributedString(run.text)
            var intent = InlinePresentationIntent()
            if run.style.bold { intent.insert(.stronglyEmphasized) }
            if run.style.italic { intent.insert(.emphasized) }
            if run.style.code { intent.insert(.code) }
            if run.style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = run.style.link {
                piece.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0) } ?? link
            }
            result += piece
        }
        self = result
    }

    /// The text of each block with its block markers left out, lines joined by spaces, blocks
    /// joined by nothing (see above).
    private static func inlineText(ofBlocks markdown: String) -> String {
        var blocks: [String] = []
        var lines: [String] = []
        func endBlock() {
            if !lines.isEmpty { blocks.append(lines.joined(separator: " ")) }
            lines = []
        }
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { endBlock(); continue }
            if let heading = line.firstRange(of: #/^#{1,6}(\s+|$)/#) {
                // A heading is a block of its own.
                endBlock()
                line = String(line[heading.upperBound...]).replacing(#/\s+#*\s*$/#, with: "")
                if !line.isEmpty { blocks.append(line) }
                continue
            }
            if let marker = line.firstRange(of: #/^(>\s?|[-*+]\s+|\d{1,9}[.)]\s+)/#) {
                // A quote's or a list item's marker; each item is a block.
                if !line.hasPrefix(">") { endBlock() }
                line = String(line[marker.upperBound...])
            }
            lines.append(line)
        }
        endBlock()
        return blocks.joined()
    }
}
