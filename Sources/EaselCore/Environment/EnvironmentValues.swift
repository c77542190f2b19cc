import Foundation
import Synchronization

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Values flow down: a modifier such as `.font(_:)` or `.environment(_:_:)` changes them for the
/// views inside it.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Most reads are of keys nothing set: those skip the cast from `Any`, which the
            // runtime does generically (a `ForEach` reads one, once per collection).
            guard let value = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return (value as? K.Value) ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value was set for `key`.
    package func hasValue<K: EnvironmentKey>(for key: K.Type) -> Bool {
        storage[ObjectIdentifier(key)] != nil
    }

    /// Whether every value is the same as in `other` (see `ViewValueComparison`): a view whose
    /// environment and value are unchanged keeps what its body made.
    package func isEqual(to other: EnvironmentValues) -> Bool {
        // A copy not changed since shares its storage: a host's environment from one render to
        // the next, compared value by value in 5 µs.
        if storageIdentity == other.storageIdentity { return true }
        guard storage.count == other.storage.count else { return false }
        for (key, value) in storage {
            guard let otherValue = other.storage[key], ViewValueComparison.areEqual(value, otherValue) else { return false }
        }
        return true
    }

    /// The address of the values' storage: a copy unchanged since has the same.
    package var storageIdentity: UInt {
        storage.storageIdentity
    }

    public var description: String {
        "EnvironmentValues(\(storage.count) values set)"
    }
}

// MARK: The values layout needs

enum DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 3
}

enum LayoutDirectionKey: EnvironmentKey {
    static let defaultValue: LayoutDirection = .leftToRight
}

enum DefaultPaddingKey: EnvironmentKey {
    /// `.padding()` is 16 points on every edge on iOS (spec §2 [R]: `DefaultPaddingKey`).
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
    /// The number of pixels per point of the display; Easel's canvases default to 3, as on an iPhone.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel in points.
    public var pixelLength: CGFloat {
        let scale = displayScale
        return scale > 0 && scale.isFinite ? 1 / scale : 1
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// A window's layout direction follows its locale's language when not set, as an app's
    /// follows the user's language (Apple, "Supporting right-to-left languages": the system flips
    /// the interface for Arabic, Hebrew, Persian, Urdu and other right-to-left languages). Only
    /// the window's environment does: a view's `.environment(\.locale, …)` changes formatting,
    /// not direction, as in SwiftUI.
    package mutating func takeLayoutDirectionFromLocale() {
        guard !hasValue(for: LayoutDirectionKey.self) else { return }
        if Self.writesRightToLeft(locale) {
            layoutDirection = .rightToLeft
        }
    }

    /// Whether `locale`'s language is written right to left, asked of ICU once per locale: a
    /// host asks at every update, and ICU's answer (parsing the identifier, looking up the
    /// script) had been 3 % of updating one row of a 1,000-row screen.
    private static func writesRightToLeft(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        if let known = localeDirections.withLock({ $0[identifier] }) { return known }
        let rightToLeft = locale.language.languageCode.map { Locale.Language(identifier: $0.identifier).characterDirection == .rightToLeft } ?? false
        localeDirections.withLock { directions in
            // Bounded: identifiers come from users' environments, and a server may see many.
            if directions.count >= 256 { directions.removeAll() }
            directions[identifier] = rightToLeft
        }
        return rightToLeft
    }

    private static let localeDirections = Mutex<[String: Bool]>([:])

    package var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }
}
