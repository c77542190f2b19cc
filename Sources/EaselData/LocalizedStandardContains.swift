import Foundation

// `#Predicate { $0.name.localizedStandardContains("R") }`: Apple's Foundation builds the call into
// a predicate expression; Linux's leaves it out (it is declared for Apple's platforms only), so a
// SwiftData query filtering by it — the 100 Days of SwiftUI's SwiftDataProject does — didn't
// compile. The expression below is what the macro's expansion asks for, evaluated with Linux
// Foundation's `localizedStandardContains(_:)` (case- and diacritic-insensitive, as Apple's).
extension PredicateExpressions {
    /// Whether a string contains another, ignoring case and diacritics (Apple,
    /// `PredicateExpressions.StringLocalizedStandardContains`).
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool

        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        root = try container.decode(Root.self)
        other = try container.decode(Other.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(root)
        try container.encode(other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
