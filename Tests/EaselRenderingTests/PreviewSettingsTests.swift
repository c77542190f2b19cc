import Easel
import Foundation
import Testing
@testable import EaselRendering
@_spi(SystemViews) import EaselCore

/// A view that loads what it shows: `onAppear` marks it, then its task counts.
private struct Loader: View {
    @State private var status = "waiting"
    var body: some View {
        Text(status)
            .onAppear { status = "appeared" }
            .task {
                let items = [1, 2, 3]
                status += ", loaded \(items.count)"
            }
    }
}

/// Starts its work from `onAppear` without awaiting it, as apps often do.
private struct UnawaitedLoader: View {
    @State private var status = "initial"
    var body: some View {
        Text("Status: \(status)")
            .onAppear {
                // What a main-actor file's `Task { status = "loaded" }` does.
                nonisolated(unsafe) let status = $status
                Task { @MainActor in status.wrappedValue = "loaded" }
            }
    }
}

/// A model whose `load()` runs on the main actor, as app files write them.
private final class Counter: ObservableObject, @unchecked Sendable {
    // @unchecked: `count` is written by `load()` on the main actor while the host awaits it.
    @Published var count = 0
    @MainActor func load() async {
        MainActor.assertIsolated()
        count = 7
    }
}

/// A view whose task needs the main actor, as most tasks in a user's file do: `easel render`
/// builds the files with the main actor as their default isolation, as Xcode builds an app's.
private struct MainActorLoader: View {
    @StateObject private var counter = Counter()
    var body: some View {
        Text("count \(counter.count)")
            .task { await counter.load() }
    }
}

/// How `easel render` and `easel preview` show previews, as Xcode's canvas does: each view of a
/// `PreviewProvider` is a preview of its own, and traits and preview modifiers choose the device,
/// the orientation and the layout.
@Suite struct PreviewSettingsTests {
    /// Draws `entries` as `easel render` does into a new folder; returns the lines printed, with
    /// the folder's path taken out, and the pixel size of each picture by file name.
    @MainActor
    private func render(_ entries: [_PreviewProgram.Entry], device: String? = nil) async throws -> (lines: [String], sizes: [String: [Int]]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PreviewSettings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration: [String: Any] = ["folder": folder.path, "format": "png", "dark": false, "rightToLeft": false, "frames": false]
        if let device { configuration["device"] = device }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: configuration), as: UTF8.self)
        let lines = try await _PreviewProgram.run(entries, configuration: json).map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        var sizes: [String: [Int]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let image = try #require(PNGDecoder.decode(try Data(contentsOf: folder.appendingPathComponent(name))))
            sizes[name] = [image.width, image.height]
        }
        return (lines, sizes)
    }

    @Test @MainActor func eachViewOfAProviderIsAPreviewWithItsSettings() async throws {
        let provider = _PreviewProgram.Entry("Cards", provider: { AnyView(Group {
            Color.red.previewLayout(.fixed(width: 200, height: 100)).previewDisplayName("Fixed card")
            Color.green.previewDevice("iPhone 11").previewInterfaceOrientation(.landscapeLeft)
            ForEach(["iPhone 99"], id: \.self) { name in
                Color.blue.previewDevice(PreviewDevice(rawValue: name))
            }
        }) })
        let result = try await render([provider])
        #expect(result.lines == [
            "Wrote Fixed-card.png", "Wrote Cards-2.png", "Wrote Cards-3.png",
            "Cards-3: warning: previewDevice(\"iPhone 99\"): Easel has no device of that name (`easel devices` lists them); the preview is drawn off any device.",
        ])
        // The fixed layout is its container, at 3×; the iPhone 11 is 896 × 414 pt on its side, at
        // 2×; a device Easel lacks leaves the preview off any device, proposed a phone's screen.
        #expect(result.sizes == ["Fixed-card.png": [600, 300], "Cards-2.png": [1792, 828], "Cards-3.png": [1170, 2532]])
    }

    @Test @MainActor func traitsChooseTheOrientationAndTheLayout() async throws {
        let wide = _PreviewProgram.Entry("Wide", preview: _EaselPreviewValue("Wide", traits: .landscapeLeft) { Color.orange })
        let sized = _PreviewProgram.Entry("Sized", preview: _EaselPreviewValue(traits: .sizeThatFitsLayout) { Color.pink.frame(width: 50, height: 20) })
        let fixed = _PreviewProgram.Entry("Fixed", preview: _EaselPreviewValue(traits: .fixedLayout(width: 300, height: 40)) { Text("Hi") })
        let offDevice = try await render([wide, sized, fixed])
        // Off any device, landscape turns the phone's proposal on its side.
        #expect(offDevice.sizes == ["Wide.png": [2532, 1170], "Sized.png": [150, 60], "Fixed.png": [900, 120]])
        // On a device, landscape turns the device; a size-that-fits or fixed layout leaves it.
        let onDevice = try await render([wide, sized, fixed], device: "iPhone 15 Pro")
        #expect(onDevice.sizes == ["Wide.png": [2556, 1179], "Sized.png": [150, 60], "Fixed.png": [900, 120]])
        #expect(onDevice.lines == ["Wrote Wide.png", "Wrote Sized.png", "Wrote Fixed.png"])
    }

    /// Xcode 16's shared preview data: a `PreviewModifier`'s context is made once, shared by the
    /// previews that use it, and its body wraps each preview's view; a context that can't be made
    /// leaves the view unwrapped and says why.
    @Test @MainActor func previewModifiersWrapThePreviewWithTheirSharedContext() async throws {
        SampleLibrary.contextsMade = 0
        let first = _PreviewProgram.Entry("First", preview: _EaselPreviewValue(traits: .sampleLibrary) { ShelfCount() })
        let second = _PreviewProgram.Entry("Second", preview: _EaselPreviewValue(traits: .sizeThatFitsLayout, .sampleLibrary) { ShelfCount() })
        let folder = FileManager.default.temporaryDirectory.path
        let trees = try await _PreviewProgram.run([first, second], configuration: #"{"folder": "\#(folder)", "format": "png", "dark": false, "rightToLeft": false, "frames": false, "tree": "layout"}"#).joined(separator: "\n")
        // Both previews see the shelf the context made, inside the modifier's padding.
        #expect(trees.components(separatedBy: "\"3 books\"").count == 3)
        #expect(trees.contains("padding(16)"))
        #expect(SampleLibrary.contextsMade == 1)
        let failing = _PreviewProgram.Entry("Failing", preview: _EaselPreviewValue(traits: .modifier(BrokenLibrary())) { Text("Shelf") })
        let lines = try await _PreviewProgram.run([failing], configuration: #"{"folder": "\#(folder)", "format": "png", "dark": false, "rightToLeft": false, "frames": false, "tree": "layout"}"#)
        #expect(lines.contains { $0.contains("BrokenLibrary.makeSharedContext() threw") && $0.contains("the preview is drawn without the modifier") })
    }

    @Test @MainActor func previewsAreDrawnAfterTheirViewsAppearedAndTheirTasksRan() async throws {
        let loading = _PreviewProgram.Entry("Loading", preview: _EaselPreviewValue { Loader() })
        let folder = FileManager.default.temporaryDirectory.path
        func tree(_ options: String) async throws -> [String] {
            try await _PreviewProgram.run([loading], configuration: #"{"folder": "\#(folder)", "format": "png", "dark": false, "rightToLeft": false, "frames": false, "tree": "layout"\#(options)}"#)
        }
        // As Xcode's canvas shows it: onAppear ran, then the task, which read what onAppear set.
        let settled = try await tree("").joined(separator: "\n")
        #expect(settled.contains("\"appeared, loaded 3\""))
        // The first frame, as ImageRenderer draws the view: neither has run.
        let first = try await tree(#", "firstFrame": true"#).joined(separator: "\n")
        #expect(first.contains("\"waiting\""))
    }

    /// The preview program awaits a task rather than blocking the main thread for it: a task that
    /// needs the main actor runs, and the picture shows what it set. (Given time: in the suite,
    /// other tests may hold the main actor for seconds.)
    @Test @MainActor func aTaskOnTheMainActorRunsBeforeThePictureIsTaken() async throws {
        let tree = try await layoutTree(of: _PreviewProgram.Entry("MainActorLoader", preview: _EaselPreviewValue { MainActorLoader() }))
        #expect(tree.contains("\"count 7\""), "\(tree)")
        #expect(!tree.contains("had not ended"))
    }

    /// `onAppear { Task { … } }`: the task waits on the main actor, which an app runs right after
    /// its views appear; the picture shows what it set.
    @Test @MainActor func workStartedWithoutAwaitingRunsBeforeThePictureIsTaken() async throws {
        let tree = try await layoutTree(of: _PreviewProgram.Entry("Unawaited", preview: _EaselPreviewValue { UnawaitedLoader() }))
        #expect(tree.contains("\"Status: loaded\""), "\(tree)")
    }

    /// The layout tree the preview program prints for `entry`, its tasks given time (in the suite,
    /// other tests may hold the main actor for seconds).
    @MainActor
    private func layoutTree(of entry: _PreviewProgram.Entry) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.path
        let lines = try await _PreviewProgram.run([entry], configuration: #"{"folder": "\#(folder)", "format": "png", "dark": false, "rightToLeft": false, "frames": false, "tree": "layout", "taskSeconds": 600}"#)
        return lines.joined(separator: "\n")
    }

    @Test @MainActor func aTaskThatDoesNotEndIsCutShortAndSaidSo() async throws {
        let ticking = _PreviewProgram.Entry("Ticking", preview: _EaselPreviewValue {
            Text("Tick").task { while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(50)) } }
        })
        let result = try await render([ticking])
        #expect(result.lines == [
            "Wrote Ticking.png",
            "Ticking: warning: A task had not ended after 3 seconds; it was cancelled. The preview is drawn as it was then; Xcode's canvas would go on running the task.",
        ])
    }

    @Test func olderPhonesAreKnownByTheirSimulatorNames() throws {
        let phone = try #require(Device.named("iPhone 11 Pro"))
        #expect(phone.screenSize == CGSize(width: 375, height: 812) && phone.scale == 3)
        #expect(phone.safeAreaInsets == EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0))
        // The X family keeps 24 pt for the home indicator in landscape (swift-snapshot-testing).
        #expect(phone.landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 44, bottom: 24, trailing: 44))
        #expect(Device.named("iPhone 12 mini")?.safeAreaInsets.top == 50)
        #expect(Device.named("iPhone SE (2nd generation)") == .iPhoneSE)
        // An XR-sized phone is regular wide on its side, as the Plus and Max phones are.
        #expect(Device.iPhone11.landscape.horizontalSizeClass == .regular)
        #expect(Device.iPhone8Plus.landscape.horizontalSizeClass == .regular)
        #expect(Device.iPhone12.landscape.horizontalSizeClass == .compact)
    }

    /// What one preview sets through the appearance proxies is its own: the next starts from the
    /// settings the program started with.
    @Test @MainActor func appearanceSetByOnePreviewDoesNotReachTheNext() async throws {
        try await SystemAppearance.withIsolatedStore {
            SystemAppearance.update { $0.pageControl.backgroundColor = .blue }
            nonisolated(unsafe) var seen: [Color?] = []
            let first = _PreviewProgram.Entry("Green") {
                SystemAppearance.update { $0.pageControl.backgroundColor = .green }
                return AnyView(Text("First"))
            }
            let second = _PreviewProgram.Entry("Second") {
                seen.append(SystemAppearance.current.pageControl.backgroundColor)
                return AnyView(Text("Second"))
            }
            let lines = try await render([first, second]).lines
            #expect(lines.filter { $0.hasPrefix("Wrote") }.count == 2)
            #expect(seen.allSatisfy { $0 == .blue } && !seen.isEmpty)
        }
    }
}

/// A shelf of books made once for every preview (a model container, in an app).
@MainActor final class Shelf {
    let books = ["Emma", "Persuasion", "Sanditon"]
}

private struct ShelfKey: EnvironmentKey {
    static let defaultValue: Shelf? = nil
}

extension EnvironmentValues {
    var shelf: Shelf? {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

struct ShelfCount: View {
    @Environment(\.shelf) private var shelf
    var body: some View { Text("\(shelf?.books.count ?? 0) books") }
}

struct SampleLibrary: PreviewModifier {
    @MainActor static var contextsMade = 0

    static func makeSharedContext() async throws -> Shelf {
        contextsMade += 1
        return Shelf()
    }

    func body(content: Content, context: Shelf) -> some View {
        content.environment(\.shelf, context).padding(16)
    }
}

struct BrokenLibrary: PreviewModifier {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "no shelf" }
    }

    static func makeSharedContext() async throws -> Shelf { throw Missing() }
    func body(content: Content, context: Shelf) -> some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleLibrary: Self = .modifier(SampleLibrary())
}

