import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for
/// each of its states (Apple, `Gesture`).
///
/// A picture shows a screen at rest: no gesture is under way, so `@GestureState` values are their
/// initial ones and nothing a gesture changes has changed. A `ViewHost` performs gestures as a
/// person would: `tap`, `longPress`, `drag(id:by:)`, running the actions the gesture's modifiers
/// (`onChanged`, `onEnded`, `updating`) attach.
public protocol Gesture<Value> {
    /// The type of value the gesture produces; for a gesture made of another (its `body`),
    /// that one's, as SwiftUI infers it for a custom gesture that declares only its body.
    associatedtype Value = Body.Value
    /// The gesture this one is made of (`Never` for the built-in ones).
    associatedtype Body: Gesture

    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// What a gesture does when a host performs it: the actions its modifiers attached, by the kind
/// of touch that triggers them.
package struct GestureHandlers {
    /// A tap of `count` taps ended, at a point in the view's own space.
    package var tap: [(CGPoint) -> Void] = []
    /// A long press ended (true: it lasted long enough).
    package var longPress: [(Bool) -> Void] = []
    /// A drag moved (`ended` false) or ended (`ended` true).
    package var drag: [(DragGesture.Value, _ ended: Bool) -> Void] = []
    /// What a drag and drop of the view carries (`draggable`, `onDrag`): the innermost one's.
    package var dragItem: (() -> NSItemProvider)?
    /// What a drop on the view does (`dropDestination`, `onDrop`), innermost first: each answers
    /// whether it took the drop, or nil when it takes nothing the drag carries.
    package var drop: [(_ providers: [NSItemProvider], _ location: CGPoint) -> Bool?] = []

    var isEmpty: Bool { tap.isEmpty && longPress.isEmpty && drag.isEmpty && dragItem == nil && drop.isEmpty }

    mutating func merge(_ other: GestureHandlers) {
        tap += other.tap
        longPress += other.longPress
        drag += other.drag
        dragItem = dragItem ?? other.dragItem
        drop += other.drop
    }
}

/// How a gesture reports its values to the actions attached to it.
package protocol _PrimitiveGesture: Gesture {
    /// Handlers that give each of this gesture's values to `changed` (while under way) and
    /// `ended` (at its end).
    func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers
}

extension Gesture {
    /// This gesture's handlers, with `changed` and `ended` receiving its values.
    func resolvedHandlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        if let primitive = self as? any _PrimitiveGesture {
            return primitive.erasedHandlers(changed: { changed($0 as! Value) }, ended: { ended($0 as! Value) })
        }
        if Body.self == Never.self { return GestureHandlers() }
        // A gesture made of another: its values are the body's.
        return body.resolvedHandlers(changed: { changed($0 as! Value) }, ended: { ended($0 as! Value) })
    }
}

extension _PrimitiveGesture {
    func erasedHandlers(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> GestureHandlers {
        handlers(changed: { changed($0) }, ended: { ended($0) })
    }
}
