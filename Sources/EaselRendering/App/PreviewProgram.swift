@_spi(SystemViews) import EaselCore
import EaselCupertino
import Foundation

/// The drawing half of `easel render FILE.swift` and `easel preview FILE.swift`: the program they
/// build from a user's files calls this with their previews and its arguments. Not for use in code
/// of your own.
public enum _PreviewProgram {
    /// A preview to draw: its picture's name, what makes its view, and how the canvas shows it.
    public struct Entry {
        let name: String
        var make: @MainActor () -> AnyView
        let settings: PreviewSettings
        /// The `PreviewModifier`s its traits wrap it in (see `applyingModifiers`).
        var modifiers: [AnyPreviewModifier] = []
        /// Whether each view `make` makes (a `Group`'s, a `ForEach`'s) is a picture of its own, as
        /// Xcode shows a `PreviewProvider`'s previews and a widget's timeline entries.
        let splitsIntoViews: Bool

        /// A view made with no arguments.
        public init(_ name: String, _ make: @escaping @MainActor () -> AnyView) {
            self.name = name
            self.make = make
            self.settings = PreviewSettings()
            self.splitsIntoViews = false
        }

        /// A `#Preview`, with its traits.
        public init(_ name: String, preview: _EaselPreviewValue) {
            self.name = name
            self.make = preview.makeView
            self.settings = preview.settings
            self.modifiers = preview.modifiers
            self.splitsIntoViews = preview.splitsIntoViews
        }

        /// A `PreviewProvider`'s previews.
        public init(_ name: String, provider: @escaping @MainActor () -> AnyView) {
            self.name = name
            self.make = provider
            self.settings = PreviewSettings()
            self.splitsIntoViews = true
        }
    }

    /// One picture: a preview, or one view of a provider's previews or a widget's timeline, with
    /// its settings.
    struct Picture {
        let name: String
        let make: @MainActor () -> AnyView
        let settings: PreviewSettings
    }

    /// The pictures of `entry`: itself, or, for a provider or a widget's timeline, one for each of
    /// its views, named by `previewDisplayName` or numbered after the first, as `#Preview`s in a
    /// file are.
    @MainActor
    static func pictures(of entry: Entry) -> [Picture] {
        guard entry.splitsIntoViews else { return [Picture(name: entry.name, make: entry.make, settings: entry.settings)] }
        // The views' settings are read from a layout of them: each is a subview, its settings
        // container values.
        let found = FoundSettings()
        _ = ViewLayout(of: Group(subviews: entry.make()) { subviews in found.read(subviews) }, proposing: .unspecified)
        // The entry's own settings (a widget preview's layout), with each view's over them.
        let viewSettings = found.settings.map(entry.settings.merged)
        if viewSettings.count <= 1 {
            let settings = viewSettings.first ?? entry.settings
            return [Picture(name: settings.displayName.map(fileName) ?? entry.name, make: entry.make, settings: settings)]
        }
        var names: Set<String> = []
        return viewSettings.enumerated().map { index, settings in
            var name = settings.displayName.map(fileName) ?? (index == 0 ? entry.name : "\(entry.name)-\(index + 1)")
            if !names.insert(name).inserted {
                name += "-\(index + 1)"
                names.insert(name)
            }
            let make = entry.make
            return Picture(name: name, make: { AnyView(Group(subviews: make()) { subviews in
                if index < subviews.count { subviews[index] }
            }) }, settings: settings)
        }
    }

    /// A picture's file name for a preview's name: letters, digits, `-` and `_`, others as `-`.
    public static func fileName(_ name: String) -> String {
        var cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        while cleaned.contains("--") { cleaned = cleaned.replacingOccurrences(of: "--", with: "-") }
        cleaned = cleaned.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return cleaned.isEmpty ? "Preview" : cleaned
    }

    /// Draws the previews as the options (JSON, the first argument) say and prints what it wrote,
    /// or, given `--serve` first, answers the preview page's requests (see `serve`). Exits with 1
    /// and the error on standard error when something fails.
    @MainActor
    public static func main(_ previews: [Entry], arguments: [String]) async {
        do {
            if arguments.first == "--serve" {
                try await serve(previews, configuration: arguments.dropFirst().first ?? "{}")
            } else {
                // Each preview's lines as soon as it is drawn, after a line saying which it is: a
                // preview that traps (SwiftUI traps on a missing environment object) ends the
                // program, and the caller runs it again from the next one (`PreviewRun` in
                // `EaselPreviews`).
                // Written unbuffered, so that a trap loses none of it.
                func write(_ lines: [String]) {
                    FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
                }
                _ = try await run(previews, configuration: arguments.first ?? "{}") { index, name in
                    write([startMarker(index: index, name: name)])
                } drawn: { lines in
                    write(lines)
                }
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    /// The line the program prints before drawing preview `index`: a record separator (U+001E,
    /// which no picture's path or layout tree holds), "easel-preview", the index and the name.
    /// `PreviewRun` in `EaselPreviews` reads it.
    public static func startMarker(index: Int, name: String) -> String {
        "\u{1E}easel-preview \(index) \(name)"
    }

    struct Configuration: Decodable {
        var folder: String
        var file: String?
        var format: String
        var scale: Double?
        var device: String?
        var width: Double?
        var height: Double?
        var dark: Bool
        var rightToLeft: Bool
        var frames: Bool
        /// "layout" or "json" prints the layout tree instead of drawing.
        var tree: String?
        /// The index of the first preview to draw; those before it are left out.
        var first: Int?
        /// Whether to draw each preview's first frame, before its `onAppear` actions and tasks run.
        var firstFrame: Bool?
        /// How many seconds a preview's tasks may run before it is drawn; `taskTimeout` unless set.
        var taskSeconds: Double?

        /// The picture's view in the colour scheme and direction asked for, in its fixed-size
        /// container if its layout has one.
        @MainActor
        func view(of picture: Picture) -> AnyView {
            var view = picture.make()
            if case let .fixed(width, height)? = picture.settings.layout {
                view = AnyView(view.frame(width: width, height: height))
            }
            if dark { view = AnyView(view.preferredColorScheme(.dark)) }
            // A widget takes the sizes of the device named (its portrait screen's row).
            if let device, let named = Device.named(device) {
                view = AnyView(view.environment(\._widgetScreenSize, named.portrait.screenSize))
            }
            if rightToLeft { view = AnyView(view.environment(\.layoutDirection, .rightToLeft)) }
            // Hosted as the canvas hosts it, with an edit mode (see `HostedEditMode`).
            return AnyView(view.modifier(HostedEditMode()))
        }

        /// Where the picture is drawn: on a device, or off any, proposed a size.
        ///
        /// The device is the one `--device` names, else the preview's own (`previewDevice`), turned
        /// as its orientation says. A `sizeThatFits` or `fixed` layout draws it off any device, as
        /// Xcode's canvas does. Off a device, a preview is proposed the width and height asked for,
        /// or a phone's, on its side in a landscape orientation.
        func placement(of picture: Picture) -> (device: Device?, proposal: ProposedViewSize, diagnostics: [String]) {
            let settings = picture.settings
            var diagnostics: [String] = []
            var chosen: Device?
            if let device {
                chosen = Device.named(device)
            } else if let previewDevice = settings.device {
                chosen = Device.named(previewDevice.rawValue)
                if chosen == nil {
                    diagnostics.append("previewDevice(\"\(previewDevice.rawValue)\"): Easel has no device of that name (`easel devices` lists them); the preview is drawn off any device.")
                }
            }
            switch settings.layout {
            case .sizeThatFits?, .fixed?: chosen = nil
            case .device?, nil: break
            }
            if var device = chosen {
                device.scale = scale.map { CGFloat($0) } ?? device.scale
                if settings.orientation?.isLandscape == true { device = device.landscape }
                return (device, .unspecified, diagnostics)
            }
            var size = CGSize(width: width ?? defaultProposal.width, height: height ?? defaultProposal.height)
            if case let .fixed(fixedWidth, fixedHeight)? = settings.layout {
                size = CGSize(width: fixedWidth, height: fixedHeight)
            } else if settings.orientation?.isLandscape == true, width == nil, height == nil {
                size = CGSize(width: size.height, height: size.width)
            }
            return (nil, ProposedViewSize(size), diagnostics)
        }
    }

    /// Without a device, a preview is proposed an iPhone's screen in points (390 × 844, the
    /// iPhone 15's) and drawn at its own size: a card stays a card, a screen fills the phone.
    static let defaultProposal = CGSize(width: 390, height: 844)

    /// Draws the previews from the configuration's first on; `starting` is told of each before it
    /// is drawn, `drawn` given each one's lines after. Returns every line.
    @MainActor
    public static func run(_ previews: [Entry], configuration json: String,
                           starting: (Int, String) -> Void = { _, _ in }, drawn: ([String]) -> Void = { _ in }) async throws -> [String] {
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
        var all: [String] = []
        // What a preview sets through `UINavigationBar.appearance()` and the like (often in its
        // view's `init`) is its own: each starts from the settings the program started with, so
        // that a picture doesn't depend on which previews were drawn before it.
        let startingAppearance = SystemAppearance.current
        for (index, entry) in previews.enumerated() where index >= configuration.first ?? 0 {
            SystemAppearance.update { $0 = startingAppearance }
            starting(index, entry.name)
            let pictures = pictures(of: await entry.applyingModifiers())
            for picture in pictures {
                // A file named on the command line holds the one picture there is; a provider
                // that turns out to have several writes them beside it, each under its name.
                let lines = try await draw(picture, configuration: configuration, toFile: previews.count == 1 && pictures.count == 1)
                drawn(lines)
                all += lines
            }
        }
        return all
    }

    /// How long a preview's `.task`s may run before it is drawn: long enough to load a bundled
    /// file or a local database, short enough that a task that never ends (a timer loop) costs
    /// little. Chosen here, not Xcode's (its canvas runs them for as long as it is open).
    static let taskTimeout: TimeInterval = 3

    /// The picture's view hosted where its settings place it, after its `onAppear` actions and
    /// `.task`s have run, as Xcode's canvas shows a preview; and what to say about it (a device
    /// Easel lacks, a task cut short).
    ///
    /// The tasks are awaited on the main actor, not waited for: the user's files are built with
    /// the main actor as their default isolation, as an app target's are, so a task's body (a
    /// `@State` assignment, a main-actor model's `load()`) runs on the main actor, which a blocked
    /// main thread would never let it reach.
    @MainActor
    static func hosted(_ picture: Picture, configuration: Configuration, scale defaultScale: CGFloat) async -> (host: ViewHost<AnyView>, notes: [String]) {
        let placement = configuration.placement(of: picture)
        let view = configuration.view(of: picture)
        let host = if let device = placement.device {
            ViewHost(view, on: device)
        } else {
            ViewHost(view, proposing: placement.proposal, scale: CGFloat(configuration.scale ?? defaultScale))
        }
        var notes = placement.diagnostics
        let timeout = configuration.taskSeconds ?? taskTimeout
        do {
            try await host.runTasks(timeout: timeout)
            // Work the views' actions started without awaiting it (`onAppear { Task { await
            // load() } }`) waits on the main actor, which an app runs right after its views
            // appear: it runs while this waits, and the views take what it changed. The preview
            // is drawn once the host has gone `quietRounds` waits without a change.
            // Only time spent changing counts against the timeout: the waits themselves may be
            // long when other work holds the main actor.
            let quietRounds = 3
            var quiet = 0
            var changingSince: Date?
            while quiet < quietRounds {
                try? await Task.sleep(for: .milliseconds(5))
                guard host.hasPendingWork else {
                    quiet += 1
                    continue
                }
                let start = changingSince ?? Date()
                changingSince = start
                guard Date().timeIntervalSince(start) < timeout else {
                    notes.append("The views kept changing for \(formatLength(timeout)) seconds after they appeared; the preview is drawn as they were then.")
                    break
                }
                host.update()
                try await host.runTasks(timeout: timeout)
                quiet = 0
            }
        } catch {
            notes.append("\(error) The preview is drawn as it was then; Xcode's canvas would go on running the task.")
        }
        return (host, notes)
    }

    /// Draws one preview as the configuration says; returns what it wrote, or its layout tree.
    ///
    /// By default the preview is drawn as Xcode's canvas shows it: after its views' `onAppear`
    /// actions and `.task`s have run (see `hosted`). `firstFrame` draws it before, as
    /// `ImageRenderer` draws a view.
    @MainActor
    static func draw(_ preview: Picture, configuration: Configuration, toFile: Bool) async throws -> [String] {
        let name = preview.name
        let placement = configuration.placement(of: preview)
        let layout: ViewLayout
        // What Easel couldn't do as the preview asks (a device it lacks, an SF Symbol it lacks, a
        // modifier drawn another way) follows what was written, a warning a line, named after it.
        var diagnostics: [String]
        if configuration.firstFrame == true {
            let renderer = ImageRenderer(content: configuration.view(of: preview))
            renderer.device = placement.device
            renderer.scale = CGFloat(configuration.scale ?? 3)
            renderer.proposedSize = placement.proposal
            layout = try renderer.layout()
            diagnostics = placement.diagnostics + layout.diagnostics
        } else {
            let hosted = await hosted(preview, configuration: configuration, scale: 3)
            layout = hosted.host.layout
            diagnostics = hosted.notes + hosted.host.diagnostics
        }
        func warnings(_ diagnostics: [String]) -> [String] {
            diagnostics.map { "\(name): warning: \($0)" }
        }
        if let tree = configuration.tree {
            return ["\(name):", tree == "json" ? layout.json() : layout.description] + warnings(diagnostics)
        }
        let list = try layout.picture(background: SystemColor.systemBackground, showsFrames: configuration.frames, systemBars: placement.device)
        let data = try list.data(as: configuration.format, scale: layout.scale)
        let url = (toFile ? configuration.file.map { URL(fileURLWithPath: $0) } : nil)
            ?? URL(fileURLWithPath: configuration.folder).appendingPathComponent("\(name).\(configuration.format)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return ["Wrote \(url.path)"] + warnings(diagnostics + list.diagnostics)
    }
}

/// The preview settings of a provider's views, read as its layout resolves them.
@MainActor
private final class FoundSettings {
    var settings: [PreviewSettings] = []

    func read(_ subviews: SubviewsCollection) -> EmptyView {
        settings = subviews.map(\.containerValues.previewSettings)
        return EmptyView()
    }
}
