import Foundation

/// Joins items into a list as the locale writes one ("Jon, Darla, and Luis"): Apple's Foundation
/// class, which the Foundation of Linux lacks. The joining is Foundation's own list format
/// (`ListFormatStyle`, ICU's list patterns), so it reads as Apple's does in each locale.
open class ListFormatter: Formatter, @unchecked Sendable {
    // @unchecked: configured, then used on one thread, as Foundation's formatters are.

    /// The locale whose list pattern joins the items (the current one by default).
    open var locale: Locale! = .current
    /// Formats each item that isn't a string (nil: its description).
    open var itemFormatter: Formatter?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined in the current locale's list pattern.
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(.current))
    }

    /// The items joined, each formatted by `itemFormatter` or given as a string; nil when an
    /// item can't be formatted.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(item as? String ?? String(describing: item))
            }
        }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
