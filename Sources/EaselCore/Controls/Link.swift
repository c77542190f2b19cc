import Foundation

/// A control for navigating to a URL: its label in the tint colour, like a borderless button.
/// A tap calls the environment's `openURL` action, as in SwiftUI; the system's action opens
/// nothing but records the URL in ``OpenedURLs``.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        ButtonLabelColoring(role: nil, prominent: false) { label }
            .modifier(_InteractionModifier(.tap { [openURL, destination] in openURL(destination) }))
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// The URLs links were asked to open, in order, for tests.
public enum OpenedURLs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var urls: [URL] = []

    static func record(_ url: URL) {
        lock.withLock { urls.append(url) }
    }

    /// The URLs opened so far.
    public static var all: [URL] {
        lock.withLock { urls }
    }
}
