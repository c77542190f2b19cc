import EaselText
import Foundation

/// A localized string whose words vary with its numbers: a `.stringsdict` entry, as Xcode also
/// compiles a String Catalog's plural and device variations (Apple, "Localizing strings that
/// contain plurals"). Its format (`NSStringLocalizedFormatKey`) holds `%#@name@` where a variable
/// goes; each variable has a form for each plural category ("one", "other", …) or device.
///
/// A variable is replaced by its form as text, and the result is a format like any other: the
/// form's own specifier (`%lld item`) takes the argument the variable stood for. The variable
/// chooses by that argument: its position (`%2$#@files@`), else the number of specifiers before it.
package struct PluralizedFormat: Sendable, Equatable {
    /// The format, with `%#@name@` for each variable.
    package var format: String
    package var variables: [String: Variable]

    package struct Variable: Sendable, Equatable {
        package enum Rule: Sendable, Equatable {
            /// `NSStringPluralRuleType`: forms by CLDR plural category.
            case plural
            /// `NSStringDeviceSpecificRuleType`: forms by device ("iphone", "ipad", …, "other").
            case device
        }
        package var rule: Rule
        package var forms: [String: String]

        package init(rule: Rule, forms: [String: String]) {
            self.rule = rule
            self.forms = forms
        }
    }

    package init(format: String, variables: [String: Variable]) {
        self.format = format
        self.variables = variables
    }

    /// The form categories a `.stringsdict` variable may have.
    private static let pluralKeys = Set(PluralCategory.allCases.map(\.rawValue))

    /// A `.stringsdict` entry: its format key and its variables' dictionaries. Nil when it has
    /// no format; a variable of a rule Easel doesn't choose by (`NSStringVariableWidthRuleType`)
    /// is left out, so its `%#@…@` shows nothing.
    package init?(stringsDictionaryEntry entry: [String: Any]) {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: Variable] = [:]
        for (name, value) in entry {
            guard let dictionary = value as? [String: Any], let type = dictionary["NSStringFormatSpecTypeKey"] as? String else { continue }
            let forms = dictionary.compactMapValues { $0 as? String }.filter { !$0.key.hasPrefix("NSString") }
            switch type {
            case "NSStringPluralRuleType": variables[name] = Variable(rule: .plural, forms: forms.filter { Self.pluralKeys.contains($0.key) })
            case "NSStringDeviceSpecificRuleType": variables[name] = Variable(rule: .device, forms: forms)
            default: continue
            }
        }
        self.init(format: format, variables: variables)
    }

    /// The number an argument holds, which a plural variable chooses its form by.
    package struct Number: Sendable, Equatable {
        package var value: Double
        /// Whether it was given as an integer (`%lld`, `%d`) rather than a floating-point number.
        package var isInteger: Bool

        package init(value: Double, isInteger: Bool) {
            self.value = value
            self.isInteger = isInteger
        }

        /// The number `value` is, if it is an integer or a floating-point number; nil otherwise.
        package init?(_ value: Any) {
            switch value {
            case let integer as any BinaryInteger: self.init(value: Double(integer), isInteger: true)
            case let floating as any BinaryFloatingPoint: self.init(value: Double(floating), isInteger: false)
            default: return nil
            }
        }
    }

    /// The format with every variable replaced by its form for `numbers` (the arguments', nil for
    /// those that aren't numbers), in `language`'s plural rules. A form may itself hold variables;
    /// at most 16 are replaced, so a form that names its own variable can't loop.
    package func resolved(numbers: [Number?], language: String) -> String {
        var text = format
        for _ in 0..<16 {
            guard let (range, argument, name) = Self.firstVariable(in: text) else { break }
            let number = numbers.indices.contains(argument) ? numbers[argument] : nil
            text.replaceSubrange(range, with: variables[name].map { form(of: $0, for: number, language: language) } ?? "")
        }
        return text
    }

    /// The variable's form for `number`.
    /// - A plural variable takes the form of the number's CLDR category in `language`. An integer
    ///   zero takes the `zero` form whenever there is one, even where the language's rules have no
    ///   such category (English): Apple's does, while a floating-point 0.0 follows the rules
    ///   (Apple Developer Forums, "Plural rules do not detect 'zero' for double 0.0", thread 37637).
    ///   A category without a form falls back to `other`.
    /// - A device variable takes the `iphone` form, else `other` [chosen: Easel's default devices are
    ///   iPhones; the table is read without the device being drawn].
    private func form(of variable: Variable, for number: Number?, language: String) -> String {
        let category: String
        switch variable.rule {
        case .device:
            category = "iphone"
        case .plural:
            if let number, number.isInteger, number.value == 0, variable.forms["zero"] != nil {
                category = "zero"
            } else if let number {
                category = PluralCategory.of(number.value, language: language).rawValue
            } else {
                category = "other"
            }
        }
        return variable.forms[category] ?? variable.forms["other"] ?? variable.forms.keys.sorted().first.flatMap { variable.forms[$0] } ?? ""
    }

    /// The first `%#@name@` in `format`: its range, the argument it stands for and its name.
    static func firstVariable(in format: String) -> (Range<String.Index>, Int, String)? {
        let scalars = format.unicodeScalars
        var next = 0
        var index = scalars.startIndex
        while let percent = scalars[index...].firstIndex(of: "%") {
            let specifier = FormatSpecifier(in: scalars, at: percent)
            index = specifier.end
            guard let conversion = specifier.conversion else { continue }
            let argument = specifier.position ?? next
            if specifier.position == nil { next += 1 }
            guard conversion == "@", specifier.modifiers.contains("#") else { continue }
            // %#@name@
            guard let close = scalars[specifier.end...].firstIndex(of: "@") else { return nil }
            return (percent..<scalars.index(after: close), argument, String(Substring(scalars[specifier.end..<close])))
        }
        return nil
    }
}

/// One `%` directive of a format: `%%`, or `%[n$][flags][width][.precision][length]conversion`.
struct FormatSpecifier {
    /// What may come between a format specifier's `%` and its conversion: position, flags, width,
    /// precision and length.
    private static let modifierScalars = Set("0123456789$.-+ #'hlqLzjt".unicodeScalars)

    /// Everything between `%` and the conversion.
    let modifiers: Substring.UnicodeScalarView
    /// The conversion (`@`, `d`, `f`, …); nil for `%%` and for a `%` ending the format.
    let conversion: Unicode.Scalar?
    /// Whether the directive is `%%`, a percent sign.
    let isPercentSign: Bool
    /// The argument a positional specifier (`%2$@`) names, counted from 0.
    let position: Int?
    /// Where the text after the directive starts.
    let end: String.Index

    init(in format: String.UnicodeScalarView, at percent: String.Index) {
        var cursor = format.index(after: percent)
        isPercentSign = cursor < format.endIndex && format[cursor] == "%"
        if isPercentSign {
            modifiers = Substring.UnicodeScalarView()
            conversion = nil
            position = nil
            end = format.index(after: cursor)
            return
        }
        let start = cursor
        while cursor < format.endIndex, Self.modifierScalars.contains(format[cursor]) { cursor = format.index(after: cursor) }
        modifiers = format[start..<cursor]
        if let dollar = modifiers.firstIndex(of: "$"), let number = Int(String(Substring(modifiers[..<dollar]))), number >= 1 {
            position = number - 1
        } else {
            position = nil
        }
        conversion = cursor < format.endIndex ? format[cursor] : nil
        end = cursor < format.endIndex ? format.index(after: cursor) : cursor
    }
}
