import Foundation

/// Foundation's `LocalizedStringResource` (iOS 16), which Linux's Foundation lacks: a string's
/// localization key and default value, resolved later: to the key's string in the app's tables
/// (`LocalizationTables`), else the default value, its Markdown rendered in a `Text` as a
/// literal's is. As Apple's, an interpolated value is an argument (`"\(count) items"` is the key
/// `%lld items`), placed in the string found, whose plural form it chooses.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var defaultValue: String
    public var table: String?
    public var locale: Locale
    /// The interpolated values, for the string found.
    private var arguments: [String] = []
    private var numbers: [PluralizedFormat.Number?] = []

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        let value = String.LocalizationValue(stringInterpolation: stringInterpolation)
        self.init(value.key, defaultValue: value.description)
        arguments = value.arguments
        numbers = value.numbers
    }

    public var description: String { defaultValue }

    /// The key's string in the resource's table, else the default value.
    var localizedValue: String {
        LocalizedStringKey.localizedString(forKey: key, table: table, arguments: arguments, numbers: numbers) ?? defaultValue
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.arguments == rhs.arguments && lhs.table == rhs.table && lhs.locale.identifier == rhs.locale.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(defaultValue)
        hasher.combine(table)
    }
}

extension String {
    /// The resource's string: its key's in its table, else its default value.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.localizedValue
    }
}

extension Text {
    /// A text showing a localized string resource, as `Text(LocalizedStringKey)` shows a key. A
    /// literal stays a `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(alreadyLocalized: resource.localizedValue))
    }
}
