import Foundation

/// A control style kept in the environment with its type erased: how it makes a body from the
/// control's configuration. Each style protocol (`ToggleStyle`, `LabelStyle`, …) adds the
/// initializer that calls its own `makeBody(configuration:)`.
package struct ErasedStyle<Configuration>: @unchecked Sendable {
    // @unchecked: styles are values used on the thread that renders.
    package let makeBody: (Configuration) -> AnyView
    /// The style in effect where this one was set: a control of the same kind inside this
    /// style's body (`ProgressView(configuration)`, a `Toggle` in a toggle style) is drawn by it,
    /// not by this style again, so that a custom style can wrap the look it replaces (Apple,
    /// `ProgressView.init(_:)`: "useful for custom progress view styles that only modify the
    /// current progress view style"). Nil when the style wasn't set over another.
    package private(set) var enclosing: Enclosing?

    package init(makeBody: @escaping (Configuration) -> AnyView) {
        self.makeBody = makeBody
    }

    /// This style, set where `style` was in effect (nil: the control's default look).
    package func setting(over style: ErasedStyle?) -> ErasedStyle {
        var result = self
        result.enclosing = Enclosing(style: style)
        return result
    }

    /// A style around another, boxed (a style holds the one it was set over).
    package final class Enclosing {
        package let style: ErasedStyle?

        init(style: ErasedStyle?) {
            self.style = style
        }
    }

    /// The control's body as this style draws it, with the style it was set over in effect
    /// inside (`key` is where the environment keeps the style; nil there is the default look).
    package func body(_ configuration: Configuration, restoring key: WritableKeyPath<EnvironmentValues, ErasedStyle?>) -> some View {
        makeBody(configuration).environment(key, enclosing?.style)
    }

    /// The control's body as this style draws it, with the style it was set over (or
    /// `defaultStyle`) in effect inside.
    package func body(_ configuration: Configuration, restoring key: WritableKeyPath<EnvironmentValues, ErasedStyle>, default defaultStyle: ErasedStyle) -> some View {
        makeBody(configuration).environment(key, enclosing?.style ?? defaultStyle)
    }
}

nonisolated extension View {
    /// Sets `style` for the controls inside, over the style in effect here (see
    /// `ErasedStyle.enclosing`).
    package func settingStyle<Configuration>(_ key: WritableKeyPath<EnvironmentValues, ErasedStyle<Configuration>>, _ style: ErasedStyle<Configuration>) -> some View {
        transformEnvironment(key) { $0 = style.setting(over: $0) }
    }

    /// Sets `style` for the controls inside, over the style in effect here (nil: the default).
    package func settingStyle<Configuration>(_ key: WritableKeyPath<EnvironmentValues, ErasedStyle<Configuration>?>, _ style: ErasedStyle<Configuration>) -> some View {
        transformEnvironment(key) { $0 = style.setting(over: $0) }
    }
}
