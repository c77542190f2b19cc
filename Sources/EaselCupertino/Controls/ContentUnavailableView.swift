import EaselCore
import Foundation

/// An interface for an empty state: an icon, a title, a description, actions (Apple,
/// `ContentUnavailableView`, iOS 17), drawn centred as iOS draws it: the symbol at 48 pt in
/// secondary grey, the title in `title2` bold, the description in secondary `body`, 8 pt apart,
/// the actions 16 pt below [screenshot].
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle())
                description
                    .font(.body)
                    .foregroundStyle(ListMetrics.secondaryLabel)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A content-unavailable label: the icon large and grey above the bold title.
nonisolated struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(ListMetrics.secondaryLabel)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == EaselCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, a symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// iOS's empty search: a magnifying glass, "No Results", and "Check the spelling or try a new
    /// search."
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }

    /// iOS's empty search for `text`: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of the search empty state.
public enum SearchUnavailableContent {
    nonisolated public struct Label: View {
        let text: String?
        public var body: some View {
            EaselCore.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    nonisolated public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
