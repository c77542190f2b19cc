import Foundation

/// A control style kept in the environment with its type erased: how it makes a body from the
/// control's configuration. Each style protocol (`ToggleStyle`, `LabelStyle`, …) adds the
/// initializer that calls its own `makeBody(configuration:)`.
package struct ErasedStyle<Configuration>: @unchecked Sendable {
    // @unchecked: styles are values used on the thread that renders.
    package let makeBody: (Configuration) -> AnyView

    package init(makeBody: @escaping (Configuration) -> AnyView) {
        self.makeBody = makeBody
    }
}
