import Easel
import Foundation

/// A gallery scene: a small SwiftUI layout lesson, with the canvas it is shown in.
public struct Scene: @unchecked Sendable {
    // @unchecked: a scene holds only constants and a closure that builds a fresh view value each
    // time, capturing nothing mutable.
    /// The name the command line knows it by ("profile-card").
    public let name: String
    /// What the scene teaches, in a sentence.
    public let summary: String
    /// The canvas it is laid out in, as on an iPhone (390×844 points).
    public let canvasSize: CGSize
    private let makeView: () -> AnyView

    public init<Content: View>(name: String, summary: String, canvasSize: CGSize = CGSize(width: 390, height: 844), @ViewBuilder content: @escaping () -> Content) {
        self.name = name
        self.summary = summary
        self.canvasSize = canvasSize
        self.makeView = { AnyView(content()) }
    }

    /// The scene's view.
    public var view: AnyView { makeView() }

    /// Lays the scene out in its canvas, or in the given one.
    public func layout(in canvasSize: CGSize? = nil) -> ViewLayout {
        ViewLayout(of: view, in: canvasSize ?? self.canvasSize)
    }
}

/// Every scene, in the order the gallery shows them.
public enum Gallery {
    public static let scenes: [Scene] = [
        profileCard,
    ]

    /// The scene with the given name, if there is one.
    public static func scene(named name: String) -> Scene? {
        scenes.first { $0.name == name }
    }
}
