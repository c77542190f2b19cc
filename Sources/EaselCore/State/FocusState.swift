import Foundation

/// A property wrapper for the focused field: `@FocusState var isFocused: Bool` or
/// `@FocusState var field: Field?`, bound to fields with `.focused(_:)`.
///
/// Its value is kept like `@State` (a `ViewHost` keeps it between renders, and a view may set it,
/// say in `onAppear`). Pictures show no keyboard and no caret: Easel draws a screen at rest.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        Binding(binding: state.projectedValue)
    }

    /// A binding to a focus state, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let binding: EaselCore.Binding<Value>

        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

nonisolated extension View {
    /// Binds the view's focus to a Boolean focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        self
    }

    /// Binds the view's focus to a focus state: focused when it equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }
}
