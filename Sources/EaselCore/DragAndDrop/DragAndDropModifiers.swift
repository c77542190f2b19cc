import Foundation

// Drag and drop change nothing in a still picture: a drag's preview and a destination's
// highlight exist only while a finger drags. A `ViewHost` performs them (`dragAndDrop`), and
// the view is drawn after the drop as the app shows it.

nonisolated extension View {
    /// Lets the view be dragged, carrying `payload` as each type its transfer representation
    /// exports (Apple, `draggable(_:)`); the payload is made when the drag starts.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_InteractionModifier(.gestures(GestureHandlers(dragItem: { NSItemProvider.carrying(payload()) }))))
    }

    /// Lets the view be dragged with `preview` under the finger (drawn only while dragging).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        draggable(payload())
    }

    /// Lets the view be dragged, carrying the item provider `data` makes (Apple, `onDrag(_:)`).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_InteractionModifier(.gestures(GestureHandlers(dragItem: data))))
    }

    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        onDrag(data)
    }

    /// Takes drops of `payloadType`: `action` gets the items dropped, read through their transfer
    /// representation, and where, in the view's coordinates, and answers whether it took them;
    /// `isTargeted` is told true as the drag enters and false as it ends (Apple,
    /// `dropDestination(for:action:isTargeted:)`).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        takingDrops { providers, location in
            let items = providers.compactMap { try? $0.transferable(T.self) }
            guard !items.isEmpty else { return nil }
            isTargeted(true)
            defer { isTargeted(false) }
            return action(items, location)
        }
    }

    /// Takes drops carrying items of one of `supportedContentTypes`: `action` gets their item
    /// providers and answers whether it took them (Apple, `onDrop(of:isTargeted:perform:)`).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// The same, with where the drop landed, in the view's coordinates.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        takingDrops { providers, location in
            let info = DropInfo(location: location, providers: providers)
            let conforming = info.itemProviders(for: supportedContentTypes)
            guard !conforming.isEmpty else { return nil }
            isTargeted?.wrappedValue = true
            defer { isTargeted?.wrappedValue = false }
            return action(conforming, location)
        }
    }

    /// Takes drops carrying items of one of `supportedContentTypes`, telling `delegate` as the
    /// drag enters, moves and drops (see `DropDelegate`).
    public func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> some View {
        takingDrops { providers, location in
            let info = DropInfo(location: location, providers: providers)
            guard info.hasItemsConforming(to: supportedContentTypes) else { return nil }
            guard delegate.validateDrop(info: info) else { return false }
            delegate.dropEntered(info: info)
            if let operation = delegate.dropUpdated(info: info)?.operation, operation == .cancel || operation == .forbidden {
                delegate.dropExited(info: info)
                return false
            }
            return delegate.performDrop(info: info)
        }
    }

    /// The forms taking type identifiers as strings (deprecated by Apple for `UTType`s).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(UTTypeRegistry.typeOrPlaceholder), isTargeted: isTargeted, perform: action)
    }

    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(UTTypeRegistry.typeOrPlaceholder), isTargeted: isTargeted, perform: action)
    }

    public func onDrop(of supportedTypes: [String], delegate: some DropDelegate) -> some View {
        onDrop(of: supportedTypes.map(UTTypeRegistry.typeOrPlaceholder), delegate: delegate)
    }

    private func takingDrops(_ drop: @escaping ([NSItemProvider], CGPoint) -> Bool?) -> some View {
        modifier(_InteractionModifier(.gestures(GestureHandlers(drop: [drop]))))
    }
}

extension NSItemProvider {
    /// A provider offering `payload` as each type its transfer representation exports, and may
    /// for this payload (`exportingCondition`), with the suggested file name of the first.
    static func carrying<T: Transferable>(_ payload: T) -> NSItemProvider {
        let provider = NSItemProvider()
        let box = UncheckedItem(payload)
        provider.register(box.value)
        provider.suggestedName = T.transferEntries.lazy.compactMap { $0.suggestedFileName?(payload) }.first
        return provider
    }
}
