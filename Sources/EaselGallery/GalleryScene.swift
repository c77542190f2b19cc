import Easel
import Foundation

/// A gallery scene: a small SwiftUI layout lesson, with the canvas it is shown in.
public struct GalleryScene: @unchecked Sendable {
    // @unchecked: a scene holds only constants and a closure that builds a fresh view value each
    // time, capturing nothing mutable.

    /// The name the command line knows it by ("profile-card").
    public let name: String
    /// A title for people ("A profile card").
    public let title: String
    /// What the scene teaches, in a sentence or two.
    public let summary: String
    /// The canvas it is laid out in, as on an iPhone (390 points wide).
    public let canvasSize: CGSize
    /// The Swift file that defines it, shown beside its picture.
    public let sourceFile: String
    /// The device a whole-screen scene is drawn on (its safe area, status bar and home indicator);
    /// nil for scenes drawn in a plain canvas.
    public let device: Device?
    private let makeView: () -> AnyView

    public init<Content: View>(
        name: String, title: String, summary: String,
        canvasSize: CGSize = CGSize(width: 390, height: 844),
        sourceFile: String = #filePath,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.canvasSize = canvasSize
        self.sourceFile = sourceFile
        self.device = nil
        self.makeView = { AnyView(content()) }
    }

    /// A scene drawn on a device's whole screen.
    public init<Content: View>(
        name: String, title: String, summary: String, device: Device,
        sourceFile: String = #filePath,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.canvasSize = device.screenSize
        self.sourceFile = sourceFile
        self.device = device
        self.makeView = { AnyView(content()) }
    }

    /// The scene's view. The gallery's pictures are registered first.
    public var view: AnyView {
        Gallery.registerAssets()
        return makeView()
    }

    /// Lays the scene out in its canvas, or in the given one, at a display scale, in a colour
    /// scheme (the dark one as `preferredColorScheme(.dark)` on the scene would give it).
    /// A device scene keeps its device's safe area unless another canvas is asked for.
    public func layout(in canvasSize: CGSize? = nil, scale: CGFloat = 3, colorScheme: ColorScheme = .light,
                       layoutDirection: LayoutDirection = .leftToRight) -> ViewLayout {
        let view = colorScheme == .dark ? AnyView(self.view.preferredColorScheme(.dark)) : self.view
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.layoutDirection = layoutDirection
        if var device, canvasSize == nil || canvasSize == device.screenSize {
            device.scale = scale
            return ViewLayout(of: view, on: device, environment: environment)
        }
        return ViewLayout(of: view, in: canvasSize ?? self.canvasSize, environment: environment)
    }

    /// The scene's layout drawn on the window's background (white, or black in the dark colour
    /// scheme), with the device's system bars for a device scene.
    public func displayList(of layout: ViewLayout, showsFrames: Bool = false) -> DisplayList {
        let device = self.device.flatMap { $0.screenSize == layout.canvasSize ? $0 : nil }
        let background: Color = layout.colorScheme == .dark ? .black : .white
        return layout.displayList(background: background, showsFrames: showsFrames, systemBars: device)
    }

    /// The scene drawn on its window's background.
    public func displayList(in canvasSize: CGSize? = nil, scale: CGFloat = 3, showsFrames: Bool = false,
                            colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight) -> DisplayList {
        displayList(of: layout(in: canvasSize, scale: scale, colorScheme: colorScheme, layoutDirection: layoutDirection), showsFrames: showsFrames)
    }

    /// The Swift code of the scene (its file), if the sources are at hand.
    public var code: String? {
        try? String(contentsOfFile: sourceFile, encoding: .utf8)
    }
}

/// Every scene, in the order the gallery shows them.
public enum Gallery {
    public static let scenes: [GalleryScene] = [
        sizing,
        sharingSpace,
        alignment,
        characterCard,
        profileCard,
        congratulations,
        explodingStacks,
        secondaryViews,
        questionCard,
        practiceHistory,
        grids,
        settings,
        recipesApp,
        settingsForm,
        inboxList,
        pagingCarousel,
        rotatedCard,
        multilingualCard,
        cafeCatalog,
        tabStrip,
        activityCharts,
    ]

    /// Makes the gallery's pictures (Resources/Assets) available to `Image("name")`, and the
    /// café's catalog (Resources/Assets/Cafe.xcassets) to `Color("name")` and `Image("name")`.
    static func registerAssets() {
        _ = assetsRegistered
    }

    private static let assetsRegistered: Bool = {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Assets") else { return false }
        return (try? ImageAssets.register(folder: folder)) != nil
    }()

    /// The scene with the given name, if there is one.
    public static func scene(named name: String) -> GalleryScene? {
        scenes.first { $0.name == name }
    }

    /// The message for a name that is not a scene: the nearest name (within a third of the
    /// name's letters, by edit distance), and the known ones.
    public static func unknownSceneMessage(_ name: String) -> String {
        let nearest = scenes.map { ($0.name, editDistance(name.lowercased(), $0.name)) }.min { $0.1 < $1.1 }
        let suggestion = nearest.flatMap { $0.1 <= max(2, name.count / 3) ? " Did you mean '\($0.0)'?" : nil } ?? ""
        return "Unknown scene '\(name)'.\(suggestion) Known scenes: \(scenes.map(\.name).joined(separator: ", "))."
    }

    /// Levenshtein distance: insertions, deletions and substitutions of characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
