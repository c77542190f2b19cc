import Foundation
import OpenCombine

/// What a view does as it comes and goes or as a value changes, which a `ViewHost` runs (views
/// laid out once, by `ViewLayout` or `ImageRenderer`, are pictures of their first frame: nothing
/// has appeared yet, so nothing runs).
package enum LifecycleAction {
    /// `onAppear`: run when the view first shows.
    case appear(() -> Void)
    /// `onDisappear`: run when a view that showed is gone.
    case disappear(() -> Void)
    /// `task`: started when the view appears (again whenever `id` changes), cancelled when it
    /// goes; a host runs started tasks when asked (`ViewHost.runTasks`).
    case task(id: AnyHashable?, () async -> Void)
    /// `onChange(of:)`: run when the value differs from the one of the previous render.
    case change(LifecycleChange)
    /// `onReceive`: subscribed while the view shows; each value runs the action.
    /// The closure subscribes, calling its argument after each value's action.
    case receive((_ afterEach: @escaping () -> Void) -> AnyCancellable)
    /// `onGeometryChange`: an `onChange` of a value computed from the view's geometry, which the
    /// host works out from the layout (see `ViewLayoutStorage.lifecycleEntries`).
    case geometry((GeometryProxy) -> LifecycleChange)
    /// An `onChange` of a value the host reads from the laid-out view: a preference it produces
    /// (`onPreferenceChange`), its scroll view's geometry (`onScrollGeometryChange`).
    case laidOut((LayoutNode) -> LifecycleChange)
}

/// An `onChange(of:)` observation: the value this render, and what to do when it changed.
package struct LifecycleChange {
    let value: Any
    /// Whether a previous value equals this one.
    let equals: (Any) -> Bool
    /// Run the action when the view appears, too (`initial: true`).
    let initial: Bool
    /// The action, given the previous value.
    let action: (Any) -> Void
}

/// Where a lifecycle action sits, the same from render to render: its view's identity, which of
/// the views the modifier applied to, and its place among that view's actions.
package struct LifecycleKey: Hashable {
    let identity: ViewIdentity
    let view: Int
    let position: Int
}

package struct LifecycleEntry {
    package let key: LifecycleKey
    let action: LifecycleAction
}

/// Attaches a lifecycle action to each view it modifies (every child of a `Group`, as in SwiftUI).
/// Only a hosted tree records them: without a host nothing would run them.
nonisolated public struct _LifecycleModifier: PrimitiveViewModifier {
    public typealias Body = Never
    let action: LifecycleAction

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        let start = list.nodes.count
        body(inputs, &list)
        guard inputs.stateStore != nil else { return }
        // Modifiers don't add to a view's identity, so an `onAppear` inside a `padding` and an
        // `onDisappear` outside it share one: each application takes the next position for it, in
        // the order the tree resolves (the same every render).
        let position = inputs.graph.nextLifecyclePosition(for: inputs.identity)
        for index in start..<list.nodes.count {
            list.nodes[index].annotate { annotations in
                let key = LifecycleKey(identity: inputs.identity, view: index - start, position: position)
                annotations.lifecycle.append(LifecycleEntry(key: key, action: modifier.action))
            }
        }
    }
}

nonisolated extension View {
    /// Adds an action to perform before this view appears. A `ViewHost` runs it after the render
    /// in which the view first shows, then renders again with the state it left.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(action: .appear(action ?? {})))
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(action: .disappear(action ?? {})))
    }

    /// Adds an asynchronous task to perform before this view appears; it is cancelled when the
    /// view disappears. A `ViewHost` starts it when the view appears and runs it with
    /// `runTasks(timeout:)`, so that a picture can be taken before and after.
    ///
    /// The action need not be `@Sendable`: SwiftUI's views are main-actor isolated, so the tasks
    /// people write capture their models freely; Easel's views aren't, and a host runs a task
    /// while it waits, so nothing else touches the state meanwhile.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(_LifecycleModifier(action: .task(id: nil, action)))
    }

    /// Adds a task that is started again, the previous one cancelled, whenever `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(_LifecycleModifier(action: .task(id: LifecycleTaskID(value), action)))
    }

    /// Performs an action when `value` changes, given the old and the new value (and once when the
    /// view appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_LifecycleModifier(action: .change(LifecycleChange(
            value: value,
            equals: { ($0 as? V) == value },
            initial: initial,
            action: { old in action((old as? V) ?? value, value) }
        ))))
    }

    /// Performs an action when `value` changes (and once when the view appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Performs an action when `value` changes, given the new value (iOS 14's form, deprecated in
    /// iOS 17).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// Performs an action when a value computed from the view's geometry changes, and once with
    /// its first value (Apple, `onGeometryChange(for:of:action:)`). A `ViewHost` works it out from
    /// each layout, with the coordinate spaces the views around name (`.named(…)`, `.scrollView`).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Performs an action with the old and new value when a value computed from the view's
    /// geometry changes (and once with its first value, old and new alike).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_LifecycleModifier(action: .geometry({ proxy in
            let value = transform(proxy)
            return LifecycleChange(value: value, equals: { ($0 as? T) == value }, initial: true, action: { old in action((old as? T) ?? value, value) })
        })))
    }

    /// Performs an action each time `publisher` emits, while the view shows.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_LifecycleModifier(action: .receive({ afterEach in
            publisher.sink { output in
                action(output)
                afterEach()
            }
        })))
    }
}

/// A task's `id` as a hashable value: equal when the values are equal.
struct LifecycleTaskID<T: Equatable>: Hashable {
    let value: T

    init(_ value: T) {
        self.value = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {}
}
