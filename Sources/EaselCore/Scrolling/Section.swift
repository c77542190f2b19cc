import Foundation

/// A container view that you can use to add hierarchy to a lazy stack or grid: a header, content
/// and a footer.
///
/// In a lazy container a section's header and footer can be pinned (`pinnedViews`); anywhere
/// else its header, content and footer are simply its parent's children in that order, as in
/// SwiftUI outside lists.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// `Section(_:isExpanded:content:)`: while false, the content is left out.
    var isExpanded: Binding<Bool>? = nil
}

/// Marks `Section`, so that a `ForEach` of sections builds its sections up front.
package protocol _SectionView {}

extension Section: _SectionView {}
// A section written under an `if` (or an `if`/`else` of two sections) or in a `Group`, in a
// `ForEach`'s closure, is a section all the same: SwiftUI's lists give it a header and a card of
// its own (seen in public files building a list's sections from an array).
extension Optional: _SectionView where Wrapped: _SectionView {}
extension _ConditionalContent: _SectionView where TrueContent: _SectionView, FalseContent: _SectionView {}
extension Group: _SectionView where Content: _SectionView {}

nonisolated extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyCalled(Self.self) }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        sayMissingDisclosure(of: view, in: inputs)
        Parent._makeViewList(view: view.header, inputs: inputs.changingEnvironment(inputs.environment._sectionHeaderEnvironment), list: &list)
        if view.isExpanded?.wrappedValue != false {
            Content._makeViewList(view: view.content, inputs: inputs, list: &list)
        }
        Footer._makeViewList(view: view.footer, inputs: inputs.changingEnvironment(inputs.environment._sectionFooterEnvironment), list: &list)
    }

    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        sayMissingDisclosure(of: view, in: inputs)
        let header = view.header
        let footer = view.footer
        let headerInputs = inputs.changingEnvironment(inputs.environment._sectionHeaderEnvironment)
        let footerInputs = inputs.changingEnvironment(inputs.environment._sectionFooterEnvironment)
        list.appendSection(
            header: Parent.self == EmptyView.self ? nil : { Parent._makeViewList(view: header, inputs: headerInputs, list: &$0) },
            footer: Footer.self == EmptyView.self ? nil : { Footer._makeViewList(view: footer, inputs: footerInputs, list: &$0) },
            content: { if view.isExpanded?.wrappedValue != false { Content._makeLazyViewList(view: view.content, inputs: inputs, list: &$0) } }
        )
    }
}

extension Section {
    /// A collapsible section in a container whose disclosure control Easel doesn't draw says so
    /// (the container sets `_missingSectionDisclosure`), rather than drawing a plain header silently.
    static func sayMissingDisclosure(of section: Self, in inputs: _ViewInputs) {
        guard section.isExpanded != nil, let missing = inputs.environment._missingSectionDisclosure else { return }
        LayoutDiagnostics.warn(missing)
    }
}

/// A change to the environment, as a value (SPI for Easel's iOS looks: how a list's section
/// headers and footers are styled).
@_spi(SystemViews)
public struct _EnvironmentChange: @unchecked Sendable {
    // @unchecked: the closure only sets values, on the thread that resolves the views.
    let change: (inout EnvironmentValues) -> Void

    public init(_ change: @escaping (inout EnvironmentValues) -> Void) {
        self.change = change
    }
}

enum SectionHeaderEnvironmentKey: EnvironmentKey {
    static let defaultValue: _EnvironmentChange? = nil
}

enum SectionFooterEnvironmentKey: EnvironmentKey {
    static let defaultValue: _EnvironmentChange? = nil
}

extension EnvironmentValues {
    /// How the containers around apply to their sections' headers (a grouped list's small grey
    /// capitals), SPI.
    @_spi(SystemViews)
    public var _sectionHeaderEnvironment: _EnvironmentChange? {
        get { self[SectionHeaderEnvironmentKey.self] }
        set { self[SectionHeaderEnvironmentKey.self] = newValue }
    }

    @_spi(SystemViews)
    public var _sectionFooterEnvironment: _EnvironmentChange? {
        get { self[SectionFooterEnvironmentKey.self] }
        set { self[SectionFooterEnvironmentKey.self] = newValue }
    }

    /// What a container says when a collapsible section (`Section(_:isExpanded:)`) is in it and
    /// it doesn't draw the control iOS draws to expand and collapse it; nil where none is drawn.
    @_spi(SystemViews)
    public var _missingSectionDisclosure: String? {
        get { self[MissingSectionDisclosureKey.self] }
        set { self[MissingSectionDisclosureKey.self] = newValue }
    }
}

enum MissingSectionDisclosureKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension _ViewInputs {
    /// These inputs with `change` applied to their environment; a section's header and footer
    /// don't pass it on to sections inside them.
    func changingEnvironment(_ change: _EnvironmentChange?) -> _ViewInputs {
        guard let change else { return self }
        var inputs = self
        inputs.environment._sectionHeaderEnvironment = nil
        inputs.environment._sectionFooterEnvironment = nil
        change.change(&inputs.environment)
        return inputs
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A section that can be collapsed (Apple, `Section(_:isExpanded:content:)`, iOS 17): while
    /// `isExpanded` is false its content is left out. iOS draws a disclosure chevron in the
    /// header of sidebar lists to expand it; Easel draws the header plain there, and says so.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A collapsible section with a header view (see `init(_:isExpanded:content:)`).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header of each section stays at the top (leading edge) of the visible region while any
    /// of its section is visible.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer of each section stays at the bottom (trailing edge) while its section is visible.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
