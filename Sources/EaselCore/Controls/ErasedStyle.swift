import Foundation

/// A control style kept in the environment with its type erased: how it makes a body from the
/// control's configuration. Each style protocol (`ToggleStyle`, `LabelStyle`, …) adds the
/// initializer that calls its own `makeBody(configuration:)`.
package struct ErasedStyle<Configuration>: @unchecked Sendable {
    // @unchecked: styles are values used on the thread that renders.
    package let makeBody: (Configuration) -> AnyView
    /// The style in effect where this one was set: a control made from a configuration inside
    /// this style's body (`ProgressView(configuration)`) is drawn by it, so that a custom style
    /// can wrap the look it replaces (Apple, `ProgressView.init(_:)`: "useful for custom progress
    /// view styles that only modify the current progress view style").
    package private(set) var enclosing: Enclosing?

    package init(makeBody: @escaping (Configuration) -> AnyView) {
        self.makeBody = makeBody
    }

    /// This style, set where `style` was in effect.
    package func setting(over style: ErasedStyle) -> ErasedStyle {
        var result = self
        result.enclosing = Enclosing(style: style)
        return result
    }

    /// A style around another, boxed (a style holds the one it was set over).
    package final class Enclosing {
        package let style: ErasedStyle

        init(style: ErasedStyle) {
            self.style = style
        }
    }
}
