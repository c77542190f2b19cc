import Foundation

/// Apple's unified logging (`Logger` from `OSLog`/`os`), which app files log through; `import
/// OSLog` and `import os` read as Easel. Linux has no unified log, so each message is written to
/// standard error as one line, `[subsystem:category] level: message`, where a terminal and a
/// test's output show it.
///
/// Values are written as they are, whatever their privacy: Apple redacts private values only in
/// logs read away from the process that wrote them (Apple, "Generating Log Messages from Your
/// Code": values "are private by default" in the persisted log, shown in full while debugging);
/// a message on this machine's terminal is the debugging case.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log, which Apple's `Logger()` writes to.
    public init() {
        self.init(subsystem: "", category: "")
    }

    public func log(_ message: OSLogMessage) { write(.default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    public func info(_ message: OSLogMessage) { write(.info, message) }
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    public func error(_ message: OSLogMessage) { write(.error, message) }
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        FileHandle.standardError.write(Data((line(level, message) + "\n").utf8))
    }

    /// The line a message is written as.
    package func line(_ level: OSLogType, _ message: OSLogMessage) -> String {
        let source = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return "\(source)\(level.name): \(message.text)"
    }
}

/// A log message's level (Apple, `OSLogType`).
public struct OSLogType: Equatable, Sendable {
    let name: String

    public static let `default` = OSLogType(name: "notice")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// A log message: a string literal whose interpolations may say their privacy, format and
/// alignment (Apple, `OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message as written to standard error.
    package let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.aligned(value())
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.aligned(format.formatted(value()))
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting = .fixed,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.aligned(format.formatted(Double(value())))
        }
    }
}

/// Whether a logged value may be shown (Apple, `OSLogPrivacy`); see `Logger` for why Easel shows
/// every value.
public struct OSLogPrivacy: Equatable, Sendable {
    let kind: String

    public static let auto = OSLogPrivacy(kind: "auto")
    public static let `public` = OSLogPrivacy(kind: "public")
    public static let `private` = OSLogPrivacy(kind: "private")
    public static let sensitive = OSLogPrivacy(kind: "sensitive")

    public enum Mask: Equatable, Sendable {
        case hash, none
    }

    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// How an integer is written (Apple, `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool

    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false)
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false)
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }

    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase)
    }

    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: uppercase)
    }

    func formatted<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: radix, uppercase: uppercase)
        guard prefix else { return digits }
        return (radix == 16 ? "0x" : "0o") + digits
    }
}

/// How a floating-point number is written (Apple, `OSLogFloatFormatting`): `.fixed` has six
/// decimals unless a precision is given, as `%f`.
public struct OSLogFloatFormatting: Sendable {
    let format: String

    public static let fixed = OSLogFloatFormatting(format: "%f")
    public static let exponential = OSLogFloatFormatting(format: "%e")
    public static let hex = OSLogFloatFormatting(format: "%a")
    public static let hybrid = OSLogFloatFormatting(format: "%g")

    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(format: "%.\(max(0, precision()))f")
    }

    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(format: "%.\(max(0, precision()))e")
    }

    func formatted(_ value: Double) -> String {
        String(format: format, value)
    }
}

/// How a value is padded to a width (Apple, `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)

    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: true)
    }

    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: false)
    }

    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftAligned ? text + padding : padding + text
    }
}
