import Foundation

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
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
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

    package var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }
}
