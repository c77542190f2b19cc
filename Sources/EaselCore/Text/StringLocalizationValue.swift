import Foundation

extension String {
    /// Foundation's `String.LocalizationValue` (iOS 16), which Linux's Foundation lacks: the key
    /// `String(localized:)` looks up, written as a literal or made from a string held in a
    /// variable. Easel has no localization tables (see `LocalizedStringResource`), so the key is
    /// the string shown.
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

    /// The string for `keyAndValue`: the key itself, as no table is read.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.key
    }

    /// The string for `key`: its default value, as no table is read.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.key
    }
}
