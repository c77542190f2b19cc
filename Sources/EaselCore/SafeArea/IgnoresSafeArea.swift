import Foundation

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the device and its bars cover: the status bar, the home indicator, the notch, and
    /// bars added with `safeAreaInset`.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Marks each view it modifies as extending into the safe area along some edges; the engine does
/// the rest when it places the view (`LayoutNode.place`, `SafeAreaGeometry.expanding`).
nonisolated public struct _IgnoresSafeAreaModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let edges: Edge.Set

    @usableFromInline init(edges: Edge.Set) {
        self.edges = edges
    }

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { $0.ignoredSafeAreaEdges.formUnion(edges) }
    }
}

nonisolated extension View {
    /// Lets the view extend into the safe area along `edges` (Apple, `ignoresSafeArea(_:edges:)`).
    ///
    /// Where the frame its parent gives the view reaches the edge of the safe area, the view is
    /// proposed and placed as far as the screen (or the bar's region, inside `safeAreaInset`)
    /// reaches, and its content sees no safe area there; elsewhere nothing changes. This is why
    /// `Color.blue.ignoresSafeArea()` fills the whole screen while a padded one does not. Easel shows
    /// no keyboard, so the `.keyboard` region has nothing to ignore; without a device (a view drawn
    /// alone) there is no safe area at all.
    @inlinable
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Lets the view extend into the safe area along `edges` (iOS 13's form of `ignoresSafeArea`).
    @inlinable
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}
