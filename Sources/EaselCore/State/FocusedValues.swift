import Foundation
import OpenCombine

/// A key for a value a focused view publishes (Apple, `FocusedValueKey`): declare one, or let
/// `@Entry` in `extension FocusedValues` declare it.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and the views around it publish with `focusedValue(_:_:)`, read
/// with `@FocusedValue` (Apple, `FocusedValues`); menu commands and toolbars use them to act on
/// what has focus.
///
/// Easel draws a window at rest, where focus moves only through `@FocusState`; published values
/// are not carried to readers, so every `@FocusedValue` reads nil, as in a window whose focused
/// view publishes nothing. That is SwiftUI's own answer before anything takes focus.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value the focused view publishes (Apple, `FocusedValue`): nil in Easel's pictures
/// (see `FocusedValues`).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// A binding the focused view publishes (Apple, `FocusedBinding`): nil in Easel's pictures.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// Setting it sets the published binding's value; with none published, it goes nowhere.
    public var wrappedValue: Value? {
        get { projectedValue?.wrappedValue }
        nonmutating set {
            if let newValue { projectedValue?.wrappedValue = newValue }
        }
    }

    public var projectedValue: Binding<Value>? { FocusedValues()[keyPath: keyPath] }
}

/// Reads an observable object the focused view publishes with `focusedObject(_:)`: nil in
/// Easel's pictures.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Publishes `value` for `@FocusedValue(keyPath)` readers while this view has focus. Nothing
    /// is drawn differently (see `FocusedValues`).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }

    /// Publishes `value`, or nothing when it is nil, for `@FocusedValue(keyPath)` readers.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes `value` for readers anywhere in the scene while the scene is focused.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }

    /// Publishes an observable object for `@FocusedObject` readers while this view has focus.
    public func focusedObject<Object: ObservableObject>(_ object: Object) -> some View { self }

    /// Publishes an observable object for `@FocusedObject` readers in the focused scene.
    public func focusedSceneObject<Object: ObservableObject>(_ object: Object) -> some View { self }

    /// Whether the view can take focus from a keyboard or a remote (Apple, `focusable(_:)`). On
    /// iOS a view that can take focus looks the same until a hardware keyboard moves focus to it,
    /// and a picture has no keyboard: nothing is drawn differently.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Whether the view can take focus, for the given kinds of interaction; drawn the same.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// Turns off the system's focus effect (the highlight a keyboard's focus draws on iPad and
    /// Mac); a picture has no keyboard focus, so it is drawn the same.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}

/// The kinds of interaction a focusable view takes focus for (Apple, `FocusInteractions`).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}
