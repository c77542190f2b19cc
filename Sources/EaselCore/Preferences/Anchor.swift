import Foundation

/// A geometric value of a view (a rectangle or a point of its frame) that another view resolves
/// in its own coordinates, through a `GeometryProxy` (Apple, `Anchor`).
///
/// An anchor is made when its view is resolved and refers to that view; it is resolved once the
/// view is placed, so the geometry reader that reads it must be placed after it: an
/// `overlayPreferenceValue` around the views that set it, the usual way, is. A
/// `backgroundPreferenceValue`'s reader is placed before the views it is behind (Easel places
/// children in drawing order), so there an anchor resolves to a zero frame, and the layout's
/// diagnostics say so.
public struct Anchor<Value>: @unchecked Sendable {
    // @unchecked: an anchor holds an immutable function and a weak reference, read on the thread
    // that lays the views out.
    let node: WeakNode
    let value: (CGRect) -> Value
    /// Which part of the view's frame the anchor takes (see `Source.key`).
    let key: AnchorKey

    init(node: WeakNode, value: @escaping (CGRect) -> Value, key: AnchorKey = .bounds) {
        self.node = node
        self.value = value
        self.key = key
    }

    /// Where an anchor is taken from in its view's frame (Apple, `Anchor.Source`).
    public struct Source {
        let value: (CGRect) -> Value
        /// What the source takes, so that anchors compare: the same view and the same part of it.
        let key: AnchorKey

        init(_ key: AnchorKey, _ value: @escaping (CGRect) -> Value) {
            self.key = key
            self.value = value
        }
    }
}

/// Which part of its view's frame an anchor takes.
enum AnchorKey: Hashable {
    case bounds
    case rect(CGRect)
    case unitPoint(UnitPoint)
    case point(CGPoint)
}

/// Anchors are equal when they take the same part of the same view (Apple's `Anchor` is
/// `Equatable` and `Hashable`, so values holding one synthesize both).
extension Anchor: Equatable, Hashable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.node.node === rhs.node.node && lhs.key == rhs.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(node.node.map(ObjectIdentifier.init))
        hasher.combine(key)
    }
}

/// A reference to a resolved view that doesn't keep it alive.
final class WeakNode {
    weak var node: LayoutNode?
    init(_ node: LayoutNode) { self.node = node }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(.bounds) { $0 } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init(.rect(rect)) { frame in rect.offsetBy(dx: frame.minX, dy: frame.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point of the view's frame, as a unit point of it.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        .init(.unitPoint(point)) { frame in CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height) }
    }

    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        .init(.point(point)) { frame in CGPoint(x: frame.minX + point.x, y: frame.minY + point.y) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this view's coordinates: where the anchored view was placed, relative
    /// to this view's origin. An anchor whose view isn't placed yet (or is gone) resolves as if
    /// its view had a zero frame at the canvas origin.
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard let node = anchor.node.node, node.frame != .zero || node.placementProposal != .unspecified else {
            LayoutDiagnostics.warn("An Anchor was read before its view was placed (from a backgroundPreferenceValue, or a view that isn't shown); it resolves as a zero frame at the canvas origin.")
            return anchor.value(CGRect(x: -globalFrame.minX, y: -globalFrame.minY, width: 0, height: 0))
        }
        let frame = node.frame
        let local = frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
        return anchor.value(local)
    }
}

extension Anchor {
    /// The anchored view's size once it is placed, nil before: for a view that converts positions
    /// in a frame its content reads through this anchor (SPI: a chart's `ChartProxy`).
    @_spi(SystemViews)
    public var _placedSize: CGSize? {
        guard let node = node.node, node.frame != .zero || node.placementProposal != .unspecified else { return nil }
        return node.frame.size
    }
}

/// Sets a preference from an anchor of each view it modifies, as `preference(key:value:)` does.
nonisolated public struct _AnchorPreferenceModifier<Key: PreferenceKey, Value>: NodeAnnotatingModifier {
    public typealias Body = Never
    let source: Anchor<Value>.Source
    let transform: (Anchor<Value>) -> Key.Value

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        let value = transform(Anchor(node: WeakNode(node), value: source.value, key: source.key))
        node.annotate { $0.preferences.append(PreferenceEntry(key: ObjectIdentifier(Key.self), change: .set(value))) }
    }
}

nonisolated extension View {
    /// Sets a preference to a value made from an anchor of this view (Apple,
    /// `anchorPreference(key:value:transform:)`).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorPreferenceModifier<K, A>(source: value, transform: transform))
    }

    /// Combines a value made from an anchor of this view into a preference its content produced.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        let source = value
        return modifier(_AnchorTransformModifier<K, A>(source: source, transform: transform))
    }
}

/// Transforms a preference with an anchor of each view it modifies.
nonisolated public struct _AnchorTransformModifier<Key: PreferenceKey, Value>: NodeAnnotatingModifier {
    public typealias Body = Never
    let source: Anchor<Value>.Source
    let transform: (inout Key.Value, Anchor<Value>) -> Void

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        let anchor = Anchor(node: WeakNode(node), value: source.value, key: source.key)
        let transform = self.transform
        let change: (inout Key.Value) -> Void = { transform(&$0, anchor) }
        node.annotate { $0.preferences.append(PreferenceEntry(key: ObjectIdentifier(Key.self), change: .transform(change))) }
    }
}
