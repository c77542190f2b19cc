import Foundation

extension String {
    /// Foundation's `String.LocalizationValue` (iOS 16), which Linux's Foundation lacks: the key
    /// `String(localized:)` looks up in the app's tables (`LocalizationTables`), written as a
    /// literal or made from a string held in a variable. As Apple's, an interpolated value is an
    /// argument: `"\(count) items"` is the key `%lld items`, whose string (a pluralized one's form
    /// chosen by `count`) gets the value in its place.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The key: the literal text, with a format specifier where each value goes.
        public let key: String
        /// The interpolated values as text, in order.
        let arguments: [String]
        /// The numbers among them (nil for the others), which choose a pluralized string's forms.
        let numbers: [PluralizedFormat.Number?]

        public init(_ value: String) {
            key = value
            arguments = []
            numbers = []
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
            numbers = stringInterpolation.numbers
        }

        /// The text with the values in their places, as shown when no table has the key.
        public var description: String {
            arguments.isEmpty ? key : LocalizedStringKey.placing(arguments, inFormat: key)
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [String] = []
            var numbers: [PluralizedFormat.Number?] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal
            }

            public mutating func appendInterpolation<T>(_ value: T) {
                let number = PluralizedFormat.Number(value)
                append(String(describing: value), specifier: number.map { $0.isInteger ? "%lld" : "%lf" } ?? "%@", number: number)
            }

            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
                append(String(format: specifier, Int(value)), specifier: specifier, number: PluralizedFormat.Number(value))
            }

            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
                append(String(format: specifier, Double(value)), specifier: specifier, number: PluralizedFormat.Number(value))
            }

            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                append(format.format(input), specifier: "%@", number: nil)
            }

            private mutating func append(_ text: String, specifier: String, number: PluralizedFormat.Number?) {
                key += specifier
                arguments.append(text)
                numbers.append(number)
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.key == rhs.key && lhs.arguments == rhs.arguments
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(arguments)
        }
    }

    /// The string for `keyAndValue` in `table` (`Localizable` by default) with its values in
    /// place, or the key with its values.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringKey.localizedString(forKey: keyAndValue.key, table: table, arguments: keyAndValue.arguments, numbers: keyAndValue.numbers)
            ?? keyAndValue.description
    }

    /// The string for `key` in `table`, or its default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizationTables.current?.string(forKey: "\(key)", table: table) ?? defaultValue.description
    }
}
