import Foundation
import Synchronization

extension Color {
    /// Creates a colour from a colour set in an asset catalog: the folders registered with
    /// ``ImageAssets/register(folder:)`` (an `.xcassets` folder, or a folder holding some), then
    /// `bundle`'s resources (the main bundle when nil). See ``ColorSet`` for what is read.
    ///
    /// The colour follows the colour scheme as the set's light and dark appearances say. SwiftUI
    /// logs "No color named … found in asset catalog" for an unknown name and draws nothing;
    /// Easel's colour is then clear, with a diagnostic on the layout naming it.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch ImageAssets.colorSet(named: name, bundle: bundle) {
        case .success(let set):
            self = NamedColors.color(name, set)
        case .failure(let problem):
            LayoutDiagnostics.warn(problem.description)
            self = NamedColors.missing(name, problem)
        }
    }
}

/// The asset catalog colours made so far, each with its values in both appearances, so that a
/// `Color` stays a few bytes (its index points here) and still resolves per colour scheme.
package enum NamedColors {
    /// Indices from here on are catalog colours; below are `Color.systemNames`.
    package static let firstIndex: UInt16 = 0x1000

    package struct Entry: Sendable {
        /// How the colour was made, for descriptions: `Color("brand")`.
        package let label: String
        package let light: Color
        package let dark: Color
        /// Why the name was not found, when it wasn't (the colour is then clear).
        package let problem: String?
    }

    private struct State {
        var entries: [Entry] = []
        var indices: [String: UInt16] = [:]
    }

    private static let state = Mutex(State())

    /// The colour for a set, light components first, pointing at its entry.
    package static func color(_ name: String, _ set: ColorSet) -> Color {
        register(Entry(label: "Color(\"\(name)\")", light: set.light, dark: set.dark, problem: nil))
    }

    /// A clear colour that says, when drawn, that `name` was not found.
    static func missing(_ name: String, _ problem: AssetProblem) -> Color {
        register(Entry(label: "Color(\"\(name)\")", light: .clear, dark: .clear, problem: problem.description))
    }

    /// A colour with its own value in each appearance (UIKit's `UIColor(dynamicProvider:)`).
    package static func dynamic(_ label: String, light: Color, dark: Color) -> Color {
        register(Entry(label: label, light: light, dark: dark, problem: nil))
    }

    private static func register(_ entry: Entry) -> Color {
        // The same name with the same values is one entry; a changed catalog makes another.
        let key = "\(entry.label)\u{0}\(entry.light.storage)\(entry.light.systemIndex)\(entry.dark.storage)\(entry.dark.systemIndex)\(entry.problem ?? "")"
        let index: UInt16? = state.withLock { state in
            if let index = state.indices[key] { return index }
            guard state.entries.count < Int(UInt16.max - firstIndex) else { return nil }
            let index = firstIndex + UInt16(state.entries.count)
            state.entries.append(entry)
            state.indices[key] = index
            return index
        }
        let light = entry.light
        // More distinct catalog colours than indices: the colour keeps its light value only.
        return Color(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, systemIndex: index ?? 0)
    }

    package static func entry(_ index: UInt16) -> Entry? {
        guard index >= firstIndex else { return nil }
        return state.withLock { state in
            let position = Int(index - firstIndex)
            return position < state.entries.count ? state.entries[position] : nil
        }
    }

    /// `color` in `scheme`: its set's colour for the appearance (itself resolved, when the set
    /// refers to a system colour), with the opacity applied to `color` since it was made.
    static func resolve(_ color: Color, for scheme: ColorScheme) -> Color {
        guard let entry = entry(color.systemIndex) else { return color }
        if let problem = entry.problem { LayoutDiagnostics.warn(problem) }
        let base = entry.light.alpha
        let applied = base > 0 ? color.alpha / base : 1
        let chosen = (scheme == .dark ? entry.dark : entry.light).resolved(for: scheme)
        return chosen.opacity(applied)
    }
}
