import Foundation

extension ViewUpdates {
    /// Resolves a `ForEach` in a hosted tree, with a record for it and one for each element, so
    /// that an update keeps what didn't change without making it again.
    ///
    /// SwiftUI keeps a `ForEach`'s elements by identity between updates and, when the view around
    /// it wasn't evaluated again, its data and content are the ones it had: only elements with a
    /// changed view inside need visiting ("Demystify SwiftUI", WWDC21: identity and lifetime).
    /// Here:
    /// - a `ForEach` from a body that wasn't evaluated again, with no changed view inside, is kept
    ///   whole: its elements' nodes are shown as they were;
    /// - with a changed view inside, only the elements holding one are walked again, from the
    ///   content their closure returned last time; the others are kept without calling it;
    /// - otherwise (the body around it ran again, so its data may have changed) every element is
    ///   made again, and the views inside are compared and kept as usual (`resolve(_:inputs:list:)`).
    ///
    /// Elements are always made again when the `ForEach` marks each element's views with its id
    /// or offset (in pickers, selectable lists, scroll targets, editable rows), and when two
    /// elements share an id.
    func resolve<Data, ID, Content: View>(forEach: ForEach<Data, ID, Content>, inputs: _ViewInputs, list: inout _ViewList) {
        // Keyed by the type too: a `ForEach` that is a view's whole body has the view's identity.
        let identity = inputs.identity.appending(.view(ObjectIdentifier(ForEach<Data, ID, Content>.self)))
        let marksElements = forEach.marksElements(inputs: inputs)
        if inputs.isUnchangedSinceLastRender, !marksElements, let record = records[identity],
           record.kind == .forEach, record.generation != generation, !record.sharesIdentities,
           record.parent === inputs.parentRecord {
            if !record.hasDirtyDescendant {
                reuse(record, list: &list)
            } else {
                walkElements(of: record, content: Content.self, inputs: inputs, list: &list)
            }
            return
        }
        let record: ViewRecord
        if let kept = records[identity], kept.kind == .forEach, kept.generation != generation {
            record = kept
        } else {
            record = ViewRecord(identity: identity, kind: .forEach, view: (), body: (), inputs: inputs)
        }
        make(record, view: (), body: (), inputs: inputs, sourceViewType: nil, list: &list) { inputs, list in
            var elements: [ViewRecord] = []
            elements.reserveCapacity(forEach.data.count)
            var sharesIdentities = false
            forEach.makeElements(inputs: inputs, list: &list) { content, inputs, list in
                var inputs = inputs
                var existing = records[inputs.identity]
                if let shown = existing, shown.generation == generation {
                    // Made or shown already in this render: another element has the same id (a
                    // mistake SwiftUI warns about). This one is made in a place of its own, so
                    // that no record of the other's (kept whole, not visited) gives it its nodes.
                    sharesIdentities = true
                    inputs.identity = inputs.identity.appending(.explicit(RepeatedElement(offset: elements.count)))
                    existing = records[inputs.identity]
                } else if let existing, !marksElements, existing.kind == .element, !existing.isDirty,
                          !existing.hasDirtyDescendant, existing.parent === inputs.parentRecord,
                          existing.matches(view: content, inputs: inputs, environmentsAreEqual: environmentsAreEqual) {
                    // The element's closure returned what it did last time, in the same inputs:
                    // its views are shown as they were, as a view with a record is (making it
                    // would find its content's record unchanged, at the cost of a make per row).
                    reuse(existing, list: &list)
                    elements.append(existing)
                    return
                }
                let kept = existing.flatMap { $0.kind == .element && $0.generation != generation ? $0 : nil }
                let element = kept ?? ViewRecord(identity: inputs.identity, kind: .element, view: (), body: content, inputs: inputs)
                make(element, content: content, inputs: inputs, list: &list)
                elements.append(element)
            }
            record.elementRecords = elements
            record.sharesIdentities = sharesIdentities
        }
    }

    /// The place of an element whose id another element of its `ForEach` has, after its id.
    private struct RepeatedElement: Hashable {
        let offset: Int
    }

    /// Walks a kept `ForEach` with a changed view inside: elements holding one are made again from
    /// their last content, the others are shown as they were.
    private func walkElements<Content: View>(of record: ViewRecord, content: Content.Type, inputs: _ViewInputs, list: inout _ViewList) {
        make(record, view: (), body: (), inputs: inputs, sourceViewType: nil, list: &list) { inputs, list in
            for element in record.elementRecords {
                guard element.hasDirtyDescendant, let content = element.body as? Content else {
                    reuse(element, list: &list)
                    continue
                }
                var elementInputs = inputs
                elementInputs.identity = element.identity
                make(element, content: content, inputs: elementInputs, list: &list)
            }
        }
    }

    /// Makes an element's views from the content its closure returned, keeping them in its record.
    private func make<Content: View>(_ element: ViewRecord, content: Content, inputs: _ViewInputs, list: inout _ViewList) {
        make(element, view: (), body: content, inputs: inputs, sourceViewType: nil, list: &list) { inputs, list in
            Content._makeViewList(view: content, inputs: inputs, list: &list)
        }
    }
}
