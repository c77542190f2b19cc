import Foundation

/// Variants of a symbol (Apple, `SymbolVariants`): `.fill`, `.circle`, `.square`, `.slash`, and
/// their combinations. A symbol drawn with variants is the one named with their suffixes
/// ("heart" with `.fill` is "heart.fill"), when the symbol font has it; otherwise the plain one.
public struct SymbolVariants: Hashable, Sendable {
    /// The name suffixes, in SF Symbols' order (shape, then fill, then slash).
    let shape: String?
    let isFilled: Bool
    let isSlashed: Bool

    public static let none = SymbolVariants(shape: nil, isFilled: false, isSlashed: false)
    public static let fill = SymbolVariants(shape: nil, isFilled: true, isSlashed: false)
    public static let circle = SymbolVariants(shape: "circle", isFilled: false, isSlashed: false)
    public static let square = SymbolVariants(shape: "square", isFilled: false, isSlashed: false)
    public static let rectangle = SymbolVariants(shape: "rectangle", isFilled: false, isSlashed: false)
    public static let slash = SymbolVariants(shape: nil, isFilled: false, isSlashed: true)

    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", isFilled: isFilled, isSlashed: isSlashed) }
    public var square: SymbolVariants { SymbolVariants(shape: "square", isFilled: isFilled, isSlashed: isSlashed) }
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// The symbol `name` in these variants, if the symbol font has it.
    func applied(to name: String) -> String {
        guard self != .none else { return name }
        var candidate = name
        if let shape, !candidate.contains(".\(shape)") { candidate += ".\(shape)" }
        if isSlashed, !candidate.hasSuffix(".slash") { candidate += ".slash" }
        if isFilled, !candidate.hasSuffix(".fill") { candidate += ".fill" }
        return SystemSymbols.mapping(for: candidate) != nil ? candidate : name
    }

    /// The name `applied(to:)` looked for and didn't find, when the variants include a shape or
    /// a slash: a slash changes what a symbol says ("not a favourite") and an enclosing shape how
    /// it looks, and SF Symbols has most of those Easel's stand-ins lack, so drawing the plain
    /// symbol is said. A fill alone isn't: many symbols have no filled form, and iOS draws the
    /// outlined one then too.
    func missingVariant(of name: String) -> String? {
        let asksSlash = isSlashed && !name.hasSuffix(".slash")
        let asksShape = shape.map { !name.contains(".\($0)") } ?? false
        guard asksSlash || asksShape, applied(to: name) == name else { return nil }
        var candidate = name
        if let shape, !candidate.contains(".\(shape)") { candidate += ".\(shape)" }
        if asksSlash { candidate += ".slash" }
        if isFilled, !candidate.hasSuffix(".fill") { candidate += ".fill" }
        return candidate
    }

    /// The variants' name, as written in code (`.circle.fill`).
    var name: String {
        [shape, isFilled ? "fill" : nil, isSlashed ? "slash" : nil].compactMap { $0 }.map { "." + $0 }.joined()
    }
}

enum SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variants of the images inside.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the symbols inside in `variant` where the symbol has it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// How symbols inside render their layers (monochrome, hierarchical, palette, multicolor): the
    /// open symbol font has one layer, drawn in the foreground style whatever the mode, and the
    /// layout says so for the modes that would colour layers differently.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_DiagnosticModifier(message: mode == .multicolor || mode == .palette
            ? "symbolRenderingMode(.\(mode!.name)) is drawn monochrome: Easel's open symbol font has one layer."
            : nil))
    }
}

/// How a symbol renders its layers (kept: the symbol font has one layer).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}
