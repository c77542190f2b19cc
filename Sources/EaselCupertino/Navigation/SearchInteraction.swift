import EaselCore

/// Whether someone is searching: the search field of `searchable` being edited (Apple,
/// `EnvironmentValues.isSearching`). A picture's search field is at rest, and a host has no way
/// to give it focus, so no view is ever searching: false, as SwiftUI says of a field at rest.
extension EnvironmentValues {
    public var isSearching: Bool { false }

    /// Ends the search interaction around the view (Apple, `EnvironmentValues.dismissSearch`).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

/// An action that ends a search interaction. No search is ever in progress in Easel (see
/// `isSearching`), so calling it leaves everything as it is, as SwiftUI's does with none running.
public struct DismissSearchAction: Sendable {
    init() {}

    public func callAsFunction() {}
}
