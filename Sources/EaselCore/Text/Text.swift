import EaselText
import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text is measured and broken into lines by the text layer (real fonts, HarfBuzz shaping, ICU line
/// breaking) the way SwiftUI's Text is on iOS: its ideal size is each paragraph on one line; offered
/// a width it wraps at word boundaries and reports its widest line; it always shows its first line,
/// truncating the last line it shows (swiftui-layout-spec.md §18; platform-constants.md §4).
public struct Text: Equatable {
    /// A run of characters with its own style; `Text + Text` makes several.
    package struct Segment: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var isBold = false
        var isItalic = false
        var isMonospacedDigit = false
        var color: Color?
        /// Set (to a style, or to nil for none) by `underline`; unset leaves it to the environment.
        var underline: Text.LineStyle??
        var strikethrough: Text.LineStyle??
        var tracking: CGFloat?
        var kerning: CGFloat?
        var baselineOffset: CGFloat?
        /// `monospaced()`, or Markdown's `code`: the monospaced design at the text's size.
        var isMonospaced = false
        var design: Font.Design?
        var width: Font.Width?
        var scale: Text.Scale?
        /// A style other than a colour given to `foregroundStyle` (a gradient).
        var paint: ResolvedPaint?
        /// A formatted value, worded again in the environment the text is resolved in
        /// (`string` holds its wording in the default environment).
        var deferred: DeferredText?
        /// A colour behind the run's glyphs (`AttributedString`'s `backgroundColor`).
        var background: Color?
        /// Set on the first segment of an `AttributedString` with attributes Easel doesn't draw.
        var dropsAttributes = false
        /// Markdown's link: drawn in the tint colour.
        var link: URL?
        /// An image inside text (`Text(Image(systemName:))`): the symbol font's family, whose
        /// glyph `string` holds, drawn at the text's size (see `TextImage.swift`).
        var symbolFamily: String?
        /// What the layout's diagnostics say of this segment (an image drawn otherwise).
        var note: String?
        /// Values given with `customAttribute(_:)`, by their type, for a `TextRenderer` to read.
        var customAttributes: [ObjectIdentifier: AnyHashable] = [:]
    }

    package var segments: [Segment]
    /// Where the segments came from, when some came from a `LocalizedStringKey` and the app has
    /// several languages: looked up again in the language of the environment the text is shown
    /// in (see `LocalizedPart`). Nil otherwise.
    package var localizedParts: [LocalizedPart]?

    package init(segments: [Segment]) {
        self.segments = segments
    }

    /// Creates a text view that displays a string literal or interpolation, localized (see
    /// `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey) {
        self.segments = key.segments
        self.localizedParts = key.localizedParts(table: nil, segmentCount: segments.count)
    }

    /// Creates a text view that displays a localized string: the key looked up in `tableName`
    /// (`Localizable` by default) of the app's tables (`LocalizationTables`), or as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.segments = key.segments(inTable: tableName)
        self.localizedParts = key.localizedParts(table: tableName, segmentCount: segments.count)
    }

    /// The same characters in the same styles, from the same keys.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.segments == rhs.segments && lhs.localizedParts?.map(\.lookup) == rhs.localizedParts?.map(\.lookup)
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.segments = [Segment(string: String(content))]
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        self.segments = [Segment(string: content)]
    }

    /// The characters the text shows.
    package var string: String {
        segments.map(\.string).joined()
    }

    /// The text's characters without its styling (fonts, weights, colours, decorations): how a
    /// bar shows a title it is given as a `Text` (UIKit draws it with the bar's title attributes,
    /// so `navigationTitle(Text("Add").font(.title3).foregroundColor(.red))` draws the standard
    /// title). Formatted values and symbols stay, worded and drawn as before.
    @_spi(SystemViews)
    public var unstyled: Text {
        var text = Text(segments: segments.map { segment in
            var plain = Segment(string: segment.string)
            plain.deferred = segment.deferred
            plain.symbolFamily = segment.symbolFamily
            plain.note = segment.note
            return plain
        })
        text.localizedParts = localizedParts?.map { LocalizedPart(segmentCount: $0.segmentCount, lookup: $0.lookup) }
        return text
    }

    /// Concatenates the text in two text views in a new text view; each keeps its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(segments: lhs.segments + rhs.segments)
        if lhs.localizedParts != nil || rhs.localizedParts != nil {
            text.localizedParts = lhs.partsOrWhole + rhs.partsOrWhole
        }
        return text
    }

    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// Applies a style to every run that doesn't set it already: the innermost modifier wins, as in
    /// SwiftUI.
    func styled(_ change: @escaping (inout Segment) -> Void) -> Text {
        var text = self
        for index in text.segments.indices {
            change(&text.segments[index])
        }
        if text.localizedParts != nil {
            for index in text.localizedParts!.indices {
                text.localizedParts![index].changes.append(change)
            }
        }
        return text
    }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text {
        styled { if $0.font == nil { $0.font = font } }
    }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        styled { if $0.weight == nil { $0.weight = weight } }
    }

    /// Applies a bold font weight to the text.
    public func bold() -> Text {
        styled { $0.isBold = true }
    }

    /// Applies a bold font weight to the text, or not.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// Applies italics to the text.
    public func italic() -> Text {
        styled { $0.isItalic = true }
    }

    /// Applies italics to the text, or not.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }

    /// Modifies the font of the text to use fixed-width digits.
    public func monospacedDigit() -> Text {
        styled { $0.isMonospacedDigit = true }
    }

    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.color == nil { $0.color = color } }
    }

    /// Sets the style of the text: a colour, or a gradient spanning the text's frame. Styles
    /// that depend on the environment resolve in the default one.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        // A level of the hierarchy is its label colour, which follows the colour scheme.
        if let level = style as? HierarchicalShapeStyle { return foregroundColor(level.color) }
        let erased = AnyShapeStyle(style)
        if !erased.shadows.isEmpty { LayoutDiagnostics.warn(TextLeaf.shadowsNotDrawn) }
        let paint = erased.resolvePaint(in: EnvironmentValues())
        return styled { if $0.color == nil, $0.paint == nil { $0.paint = paint } }
    }
}

nonisolated extension Text: LeafView {
    /// Characters no font can draw are said, never drawn as boxes in silence (issue #14).
    package func makeLeafContent(inputs: _ViewInputs) -> TextLeaf {
        let text = localized(in: inputs.environment.locale)
        let segments = text.segments
        let leaf = TextLeaf(text: text, environment: inputs.environment)
        for message in Text.Segment.approximations(of: segments, runs: leaf.runs, in: inputs.environment) {
            inputs.graph.warn(message)
        }
        for note in Set(segments.compactMap(\.note)).sorted() {
            inputs.graph.warn("Text \(leaf.detail ?? ""): \(note)")
        }
        if segments.contains(where: { $0.string.unicodeScalars.contains("\u{A4}") }) {
            inputs.graph.warn(Text.genericCurrencySign(leaf.detail ?? ""))
        }
        if segments.first?.dropsAttributes == true {
            inputs.graph.warn("Text \(leaf.detail ?? ""): its AttributedString has attributes Easel doesn't draw; they are left out. Drawn: SwiftUI's foregroundColor, backgroundColor, font, kern, tracking, baselineOffset, underlineStyle, strikethroughStyle, and Foundation's link and inlinePresentationIntent.")
        }
        return leaf
    }
}

/// A string literal or interpolation shown by `Text`, looked up in the app's localization tables
/// (`LocalizationTables`) and shown as written when they don't have it. As in SwiftUI, its inline
/// Markdown is rendered (`InlineMarkdown`); interpolated values are arguments, not Markdown, and
/// interpolated `Text` keeps its style (taking the emphasis around it).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    package var segments: [Text.Segment]
    /// The key the tables are searched for, as Apple's are written: the literal text, with `%@`
    /// where a string, a `Text` or an image goes, `%lld` an integer, `%lf` a floating-point
    /// number, or the interpolation's own specifier.
    package let key: String
    /// The interpolated values, in order, for a localized string to place.
    let arguments: [[Text.Segment]]
    /// The numbers among them (nil for the others), which choose a pluralized string's forms.
    let numbers: [PluralizedFormat.Number?]

    public init(_ value: String) {
        key = value
        arguments = []
        numbers = []
        segments = Self.localizedSegments(key: value, table: nil, arguments: [], numbers: []) ?? Self.rendered(format: value, arguments: [])
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key whose string was already looked up: its Markdown rendered, not looked up again.
    init(alreadyLocalized value: String) {
        key = value
        arguments = []
        numbers = []
        segments = Self.rendered(format: value, arguments: [])
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        numbers = stringInterpolation.numbers
        if let localized = Self.localizedSegments(key: key, table: nil, arguments: arguments, numbers: numbers) {
            segments = localized
            return
        }
        // Literals with no Markdown in them (most) take the plain segments, merged as they came.
        segments = stringInterpolation.hasMarkdown
            ? Self.rendered(format: stringInterpolation.format, arguments: stringInterpolation.arguments)
            : stringInterpolation.plainSegments.isEmpty ? [Text.Segment(string: "")] : Self.merged(stringInterpolation.plainSegments)
    }

    /// The segments the key shows when looked up in `table` (`Text(_:tableName:)`).
    func segments(inTable table: String?) -> [Text.Segment] {
        guard let table, table != "Localizable" else { return segments }
        return Self.localizedSegments(key: key, table: table, arguments: arguments, numbers: numbers) ?? segments
    }

    /// The key's string in `table`, its Markdown rendered and its arguments in their places; nil
    /// when no table has the key (no lookup at all when the app has no tables).
    static func localizedSegments(key: String, table: String?, in language: LanguageTables? = nil, arguments: [[Text.Segment]], numbers: [PluralizedFormat.Number?]) -> [Text.Segment]? {
        let format = localizedFormat(forKey: key, table: table, in: language, numbers: numbers) {
            Unicode.Scalar(firstPlaceholder + UInt32($0))!
        }
        return format.map { rendered(format: $0, arguments: arguments) }
    }

    /// The first of the private-use characters standing for arguments while the format is parsed.
    static let firstPlaceholder: UInt32 = 0x10_0000

    /// The format's Markdown rendered, each placeholder replaced by its argument's segments.
    private static func rendered(format: String, arguments: [[Text.Segment]]) -> [Text.Segment] {
        let runs = InlineMarkdown.parse(format)
        if arguments.isEmpty, runs.count == 1, runs[0].style == InlineMarkdown.Style() {
            return [Text.Segment(string: runs[0].text)]
        }
        var segments: [Text.Segment] = []
        for run in runs {
            if run.style.inflect {
                // The words agree with the span's number once its arguments are in: one segment.
                var text = ""
                for scalar in run.text.unicodeScalars {
                    let argument = Int(scalar.value) - Int(firstPlaceholder)
                    if arguments.indices.contains(argument) {
                        text += arguments[argument].map(\.string).joined()
                    } else {
                        text.unicodeScalars.append(scalar)
                    }
                }
                segments.append(styled(Text.Segment(string: EnglishInflection.agreeing(text)), run.style))
                continue
            }
            var literal = ""
            func flush() {
                if !literal.isEmpty { segments.append(styled(Text.Segment(string: literal), run.style)); literal = "" }
            }
            for scalar in run.text.unicodeScalars {
                let argument = Int(scalar.value) - Int(firstPlaceholder)
                if arguments.indices.contains(argument) {
                    flush()
                    segments += arguments[argument].map { styled($0, run.style) }
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
            flush()
        }
        return segments.isEmpty ? [Text.Segment(string: "")] : merged(segments)
    }

    /// Neighbouring segments styled alike become one ("Session \(n)" is one run, as before
    /// Markdown): fewer runs to resolve, measure and cache.
    fileprivate static func merged(_ segments: [Text.Segment]) -> [Text.Segment] {
        var result: [Text.Segment] = []
        result.reserveCapacity(segments.count)
        for segment in segments {
            if let last = result.last, last.deferred == nil, segment.deferred == nil {
                var unstyled = segment
                unstyled.string = last.string
                if unstyled == last {
                    result[result.count - 1].string += segment.string
                    continue
                }
            }
            result.append(segment)
        }
        return result
    }

    private static func styled(_ segment: Text.Segment, _ style: InlineMarkdown.Style) -> Text.Segment {
        var segment = segment
        if style.bold { segment.isBold = true }
        if style.italic { segment.isItalic = true }
        if style.code { segment.isMonospaced = true }
        if style.strikethrough, segment.strikethrough == nil { segment.strikethrough = .some(.single) }
        if let link = style.link, segment.link == nil { segment.link = link }
        return segment
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal text, with a placeholder character where each argument goes.
        var format = ""
        /// The key for the tables: the literal text with a format specifier for each argument.
        var key = ""
        var arguments: [[Text.Segment]] = []
        /// The numbers among the arguments, nil for the others.
        var numbers: [PluralizedFormat.Number?] = []
        /// The same text as segments (merged when the key is made): used when no literal has
        /// Markdown.
        var plainSegments: [Text.Segment] = []
        var hasMarkdown = false

        public init(literalCapacity: Int, interpolationCount: Int) {}

        private mutating func append(_ segments: [Text.Segment], specifier: String = "%@", number: PluralizedFormat.Number? = nil) {
            key += specifier
            format.unicodeScalars.append(Unicode.Scalar(LocalizedStringKey.firstPlaceholder + UInt32(arguments.count))!)
            arguments.append(segments)
            numbers.append(number)
            plainSegments += segments
        }

        public mutating func appendLiteral(_ literal: String) {
            format += literal
            key += literal
            if !hasMarkdown, InlineMarkdown.mayContainMarkdown(literal) { hasMarkdown = true }
            if !literal.isEmpty { plainSegments.append(Text.Segment(string: literal)) }
        }

        public mutating func appendInterpolation(_ string: String) {
            append([Text.Segment(string: string)])
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            let number = PluralizedFormat.Number(value)
            let specifier = number.map { $0.isInteger ? "%lld" : "%lf" } ?? "%@"
            append([Text.Segment(string: String(describing: value))], specifier: specifier, number: number)
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append([Text.Segment(string: String(format: specifier, Double(value)))], specifier: specifier, number: PluralizedFormat.Number(value))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append([Text.Segment(string: String(format: specifier, Int(value)))], specifier: specifier, number: PluralizedFormat.Number(value))
        }

        /// Interpolated text keeps its own style.
        public mutating func appendInterpolation(_ text: Text) {
            append(text.segments)
        }
    }
}
