import Foundation

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the device and its bars cover: the status bar, the home indicator, the notch.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets the view extend into the safe area along `edges` (Apple, `ignoresSafeArea(_:edges:)`).
    ///
    /// Easel lays views out in a canvas without a safe area (there is no device model yet, and
    /// its pictures show no keyboard): every view already reaches the canvas's edges, so there is
    /// nothing to ignore and the layout is the one SwiftUI computes for a view with no insets.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Lets the view extend into the safe area along `edges` (iOS 13's form of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}
