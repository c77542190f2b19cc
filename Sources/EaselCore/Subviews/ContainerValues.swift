import Foundation

/// A key for a value that a view gives the container it sits in (Apple, `ContainerValueKey`).
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view gives its container: its tag, and values set with `containerValue(_:_:)`
/// (Apple, `ContainerValues`). A container reads them from its subviews (`Group(subviews:)`).
/// Unlike preferences, they stay with the view and don't flow further up.
public struct ContainerValues {
    package var storage: [ObjectIdentifier: Any]

    package init(storage: [ObjectIdentifier: Any] = [:]) {
        self.storage = storage
    }

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag, if it has one of type `T` (`tag(_:)`).
    public func tag<T: Hashable>(for type: T.Type) -> T? {
        self[TagKey.self]?.base as? T
    }

    /// Whether the view has a tag equal to `tag`.
    public func hasTag<T: Hashable>(_ tag: T) -> Bool {
        self[TagKey.self] == AnyHashable(tag)
    }

    /// The view's tag, whatever its type (SPI for Easel's containers that select by tag: tab views).
    @_spi(SystemViews)
    public var _anyTag: AnyHashable? { self[TagKey.self] }
}

package enum ButtonRoleKey: ContainerValueKey {
    package static var defaultValue: ButtonRole? { nil }
}

extension ContainerValues {
    /// The role of a button (`Button(role:)`), for containers that arrange buttons by role (SPI
    /// for Easel's alerts and dialogs).
    @_spi(SystemViews)
    public var _buttonRole: ButtonRole? { self[ButtonRoleKey.self] }
}

package enum TagKey: ContainerValueKey {
    package static var defaultValue: AnyHashable? { nil }
}

/// Sets one container value on each view it modifies; the value travels with the view through
/// the modifiers applied outside it, as traits do.
nonisolated public struct _ContainerValueModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let change: (inout ContainerValues) -> Void

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        var traits = node.traits
        var values = ContainerValues(storage: traits.containerValues)
        change(&values)
        traits.containerValues = values.storage
        node.traits = traits
    }
}

nonisolated extension View {
    /// Sets a value that the container around the view reads (`Subview.containerValues`).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
    }

    /// Tags the view with a value, by which pickers and tab views select it.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        let value = AnyHashable(tag)
        return modifier(_ContainerValueModifier { $0[TagKey.self] = value })
    }

    /// Tags the view; `includeOptional` (which also lets an optional selection match) changes
    /// nothing here, as tags are compared by value.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        self.tag(tag)
    }
}

/// How `ForEach` marks its elements' views, in one environment value: a `ForEach` reads it once,
/// and most environments don't hold it (a lookup for each of two keys was 2 % of laying out the
/// nested stacks of `Benchmarks/LayoutBenchmarks`, measured).
struct ForEachElementMarks: OptionSet {
    let rawValue: UInt8
    /// Each element's views are tagged with its id (inside pickers).
    static let tags = ForEachElementMarks(rawValue: 1 << 0)
    /// Each element's views are marked with its id, for those that report which elements show.
    static let identifiers = ForEachElementMarks(rawValue: 1 << 1)
}

enum ForEachElementMarksKey: EnvironmentKey {
    static let defaultValue: ForEachElementMarks = []
}

extension EnvironmentValues {
    /// How `ForEach` marks its elements' views.
    var forEachElementMarks: ForEachElementMarks {
        get { self[ForEachElementMarksKey.self] }
        set { self[ForEachElementMarksKey.self] = newValue }
    }

    /// Whether `ForEach` tags its elements' views with their ids (inside pickers), SPI.
    @_spi(SystemViews)
    public var _tagsForEachElements: Bool {
        get { forEachElementMarks.contains(.tags) }
        set { setForEachElementMark(.tags, newValue) }
    }

    /// Whether `ForEach` marks its elements' views with their ids, for those that report which
    /// elements show (`onScrollTargetVisibilityChange`), SPI.
    @_spi(SystemViews)
    public var _identifiesForEachElements: Bool {
        get { forEachElementMarks.contains(.identifiers) }
        set { setForEachElementMark(.identifiers, newValue) }
    }

    private mutating func setForEachElementMark(_ mark: ForEachElementMarks, _ isSet: Bool) {
        if isSet {
            forEachElementMarks.insert(mark)
        } else {
            forEachElementMarks.remove(mark)
        }
    }
}

enum LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls inside hide their labels (`labelsHidden()`).
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls inside (toggles, pickers, steppers, text fields keep their
    /// accessibility labels).
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
