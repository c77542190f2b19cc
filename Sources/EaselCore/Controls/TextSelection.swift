import Foundation

/// Where the caret is, or what is selected, in a text field or editor (Apple, `TextSelection`,
/// iOS 18). A field draws its selection only while it is being edited, with the keyboard up; a
/// picture's fields are at rest, so a selection changes nothing drawn. A `ViewHost`'s typing
/// replaces the text and leaves the selection binding as it was.
public struct TextSelection: Equatable, Hashable, Sendable {
    /// The selected ranges: one (a caret when empty), or several.
    public enum Indices: Equatable, Hashable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    public var indices: Indices
    public var affinity: TextSelectionAffinity

    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    public init(insertionPoint: String.Index) {
        self.init(range: insertionPoint..<insertionPoint)
    }

    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    /// Whether the selection is a caret, selecting nothing.
    public var isInsertion: Bool {
        switch indices {
        case let .selection(range): range.isEmpty
        case let .multiSelection(ranges): ranges.isEmpty
        }
    }
}

/// Which side of a line break a caret sits on (Apple, `TextSelectionAffinity`).
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}

nonisolated extension View {
    /// Which side of a line break carets sit on in the fields inside; drawn the same at rest.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { self }
}

extension TextField where Label == Text {
    /// A field with its selection bound to `selection` (see `TextSelection`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(title, text: text, prompt: prompt, axis: axis ?? .horizontal)
    }
}

extension TextEditor {
    /// An editor with its selection bound to `selection` (see `TextSelection`).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
