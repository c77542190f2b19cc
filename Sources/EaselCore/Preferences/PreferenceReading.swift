import Foundation

/// Resolves its content, reads a preference from it, and applies a modifier made from the value
/// to the content already resolved. Behind `overlayPreferenceValue`, `backgroundPreferenceValue`
/// and, for iOS's looks, `_readingPreference` (navigation bars read their titles and toolbar
/// items this way).
///
/// Preferences are read when the view is resolved, from what the content sets; what views built
/// while the content is laid out set (rows of lists and lazy stacks, a `GeometryReader`'s content)
/// is read after layout, and the view rendered again with it (see `LatePreferenceReader`).
nonisolated public struct _PreferenceReadingModifier<Key: PreferenceKey, Modifier: ViewModifier>: PrimitiveViewModifier {
    public typealias Body = Never
    let makeModifier: (Key.Value) -> Modifier

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        var content = _ViewList()
        var contentInputs = inputs
        contentInputs.contentReaderDepth = contentInputs.depth
        let graph = inputs.graph
        body(contentInputs, &content)
        // What views built while the content is laid out set comes from the render before, if
        // any (see `LatePreferenceReader`).
        let value = graph.registerPreferenceReader(Key.self, contentNodes: content.nodes, inputs: inputs) ?? preferenceValue(Key.self, of: content.nodes)
        var resolved = content.nodes
        Modifier._makeViewList(modifier: modifier.makeModifier(value), inputs: inputs.forViewsMadeFromResolvedContent, body: { _, list in
            // The content is resolved once, before its value is known; a modifier that shows its
            // content twice gets it once.
            guard !resolved.isEmpty else {
                graph.warn("\(Modifier.self) shows its content more than once; it is shown once.")
                return
            }
            list.nodes += resolved
            resolved = []
        }, list: &list)
    }
}

/// Content that a view around reads while resolving it (a navigation stack's screen, whose title
/// and toolbar make its bar; a tab view's tabs, whose labels make its tab bar), as a view of its
/// own (SPI for Easel's iOS looks). A view changing inside can't be updated in place from the
/// reader or any view around it, as what the reader made from the content would change with it;
/// from this view it can, as the reader, walked, reads the content again
/// (`_ViewInputs.contentReaderDepth`, `ViewUpdates.updateInPlace`).
@_spi(SystemViews)
nonisolated public struct _ReadContent<Content: View>: View {
    let content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public var body: some View {
        content
    }
}

/// Places a view made from a preference value over or behind the view that produced it.
nonisolated private struct _PreferenceLayerModifier<Secondary: View>: ViewModifier {
    let kind: _SecondaryLayerLayout.Kind
    let alignment: Alignment
    let secondary: Secondary

    func body(content: Content) -> some View {
        content.modifier(_SecondaryLayerModifier(kind: kind, alignment: alignment, secondary: secondary))
    }
}

nonisolated extension View {
    /// Layers a view made from the preference value this view produces in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, _PreferenceLayerModifier<V>> { value in
            _PreferenceLayerModifier(kind: .overlay, alignment: alignment, secondary: transform(value))
        })
    }

    /// Layers a view made from the preference value this view produces behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, _PreferenceLayerModifier<V>> { value in
            _PreferenceLayerModifier(kind: .background, alignment: alignment, secondary: transform(value))
        })
    }

    /// Applies a modifier made from the preference value `K` that this view produces (Easel's SPI
    /// for its iOS looks: a navigation stack builds its bar from its content's title and toolbar).
    @_spi(SystemViews)
    public func _readingPreference<K: PreferenceKey, M: ViewModifier>(_ key: K.Type, modifier: @escaping (K.Value) -> M) -> some View {
        self.modifier(_PreferenceReadingModifier<K, M>(makeModifier: modifier))
    }

    /// Adds an action to perform when the preference value `K` that this view produces changes
    /// (and with its first value). A `ViewHost` reads the value after each layout, so values set
    /// inside geometry readers count, and runs the action when it differs from the last one.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_LifecycleModifier(action: .laidOut { node in
            let value = node.preferenceValue(K.self) ?? K.defaultValue
            return LifecycleChange(
                value: value,
                equals: { ($0 as? K.Value) == value },
                initial: true,
                action: { _ in action(value) }
            )
        }))
    }
}

/// Leaves a diagnostic on the layout when the view is resolved (SPI for Easel's iOS looks, which
/// must say what they can't do rather than draw it wrong).
nonisolated public struct _DiagnosticModifier: PrimitiveViewModifier {
    public typealias Body = Never
    let message: String?

    package init(message: String?) {
        self.message = message
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        if let message = modifier.message {
            inputs.graph.warn(message)
        }
        body(inputs, &list)
    }
}

nonisolated extension View {
    /// Leaves `message` among the layout's diagnostics when the view is resolved; nil leaves none.
    @_spi(SystemViews)
    public func _diagnostic(_ message: String?) -> some View {
        modifier(_DiagnosticModifier(message: message))
    }

    /// Leaves `message` among the layout's diagnostics when `condition` holds (SPI).
    @_spi(SystemViews)
    public func _diagnosticIf(_ condition: Bool, _ message: @autoclosure () -> String) -> some View {
        modifier(_DiagnosticModifier(message: condition ? message() : nil))
    }
}
