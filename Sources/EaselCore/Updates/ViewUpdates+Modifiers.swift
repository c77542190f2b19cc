import Foundation

/// Custom modifiers keep records as views with a body do, so that a modifier's own state runs
/// only its `body(content:)` again.
///
/// SwiftUI makes a custom modifier a node of its own: its state belongs to it, and a change to
/// that state evaluates the modifier's body again, not the body of the view that applied it
/// ("a view's body is recomputed when its state or inputs change", "Demystify SwiftUI",
/// WWDC21). Running the outer body again instead would make again whatever it makes: Apple's
/// Backyard Birds previews make their model container in a modifier's initializer, and a second
/// container, empty, left every `@Query` preview blank.
///
/// The modifier's record is found, kept whole, updated in place or walked as a view's is. The
/// content it wraps is what the view applying it resolves (`ModifierContent`): the record notes
/// that its body showed that content (`ViewRecord.resolvedModifierContents`), so a modifier
/// whose view ran its body again is evaluated again too, as the content may have changed while
/// the modifier's value didn't.
extension ViewUpdates {
    /// Resolves `modifier`'s body into `list` with `inputs`, which identify the modifier and hold
    /// its content: from its record if it is unchanged, walking its last body if only views inside
    /// changed, evaluating `body(content:)` otherwise.
    func resolve<Modifier: ViewModifier>(modifier: Modifier, inputs: _ViewInputs, list: inout _ViewList) {
        var inputs = inputs
        if let record = unchangedRecord(of: modifier, kind: .modifier, inputs: inputs),
           show(record, bodyType: Modifier.Body.self, inputs: &inputs, list: &list, walk: { record, body, inputs, list in
               make(record, modifier: modifier, body: body, inputs: inputs, list: &list)
           }) {
            return
        }
        inputs.isUnchangedSinceLastRender = false
        evaluate(modifier: modifier, inputs: inputs, list: &list)
    }

    /// Evaluates `modifier`'s body, resolved with `inputs`, keeping what it made in its record.
    func evaluate<Modifier: ViewModifier>(modifier: Modifier, inputs: _ViewInputs, list: inout _ViewList) {
        evaluate(modifier, kind: .modifier, type: Modifier.self, inputs: inputs) { record in
            let body = observingBody(of: inputs.identity) { evaluatedOnAnyThread(modifier) { $0.body(content: _ViewModifier_Content()) } }
            make(record, modifier: modifier, body: body, inputs: inputs, list: &list)
        }
    }

    /// Resolves `body` as the body of the record's modifier, and keeps what it made in the record.
    private func make<Modifier: ViewModifier>(_ record: ViewRecord, modifier: Modifier, body: Modifier.Body, inputs: _ViewInputs, list: inout _ViewList) {
        make(record, view: modifier, body: body, inputs: inputs, sourceViewType: Modifier.self, list: &list) { inputs, list in
            Modifier.Body._makeViewList(view: body, inputs: inputs, list: &list)
        }
    }

    /// Evaluates the body of `record`'s view or modifier again, as resolving it would if it were
    /// reached (an update in place).
    func evaluateAgain(_ record: ViewRecord, list: inout _ViewList) {
        var inputs = record.inputs
        inputs.isUnchangedSinceLastRender = false
        if let view = record.view as? any View {
            evaluate(view, inputs: inputs, list: &list)
        } else if let modifier = record.view as? any ViewModifier {
            evaluate(modifier: modifier, inputs: inputs, list: &list)
        }
    }
}
