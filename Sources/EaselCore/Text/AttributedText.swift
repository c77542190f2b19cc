import Foundation

/// SwiftUI's attributes for `AttributedString` (Apple, `AttributeScopes.SwiftUIAttributes`): set
/// them as on Apple's platforms (`string.foregroundColor = .red`, `string.font = .headline`,
/// `string[range].underlineStyle = .single`) and `Text(string)` draws them, with Foundation's
/// `link` (in the tint), and the inline presentation intents `AttributedString(markdown:)` sets
/// (Linux's Foundation has neither, so Easel declares both).
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let foundation: FoundationAttributes
        /// Foundation's inline presentation intent, which Linux's Foundation lacks: what
        /// `AttributedString(markdown:)` marks emphasis, strong emphasis, code and strikethrough
        /// with (see `AttributedStringMarkdown.swift`).
        public let inlinePresentationIntent: InlinePresentationIntentAttribute

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Creates a text view that displays styled attributed content: each run with its attributes.
    /// Attributes Easel doesn't draw are left out, and the layout says so.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Attributes = AttributeScopes.SwiftUIAttributes
        var segments: [Segment] = []
        var dropsAttributes = false
        for run in attributedContent.runs {
            var segment = Segment(string: String(attributedContent[run.range].characters))
            var drawn = AttributeContainer()
            func take<K: AttributedStringKey>(_ key: K.Type) -> K.Value? where K.Value: Sendable {
                let value = run[K.self]
                drawn[K.self] = value
                return value
            }
            segment.color = take(Attributes.ForegroundColorAttribute.self)
            segment.background = take(Attributes.BackgroundColorAttribute.self)
            segment.font = take(Attributes.FontAttribute.self)
            segment.kerning = take(Attributes.KerningAttribute.self)
            segment.tracking = take(Attributes.TrackingAttribute.self)
            segment.baselineOffset = take(Attributes.BaselineOffsetAttribute.self)
            if let underline = take(Attributes.UnderlineStyleAttribute.self) { segment.underline = .some(underline) }
            if let strikethrough = take(Attributes.StrikethroughStyleAttribute.self) { segment.strikethrough = .some(strikethrough) }
            if let intent = take(Attributes.InlinePresentationIntentAttribute.self) {
                // As SwiftUI draws Markdown's marks: bold, italic, monospaced, struck through.
                if intent.contains(.stronglyEmphasized) { segment.isBold = true }
                if intent.contains(.emphasized) { segment.isItalic = true }
                if intent.contains(.code) { segment.isMonospaced = true }
                if intent.contains(.strikethrough), segment.strikethrough == nil { segment.strikethrough = .some(.single) }
            }
            segment.link = take(AttributeScopes.FoundationAttributes.LinkAttribute.self)
            if drawn != run.attributes { dropsAttributes = true }
            segments.append(segment)
        }
        self.init(segments: segments.isEmpty ? [Segment(string: "")] : segments)
        self.segments[0].dropsAttributes = dropsAttributes
    }
}
