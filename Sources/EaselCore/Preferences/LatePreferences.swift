import Foundation

/// Preference values that views built during layout add to what a reader read while resolving.
///
/// A preference reader (`overlayPreferenceValue`, a navigation stack reading its screen's title and
/// toolbar) reads its content's value when it is resolved. Some views build their content only
/// when laid out: the rows of a `List`, a `Form` or a lazy stack, a `GeometryReader`'s content.
/// What those set (a `navigationTitle` on a form's row, a `.toolbar` on a list's section) was
/// missing from the value read. In SwiftUI such a value reaches the reader all the same (Apple,
/// "Preferences": "Many built-in modifiers, like `navigationTitle(_:)`, rely on preferences to
/// send configuration information to their container", and a title set on a form's row shows in
/// the bar). Easel does what an update cycle does [I: the mechanism is Easel's; SwiftUI's isn't
/// documented]: after a layout, each reader whose content built views carrying its key while
/// laid out gets the value read again, from everything built, and the view is rendered once more
/// with those values (`ViewLayout`). Only the rows that were built count, as rows of a lazy
/// container that don't show produce nothing.
///
/// The second render is the last: if the values it reads differ again (the title changed which
/// rows show), they are not chased further.
package struct LatePreferenceReader {
    /// Where a reader is, the same from one render of the same views to the next: its view's
    /// identity when a host keeps state (a host's update resolves only the views that changed, so
    /// counting readers would count different ones), else its place among the readers of the
    /// render, in the order they are resolved; and the key it reads.
    struct Place: Hashable {
        let identity: ViewIdentity?
        let position: Int
        let key: ObjectIdentifier
    }

    let place: Place
    /// In a host's tree, the view whose body made the reader: evaluated again, it resolves the
    /// reader again (nil: the root's).
    let owner: ViewIdentity?
    /// The value of the reader's content now, and whether views built while laid out set it.
    let read: () -> (value: Any, isLate: Bool)
}

extension ViewGraph {
    /// The value a preference reader resolved now reads: the one found after the last render's
    /// layout for the reader at its place, if that render found one; nil to read its content.
    package func registerPreferenceReader<K: PreferenceKey>(_ key: K.Type, contentNodes: [LayoutNode], inputs: _ViewInputs) -> K.Value? {
        let tracksIdentity = inputs.stateStore != nil
        let place = LatePreferenceReader.Place(
            identity: tracksIdentity ? inputs.identity : nil,
            position: tracksIdentity ? 0 : preferenceReaderCount,
            key: ObjectIdentifier(K.self)
        )
        preferenceReaderCount += 1
        // Unwrapped before the cast: a missing value cast to an optional `Value` would be a nil
        // value found.
        if let found = latePreferenceValuesForRender[place], let value = found as? K.Value {
            resolvedWithLatePreferenceValues = true
            registerLateReader(K.self, place: place, contentNodes: contentNodes, inputs: inputs)
            return value
        }
        registerLateReader(K.self, place: place, contentNodes: contentNodes, inputs: inputs)
        return nil
    }

    /// Keeps a reader whose content may build views setting preferences while laid out, to be read
    /// after each layout. A host's stay from one update to the next, as a reader kept unchanged by
    /// an update isn't resolved again while the rows of its content are built anew.
    private func registerLateReader<K: PreferenceKey>(_ key: K.Type, place: LatePreferenceReader.Place, contentNodes: [LayoutNode], inputs: _ViewInputs) {
        guard contentNodes.contains(where: \.mayHaveLatePreferences) else {
            lateReaders[place] = nil
            return
        }
        let key = place.key
        lateReaders[place] = LatePreferenceReader(place: place, owner: inputs.parentRecord?.identity) {
            let isLate = contentNodes.contains { $0.hasPreferences(for: key, builtWhileLaidOut: false) }
            return (preferenceValue(K.self, of: contentNodes), isLate)
        }
    }

    /// Whether a layout at another size may find values for this render's readers: some read
    /// their content after layout, or read values found after the render before.
    package var mayFindLatePreferenceValues: Bool {
        resolvedWithLatePreferenceValues || !lateReaders.isEmpty
    }

    /// After a layout: whether views built while laid out set preferences that readers resolved
    /// in this render missed.
    package var hasLatePreferenceValues: Bool {
        lateReaders.values.contains { $0.read().isLate }
    }

    /// After a layout: keeps the values of the readers whose content built views carrying their
    /// key while laid out for the next render (made with `prepareForRender`), and in a host's
    /// tree marks the views making those readers as changed, so that the next render resolves
    /// them again. True when there are some, and the view must be rendered again for its readers
    /// to see them.
    package func adoptLatePreferenceValues() -> Bool {
        let updates = stateStore?.updates
        if let updates {
            // The readers of views that have left the host's tree.
            lateReaders = lateReaders.filter { $0.value.owner.map { updates.records[$0] != nil } ?? true }
        }
        var found: [LatePreferenceReader.Place: Any] = [:]
        for reader in lateReaders.values {
            let (value, isLate) = reader.read()
            guard isLate else { continue }
            found[reader.place] = value
            if let updates {
                if let owner = reader.owner {
                    updates.invalidations.invalidate(owner)
                } else {
                    updates.invalidations.invalidateEverything()
                }
            }
        }
        pendingLatePreferenceValues = found
        return !found.isEmpty
    }
}

extension LayoutNode {
    /// Whether a view below this one may be built while it is laid out and set a preference:
    /// only such content makes a reader look again after layout.
    final var mayHaveLatePreferences: Bool {
        if buildsChildrenWhileLaidOut { return true }
        return childrenMayHavePreferences && children.contains { $0.mayHaveLatePreferences }
    }

    /// Whether a view in this subtree that was built while a view around it was laid out sets or
    /// changes the preference `key` in a way that reaches the subtree's value
    /// (`builtWhileLaidOut`: whether this view was). A view's `preference(key:value:)` replaces
    /// its content's value, so what views inside it set doesn't count (a list's scroll view says
    /// where it is in place of the scroll views in its rows).
    final func hasPreferences(for key: ObjectIdentifier, builtWhileLaidOut: Bool) -> Bool {
        var setsKey = false
        var replacesContent = false
        for entry in annotations?.preferences ?? [] where entry.key == key {
            setsKey = true
            if case .set = entry.change { replacesContent = true }
        }
        if builtWhileLaidOut && setsKey { return true }
        guard !replacesContent, childrenMayHavePreferences else { return false }
        let childrenBuiltWhileLaidOut = builtWhileLaidOut || buildsChildrenWhileLaidOut
        return children.contains { $0.hasPreferences(for: key, builtWhileLaidOut: childrenBuiltWhileLaidOut) }
    }
}
