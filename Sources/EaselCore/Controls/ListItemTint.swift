import Foundation

/// The tint of a list's items (Apple, `ListItemTint`). Apple: on iOS, sidebars apply it to `Label`
/// icons, which otherwise use the app's accent colour; other list styles on iOS don't use it.
public struct ListItemTint: Sendable {
    enum Kind: Sendable {
        case fixed(Color)
        case preferred(Color)
        case monochrome
    }

    let kind: Kind

    /// A tint the system always uses.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }
    /// A tint the system uses unless the person chose another (on macOS, a sidebar icon colour
    /// setting); iOS has no such setting, so it is used as given.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }
    /// Grey: the secondary label colour [I] (Apple calls it "a standard grayscale tint").
    public static let monochrome = ListItemTint(kind: .monochrome)

    var color: Color {
        switch kind {
        case .fixed(let color), .preferred(let color): color
        case .monochrome: .secondary
        }
    }
}

enum ListItemTintKey: EnvironmentKey {
    static let defaultValue: ListItemTint? = nil
}

enum LabelIconsTintedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether `Label` icons take the list item tint, else the tint or accent colour: a sidebar
    /// list sets it (SPI for Easel's iOS looks).
    @_spi(SystemViews)
    public var _labelIconsTinted: Bool {
        get { self[LabelIconsTintedKey.self] }
        set { self[LabelIconsTintedKey.self] = newValue }
    }

    /// The colour a label's icon is drawn in here, or nil where icons keep the foreground style.
    var labelIconTint: Color? {
        guard _labelIconsTinted else { return nil }
        return self[ListItemTintKey.self]?.color ?? controlTint
    }
}

/// Sets the list item tint, written with the environment's subscript (see `_TintModifier`: a
/// colour written through a key path setter crashes Swift 6.3 on Linux).
nonisolated public struct _ListItemTintModifier: PrimitiveViewModifier {
    public typealias Body = Never
    let tint: ListItemTint?

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        var inputs = inputs
        inputs.environment[ListItemTintKey.self] = modifier.tint
        body(inputs, &list)
    }
}

nonisolated extension View {
    /// The tint of the list items inside (Apple, `listItemTint(_:)`); nil goes back to the
    /// list's default.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(_ListItemTintModifier(tint: tint))
    }

    /// A fixed tint of the list items inside, or the default for nil.
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { .fixed($0) })
    }
}
