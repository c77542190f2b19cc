import Foundation

/// Which views showed the content of a custom modifier around them.
///
/// A view made in a custom modifier's body (`VStack { content; Footer() }`) is compared like any
/// other: the modifier's content is one object from one render to the next (`ModifierContent`),
/// so its inputs compare equal. What a view made from the `content` placeholder, though, changes
/// with the view the modifier is applied to, which its own value doesn't hold: such a view, and
/// every view around it inside the modifier's body, is evaluated again rather than kept.
extension ViewUpdates {
    /// Notes that the placeholder of `content` was resolved, for the records being made around it.
    func noteResolved(_ content: ModifierContent) {
        guard isTracking, !isReplaying else { return }
        resolvedContents.append(content)
    }

    /// Keeps in `record`, just made with `inputs`, the contents resolved since `start` that are
    /// those of modifiers around it, and leaves only those for the records around.
    ///
    /// A content not in the record's inputs belongs to a modifier inside the view: it changes
    /// only with what the view makes. Nor can it be in the inputs of the views around, which see
    /// fewer modifiers' contents than the views inside their modifiers' bodies.
    func keepResolvedContents(since start: Int, in record: ViewRecord, inputs: _ViewInputs) {
        guard resolvedContents.count > start || !record.resolvedModifierContents.isEmpty else { return }
        var outer: [ModifierContent] = []
        for content in resolvedContents[start...] where !outer.contains(where: { $0 === content }) {
            if inputs.modifierContents.values.contains(where: { $0 === content }) {
                outer.append(content)
            }
        }
        record.resolvedModifierContents = outer
        resolvedContents.removeSubrange(start...)
        resolvedContents += outer
    }

    /// Adds the contents a view updated in place resolved to the records of the views around it
    /// that have them: those were kept, not made again, and would be compared next time without
    /// knowing that a view inside shows the content now.
    func noteResolvedContents(ofUpdatedInPlace record: ViewRecord) {
        for content in record.resolvedModifierContents {
            var ancestor = record.parent
            while let holder = ancestor, holder.inputs.modifierContents.values.contains(where: { $0 === content }) {
                if !holder.resolvedModifierContents.contains(where: { $0 === content }) {
                    holder.resolvedModifierContents.append(content)
                }
                ancestor = holder.parent
            }
        }
    }
}
