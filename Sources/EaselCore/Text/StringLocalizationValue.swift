import Foundation

extension String {
    /// Foundation's `String.LocalizationValue` (iOS 16), which Linux's Foundation lacks: the key
    /// `String(localized:)` looks up in the app's tables (`LocalizationTables`), written as a
    /// literal or made from a string held in a variable. Interpolated values are written into the
    /// key, so only a table keyed by the whole string finds it.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The key, with any interpolated values written into it.
        public let key: String

        public init(_ value: String) {
            key = value
        }

        public init(stringLiteral value: String) {
            key = value
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            key = String(stringInterpolation: stringInterpolation)
        }

        public var description: String { key }
    }

    /// The string for `keyAndValue` in `table` (`Localizable` by default), or the key itself.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizationTables.current?.string(forKey: keyAndValue.key, table: table) ?? keyAndValue.key
    }

    /// The string for `key` in `table`, or its default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizationTables.current?.string(forKey: "\(key)", table: table) ?? defaultValue.key
    }
}
