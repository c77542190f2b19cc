import EaselText
import Foundation

/// `Text` as a leaf: its runs resolved against the environment (fonts, colours), measured by the
/// text layer for each proposal.
package struct TextLeaf: LeafContent {
    /// The runs, each tagged with the index of its paint in `paints` (and `colors`) and its lines
    /// in `decorations`.
    package let runs: [TextRun]
    /// What fills each tag's glyphs: a colour, or a gradient over the text's frame (a gradient
    /// given to `foregroundStyle` fills the text as it fills a shape).
    package let paints: [ResolvedPaint]
    /// Each tag's colour: its paint's, or a gradient's first stop (for its underline's default).
    package let colors: [Color]
    package let decorations: [TextDecorations]
    /// Each tag's custom attributes (`Text.customAttribute(_:)`), for a `TextRenderer`.
    package let customAttributes: [[ObjectIdentifier: AnyHashable]]
    /// The `textRenderer(_:)` around the text, which draws it and may size it.
    package let renderer: (any TextRenderer)?
    package let options: TextLayoutOptions
    package let string: String
    package var textContent: String? { string }

    static let shadowsNotDrawn = "A ShadowStyle on text's foreground style isn't drawn: Easel draws shape styles' shadows for shapes (use View.shadow on the text)."

    init(text: Text, environment: EnvironmentValues) {
        let foreground = environment.foregroundStyle?.resolvePaint(in: environment) ?? .color(Color.primary.resolved(for: environment.colorScheme))
        if environment.foregroundStyle?.shadows.isEmpty == false {
            LayoutDiagnostics.warn(TextLeaf.shadowsNotDrawn)
        }
        var styles: [(paint: ResolvedPaint, decorations: TextDecorations, attributes: [ObjectIdentifier: AnyHashable])] = []
        runs = text.segments.map { segment in
            // A Markdown link takes the tint whatever the text's colour, as SwiftUI's do.
            let scheme = environment.colorScheme
            let paint: ResolvedPaint = segment.link != nil ? .color((environment.tintColor ?? .accentColor).resolved(for: scheme))
                : segment.color.map { .color($0.resolved(for: scheme)) } ?? segment.paint?.resolvingColors(for: scheme) ?? foreground
            let decorations = TextDecorations(
                underline: segment.underline ?? environment.textUnderline,
                strikethrough: segment.strikethrough ?? environment.textStrikethrough,
                background: segment.background?.resolved(for: environment.colorScheme)
            )
            let attributes = segment.customAttributes
            let tag = styles.firstIndex { $0.paint == paint && $0.decorations == decorations && $0.attributes == attributes }
                ?? { styles.append((paint, decorations, attributes)); return styles.count - 1 }()
            return TextRun(environment.textCase.apply(segment.string(in: environment), locale: environment.locale), font: segment.fontDescription(in: environment), tag: tag)
        }
        self.paints = styles.map(\.paint)
        self.colors = styles.map(\.paint.representativeColor)
        self.decorations = styles.map(\.decorations)
        self.customAttributes = styles.map(\.attributes)
        self.renderer = environment.textRenderer
        self.string = environment.textCase.apply(text.segments.map { $0.string(in: environment) }.joined(), locale: environment.locale)
        var options = TextLayoutOptions()
        options.lineLimit = environment.lineLimit
        options.reservedLineCount = environment.reservedLineCount
        options.truncationMode = environment.truncationMode.textLayoutMode
        options.minimumScaleFactor = environment.minimumScaleFactor
        options.allowsTightening = environment.allowsTightening
        options.lineSpacing = environment.lineSpacing
        // In a right-to-left layout, leading is the right edge (Apple, `TextAlignment.leading`:
        // "Aligns the leading edge of each line", and leading follows the layout direction).
        var alignment = environment.multilineTextAlignment
        if environment.layoutDirection == .rightToLeft {
            alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : alignment
        }
        options.alignment = alignment.textLayoutAlignment
        options.displayScale = environment.displayScale
        self.options = options
    }

    package var name: String { "Text" }
    /// A renderer draws where it likes (it may move glyphs anywhere), as a canvas does.
    package var ink: LeafInk { renderer == nil ? .text : .anywhere }

    package var detail: String? {
        let limit = 40
        let shown = string.count > limit ? String(string.prefix(limit - 1)) + "…" : string
        return "\"\(shown.replacingOccurrences(of: "\n", with: "\\n"))\""
    }

    package var explicitGuideAxes: Axis.Set { [.vertical, .listRowSeparatorGuides] }

    /// The text laid out for a proposal; the text layer caches layouts, so asking again is cheap.
    /// Characters no font has are said here, on the layout path (the text layer finds them as it
    /// shapes, and the cached layout keeps them): never boxes in silence (issue #14).
    package func layout(for proposal: ProposedViewSize) -> TextLayout {
        let layout = TextEngine.layout(runs, options: options, proposedWidth: proposal.width, proposedHeight: proposal.height)
        if !layout.missingCharacters.isEmpty { reportMissing(layout.missingCharacters) }
        return layout
    }

    private func reportMissing(_ missing: [String]) {
        let names = missing.prefix(8).map { cluster in
            "\"\(cluster)\" (" + cluster.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") + ")"
        }
        let fonts = Set(runs.map { run -> String in
            switch run.font.family {
            case .system(.default): "the system font"
            case let .system(design): "the system font (\(design))"
            case let .named(name): "\"\(name)\""
            }
        }).sorted().joined(separator: ", ")
        LayoutDiagnostics.warn("Text \(detail ?? ""): no installed font can draw \(names.joined(separator: ", "))\(missing.count > 8 ? " and \(missing.count - 8) more" : ""); asked for \(fonts). They are drawn as empty boxes: install a font that has them or register one with Font.register(fileAt:).")
    }

    /// Offered nothing in either dimension, text takes no space at all: fatbobman measured `0 × 0`
    /// for a zero proposal in any dimension on iOS 16 (spec §18 [M] FAT-SIZE1), so a stack sees text
    /// as flexible from nothing up to its ideal width. Otherwise the text layer's size, rounded up to
    /// the pixel grid.
    package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        if let renderer { return renderer.sizeThatFits(proposal: proposal, text: TextProxy(leaf: self)) }
        return naturalSize(for: proposal)
    }

    /// The size the text's own layout takes for `proposal`, whatever renderer draws it.
    package func naturalSize(for proposal: ProposedViewSize) -> CGSize {
        if proposal.width == 0 || proposal.height == 0 { return .zero }
        return layout(for: proposal).size
    }

    /// `.firstTextBaseline` and `.lastTextBaseline`: the first line's baseline (rounded to the
    /// nearest pixel) and the last line's (platform-constants.md §2.2 [RE]); and
    /// `.listRowSeparatorLeading` at the text's leading edge, where a list row's separator starts
    /// (see `ListRowSeparatorLeadingAlignment`).
    package func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in context: LeafContext) -> CGFloat? {
        if key == HorizontalAlignment.listRowSeparatorLeading.key { return size == .zero ? nil : 0 }
        guard size != .zero, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
            return nil
        }
        let layout = layout(for: proposal)
        return key == VerticalAlignment.firstTextBaseline.key ? layout.firstBaseline : layout.lastBaseline
    }

    /// Text tells stacks how far to keep from it, from its font: another view above it keeps
    /// `lineHeight + d − ascender` away, a view below `max(lineHeight + d − capHeight, d + descender)`,
    /// where d is a tenth of the line height rounded up to the pixel; a text above another text sits
    /// like the next line of a paragraph, the lower text's leading away (platform-constants.md §3.2
    /// [RE]). It says nothing about its sides, so the default 8 applies there.
    package func spacing(in context: LeafContext) -> ViewSpacing {
        guard let first = runs.first, let last = runs.last else { return ViewSpacing() }
        let pixel = context.environment.pixelLength
        let top = FontRegistry.shared.metrics(for: first.font)
        let bottom = FontRegistry.shared.metrics(for: last.font)
        func ceilPixel(_ value: CGFloat) -> CGFloat { (value / pixel).rounded(.up) * pixel }
        func spacingMetrics(_ metrics: FontMetrics) -> TextSpacingMetrics {
            TextSpacingMetrics(ascender: metrics.ascender, descender: metrics.descender, leading: metrics.leading, pixelLength: pixel)
        }
        let topLine = top.ascender + top.descender
        let topGap = ceilPixel(0.1 * topLine)
        let bottomLine = bottom.ascender + bottom.descender
        let bottomGap = ceilPixel(0.1 * bottomLine)
        return ViewSpacing(entries: [
            .init(.init(.textToText, .top), .topTextMetrics(spacingMetrics(top))),
            .init(.init(.edgeAboveText, .top), .distance(topLine + topGap - top.ascender)),
            .init(.init(.textToText, .bottom), .bottomTextMetrics(spacingMetrics(bottom))),
            .init(.init(.edgeBelowText, .bottom), .distance(max(bottomLine + bottomGap - bottom.capHeight, bottomGap + bottom.descender))),
        ])
    }
}

enum TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

extension EnvironmentValues {
    /// A value that indicates how the layout truncates the last line of text to fit into the
    /// available space; `.tail` by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}

extension Text.TruncationMode {
    var textLayoutMode: EaselText.TruncationMode {
        switch self {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
    }
}

extension TextAlignment {
    var textLayoutAlignment: EaselText.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension ResolvedPaint {
    /// The paint's colour, or a gradient's first stop (primary when it has none).
    package var representativeColor: Color {
        switch self {
        case let .color(color): color
        case let .linearGradient(stops, _, _), let .radialGradient(stops, _, _, _), let .angularGradient(stops, _, _, _),
             let .ellipticalGradient(stops, _, _, _):
            stops.first?.color ?? .primary
        case let .material(tint): tint
        }
    }
}
