import Foundation

/// A type that represents part of your app's user interface.
///
/// As in SwiftUI, you write a view's content in `body`; Easel resolves bodies into layout nodes and
/// lays them out.
///
/// SwiftUI's `View` is isolated to the main actor (`@MainActor @preconcurrency`, in its interface
/// since Xcode 16). Easel's isn't, by default: Swift 6 code that is main-actor isolated traps when
/// it runs off the main thread, and Easel lays views out on whichever thread asks, as a server
/// rendering in its handlers and tests running in parallel need. With the package trait
/// `MainActorViews`, `View`, `ViewModifier`, the control styles, `App`, `Scene` and
/// `ToolbarContent` are declared as SwiftUI declares them, so that files written for SwiftUI (a
/// `@MainActor` view model in `@StateObject`, Swift 5 code making views from nonisolated
/// contexts) compile unchanged; `ViewLayout`, `ImageRenderer` and `ViewHost` are then
/// `@MainActor`, as SwiftUI's `ImageRenderer` is, so that views are laid out on the main thread.
/// Either way Easel's own views and modifiers are `nonisolated`, and the engine evaluates a body
/// on the thread that lays the view out (`_bodyOnAnyThread`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol View {
    associatedtype Body: View

    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    @ViewBuilder var body: Self.Body { get }

    /// Resolves `view` into the layout nodes it contributes to its parent, in order.
    ///
    /// The default resolves `body`. Easel's primitive views (stacks, shapes, modifiers, …) implement
    /// it themselves; you never call or implement it.
    ///
    /// A generic primitive view's implementation is `@inline(__always)`, so that it is compiled
    /// into the conformance's witness, which is handed the view's type: on its own, the function
    /// is handed only the type's generic arguments, and reading the view's stored properties made
    /// it look the type up at run time, in a shared table, at every call (7 % of a cold layout of
    /// the cards benchmark, measured).
    nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList)

    /// Describes `view` as the content of a lazy container, without building it (see
    /// `_LazyViewList`). The default treats a primitive view as one item and forwards to `body`
    /// otherwise; you never call or implement it.
    nonisolated static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList)
}

nonisolated extension View {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        if let updates = inputs.updates {
            updates.resolve(view, inputs: inputs, list: &list)
            return
        }
        let start = list.nodes.count
        inputs.identified(by: .view(ObjectIdentifier(Self.self))) { inputs in
            DynamicProperties.install(in: view, inputs: inputs, identity: inputs.identity)
            Body._makeViewList(view: view._bodyOnAnyThread, inputs: inputs, list: &list)
        }
        // Remember which of the user's views produced each node, for layout inspection.
        for index in start..<list.nodes.count {
            list.nodes[index].addSourceViewType(Self.self)
        }
    }
}

nonisolated extension Never: View {
    public typealias Body = Never

    /// `nonisolated` though `View` asks for a main-actor `body`: `Never` is also every primitive
    /// gesture's `Body`, and `Gesture` is not main-actor isolated.
    nonisolated public var body: Never {
        primitiveBodyCalled(Self.self)
    }

    public static func _makeViewList(view: Never, inputs: _ViewInputs, list: inout _ViewList) {}
    public static func _makeLazyViewList(view: Never, inputs: _ViewInputs, list: inout _LazyViewList) {}
}

nonisolated extension View {
    /// `body`, evaluated on the calling thread, whatever the actor isolation of the view.
    ///
    /// With the `MainActorViews` trait a view's `body` is main-actor isolated by `View`'s
    /// declaration, as in SwiftUI, and the entry points (`ViewLayout`, `ImageRenderer`,
    /// `ViewHost`) are main-actor isolated too, so layout runs on the main thread; the engine
    /// below them is nonisolated and calls bodies without a check or a hop.
    package var _bodyOnAnyThread: Body {
        evaluatedOnAnyThread(self) { $0.body }
    }
}

#if MainActorViews
/// Calls `function` with `input` on the calling thread, without a check or hop to the main actor.
///
/// Main-actor isolation of a synchronous function type is not part of its representation, so the
/// function is called as it is. See `View._bodyOnAnyThread` for why the engine may do so.
package func evaluatedOnAnyThread<Input, Result>(_ input: Input, _ function: @MainActor (Input) -> Result) -> Result {
    withoutActuallyEscaping(function) { function in
        unsafeBitCast(function, to: ((Input) -> Result).self)(input)
    }
}
#else
/// Calls `function` with `input`: without the `MainActorViews` trait, views and styles aren't
/// main-actor isolated, and there is nothing to bypass.
@inline(__always)
package func evaluatedOnAnyThread<Input, Result>(_ input: Input, _ function: (Input) -> Result) -> Result {
    function(input)
}
#endif

/// Traps with a clear message: a primitive view's `body` is never part of the view tree.
package func primitiveBodyCalled(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view; its body is never evaluated")
}
